import { z } from 'zod';
import type { Language, PartyCreate, PartyRole } from '@/lib/api';
import { type DocumentNumberShape, fitsShape } from '@/lib/document-number';
import { PASSSERIAL_LENGTH, PIN_LENGTH } from '@/lib/passport';

/** A national phone number: the invitation's SMS goes there (docs/contracts/errors-and-limits.md). */
export const PHONE_LENGTH = 9;
/** A tax id (INN): 9 digits (docs/contracts/entities.md#input-masks). */
export const INN_LENGTH = 9;
const GUARDIAN_BODY_MAX = 500;
/** The dictionaries' document type of a citizen's ID card: the server's default, the form's first choice. */
export const ID_CARD = '46';

const exactly = (length: number) => new RegExp(`^[0-9]{${length}}$`);

/**
 * A new party as the form holds it. Messages are keys under `acts.parties_tab.errors`. A person is named by an
 * identity document, whose type shapes its number (`shapeOf`), and personal number, an organisation by its tax id;
 * languages are asked of an interpreter's party and of a translator.
 */
export const partySchema = (shapeOf: (documentType: string) => DocumentNumberShape) =>
  z
    .object({
      role: z.string().min(1, 'role_required'),
      partyClass: z.enum(['physical', 'juridical']),
      documentType: z.string(),
      passserial: z.string(),
      passnum: z.string(),
      pin: z.string(),
      inn: z.string(),
      phone: z.string().min(1, 'phone_required').regex(exactly(PHONE_LENGTH), 'phone_length'),
      participation: z.enum(['in_person', 'video']),
      representedPartyId: z.string().nullable(),
      guardianBody: z.string().max(GUARDIAN_BODY_MAX, 'guardian_body_length'),
      interpreter: z.boolean(),
      translateFrom: z.string().nullable(),
      translateTo: z.string().nullable(),
    })
    .superRefine((values, context) => {
      const fail = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      const check = (path: 'passserial' | 'passnum' | 'pin' | 'inn', fits: (text: string) => boolean) => {
        if (!values[path]) fail(path, `${path}_required`);
        else if (!fits(values[path])) fail(path, `${path}_length`);
      };
      const matches = (pattern: RegExp) => (text: string) => pattern.test(text);
      if (values.partyClass === 'juridical') check('inn', matches(exactly(INN_LENGTH)));
      else {
        check('passserial', matches(new RegExp(`^[A-Z]{${PASSSERIAL_LENGTH}}$`)));
        check('passnum', (text) => fitsShape(text, shapeOf(values.documentType)));
        check('pin', matches(exactly(PIN_LENGTH)));
      }
      if (!languagesAsked(values)) return;
      if (!values.translateFrom) fail('translateFrom', 'language_required');
      if (!values.translateTo) fail('translateTo', 'language_required');
      else if (values.translateTo === values.translateFrom) fail('translateTo', 'languages_same');
    });
export type PartyValues = z.infer<ReturnType<typeof partySchema>>;

export const PARTY_DEFAULTS: Omit<PartyValues, 'role'> = {
  partyClass: 'physical',
  documentType: ID_CARD,
  passserial: '',
  passnum: '',
  pin: '',
  inn: '',
  phone: '',
  participation: 'in_person',
  representedPartyId: null,
  guardianBody: '',
  interpreter: false,
  translateFrom: null,
  translateTo: null,
};

/** A translator names the languages it translates; any other party through an interpreter names them too. */
export function languagesAsked(values: Pick<PartyValues, 'role' | 'interpreter'>): boolean {
  return values.interpreter || values.role === 'translator';
}

/** The call's body: only what applies to this party (the server's defaults cover the rest). */
export function partyBody(values: PartyValues): PartyCreate {
  const body: PartyCreate = { role: values.role as PartyRole, phone: values.phone, participation: values.participation };
  if (values.partyClass === 'juridical') Object.assign(body, { party_class: 'juridical', inn: values.inn });
  else {
    const { passserial, passnum, pin } = values;
    Object.assign(body, { document_type: Number(values.documentType), passserial, passnum, pin });
  }
  if (values.representedPartyId) body.represented_party_id = Number(values.representedPartyId);
  if (values.guardianBody.trim()) body.guardian_body = values.guardianBody.trim();
  if (values.interpreter) body.interpreter = true;
  if (languagesAsked(values)) {
    body.translate_from = values.translateFrom as Language;
    body.translate_to = values.translateTo as Language;
  }
  return body;
}
