import dayjs from 'dayjs';
import { z } from 'zod';
import { DATE_MASK, parseDisplayDate } from '@/lib/dates';
import { PASSNUM_LENGTH, PASSPORT_MASKS, PASSSERIAL_LENGTH } from '@/lib/passport';

/**
 * The key a card's chip asks for before it lets anything be read (ICAO 9303 Basic Access Control): the document
 * number, the birth date and the expiry date, exactly as printed on the card. The citizen types the dates as
 * dd.mm.yyyy (docs/contracts/entities.md#input-masks); the camera agent takes them as the MRZ writes them, YYMMDD.
 */

/** Series and number together, as the card prints them: AA1234567. */
export const DOCUMENT_NUMBER_LENGTH = PASSSERIAL_LENGTH + PASSNUM_LENGTH;
export const DOCUMENT_NUMBER_MASK = PASSPORT_MASKS.passserial + PASSPORT_MASKS.passnum;
export const DATE_LENGTH = DATE_MASK.length;

const MRZ_FORMAT = 'YYMMDD';
const DOCUMENT_NUMBER = new RegExp(`^[A-Z]{${PASSSERIAL_LENGTH}}[0-9]{${PASSNUM_LENGTH}}$`);

/** A real calendar day typed as dd.mm.yyyy (31.02 is not one), or null. */
function parseDate(text: string): dayjs.Dayjs | null {
  const day = parseDisplayDate(text);
  return day === null ? null : dayjs(day);
}

const typedDate = (required: string) =>
  z
    .string()
    .min(1, required)
    .refine((text) => parseDate(text) !== null, 'card_date_format');

/** Messages are keys of `identity.card.errors`, translated where they are shown. */
export const mrzKeySchema = z.object({
  documentNumber: z.string().min(1, 'card_number_required').regex(DOCUMENT_NUMBER, 'card_number_format'),
  birthDate: typedDate('card_birth_date_required').refine(
    (text) => !parseDate(text)?.isAfter(dayjs(), 'day'),
    'card_birth_date_future',
  ),
  expiryDate: typedDate('card_expiry_date_required'),
});

export type MrzKeyValues = z.infer<typeof mrzKeySchema>;

/** The body of the camera agent's `POST /api/card/read` (docs/camera-agent.md). */
export interface AgentMrzKey {
  documentNumber: string;
  birthDate: string;
  expiryDate: string;
}

const toMrzDate = (text: string) => parseDate(text)?.format(MRZ_FORMAT) ?? '';

/** The checked form values as the agent takes them: 14.03.1985 becomes 850314. */
export function toAgentKey({ documentNumber, birthDate, expiryDate }: MrzKeyValues): AgentMrzKey {
  return { documentNumber, birthDate: toMrzDate(birthDate), expiryDate: toMrzDate(expiryDate) };
}

/** The document number from the identification form when its series and number are both complete, else ''. */
export function documentNumberOf(passserial: string, passnum: string): string {
  const number = passserial + passnum;
  return DOCUMENT_NUMBER.test(number) ? number : '';
}
