import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { z } from 'zod';

dayjs.extend(customParseFormat);

/** Dates are typed as dd.mm.yyyy (docs/contracts/entities.md#input-masks); the API takes and gives YYYY-MM-DD. */
export const DATE_MASK = '00.00.0000';
const DISPLAY_FORMAT = 'DD.MM.YYYY';
const API_FORMAT = 'YYYY-MM-DD';

/** A real calendar day typed as dd.mm.yyyy (31.02 is not one) as YYYY-MM-DD, or null. */
export function parseDisplayDate(text: string): string | null {
  const day = dayjs(text, DISPLAY_FORMAT, true);
  return day.isValid() ? day.format(API_FORMAT) : null;
}

/**
 * The server's date (YYYY-MM-DD, or the date part of a date-time) as dd.mm.yyyy. Read from the text, not through
 * a Date, so no time zone can move it to the day before; nothing to show gives ''.
 */
export function displayDate(iso: string | null | undefined): string {
  const match = iso?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** A typed day that has already come (a registration, a death): YYYY-MM-DD. Messages are catalogue keys. */
export const pastDate = z
  .string()
  .min(1, { error: 'form.date.required' })
  .refine((text) => parseDisplayDate(text) !== null, { error: 'form.date.format' })
  .refine((text) => !dayjs(parseDisplayDate(text)).isAfter(dayjs(), 'day'), { error: 'form.date.future' })
  .transform((text) => parseDisplayDate(text) ?? '');
