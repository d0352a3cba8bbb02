import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { z } from 'zod';

dayjs.extend(customParseFormat);

/** Spec 5: dates are typed as dd.mm.yyyy; the API takes YYYY-MM-DD. */
export const DATE_MASK = '00.00.0000';
const DISPLAY_FORMAT = 'DD.MM.YYYY';
const API_FORMAT = 'YYYY-MM-DD';

/** A real calendar day (31.02 is not), or null. */
export function parseDisplayDate(text: string): string | null {
  const day = dayjs(text, DISPLAY_FORMAT, true);
  return day.isValid() ? day.format(API_FORMAT) : null;
}

export function displayDate(iso: string): string {
  return dayjs(iso, API_FORMAT).format(DISPLAY_FORMAT);
}

/** Messages are catalogue keys, translated where the error is shown. */
export const pastDate = z
  .string()
  .min(1, { error: 'searches.errors.date_required' })
  .refine((text) => parseDisplayDate(text) !== null, { error: 'searches.errors.date_format' })
  .refine((text) => !dayjs(parseDisplayDate(text)).isAfter(dayjs(), 'day'), { error: 'searches.errors.date_future' })
  .transform((text) => parseDisplayDate(text) ?? '');

/** As the registry writes it: digits, Latin letters, "/" and "-" (for example 0001234), at most 32 signs. */
export const registryNumber = z
  .string()
  .trim()
  .min(1, { error: 'searches.errors.regnum_required' })
  .max(32, { error: 'searches.errors.regnum_format' })
  .regex(/^[0-9A-Za-z/-]+$/, { error: 'searches.errors.regnum_format' });

/** Letters of either script, the apostrophes of o‘ and g‘ in all their spellings, hyphens and spaces. */
const NAME_PATTERN = /^[\p{L}'ʻʼ‘’`\- ]+$/u;

export const personName = z
  .string()
  .trim()
  .min(1, { error: 'searches.errors.name_required' })
  .max(64, { error: 'searches.errors.name_letters' })
  .regex(NAME_PATTERN, { error: 'searches.errors.name_letters' });

export const optionalPersonName = z
  .string()
  .trim()
  .max(64, { error: 'searches.errors.name_letters' })
  .refine((text) => text === '' || NAME_PATTERN.test(text), { error: 'searches.errors.name_letters' });
