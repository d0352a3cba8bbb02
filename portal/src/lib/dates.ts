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

/**
 * The server's date-time as dd.mm.yyyy hh:mm ('2026-11-20T09:15:00+05:00' → '20.11.2026 09:15'), read from the text
 * as the server wrote it in Tashkent time, so the browser's own zone never moves it.
 */
export function displayDateTime(iso: string): string {
  const time = iso.match(/T(\d{2}:\d{2})/)?.[1];
  return [displayDate(iso), time].filter(Boolean).join(' ');
}

/** A typed day that has already come (a registration, a death): YYYY-MM-DD. Messages are catalogue keys. */
export const pastDate = z
  .string()
  .min(1, { error: 'form.date.required' })
  .refine((text) => parseDisplayDate(text) !== null, { error: 'form.date.format' })
  .refine((text) => !dayjs(parseDisplayDate(text)).isAfter(dayjs(), 'day'), { error: 'form.date.future' })
  .transform((text) => parseDisplayDate(text) ?? '');

/**
 * An incomplete date (docs/contracts/entities.md#input-masks): dd.mm.yyyy where a citizen who does not know the day,
 * or the day and the month, types XX. The mask's `#` takes a digit or an X.
 */
export const INCOMPLETE_DATE_MASK = '##.##.0000';
export const INCOMPLETE_DATE_DEFINITIONS = { '#': /[\dX]/ };
const INCOMPLETE_DATE = /^(\d{2}|XX)\.(\d{2}|XX)\.(\d{4})$/;
const DAY_WITHOUT_MONTH = /^\d{2}\.XX\./i;

/** x, X and the Cyrillic х that looks like it (the kiosk's Cyrillic keyboard) all type the X of XX. */
export function incompleteDateChar(char: string): string {
  return /^[xXхХ]$/.test(char) ? 'X' : char;
}

/**
 * A typed incomplete date as the API takes it: YYYY-MM-DD (a real calendar day), YYYY-MM-XX (the month known) or
 * YYYY-XX-XX (the year only); null for anything else, a known day without its month too.
 */
export function parseIncompleteDate(text: string): string | null {
  const [, day, month, year] = INCOMPLETE_DATE.exec(text.toUpperCase()) ?? [];
  if (!day || !month || !year) return null;
  if (day !== 'XX') return month === 'XX' ? null : parseDisplayDate(text);
  const firstDay = dayjs(`${year}-${month === 'XX' ? '01' : month}-01`, API_FORMAT, true);
  return firstDay.isValid() ? `${year}-${month}-XX` : null;
}

/** The first day an incomplete date in the API's form may stand for: 2024-12-XX → 2024-12-01. */
const firstDayOf = (apiDate: string) => apiDate.replace(/-XX-XX$/, '-01-01').replace(/-XX$/, '-01');

/**
 * A typed incomplete date that may have already come (a death whose day, or day and month, the citizen does not
 * know), in the API's form. Messages are catalogue keys.
 */
export const pastIncompleteDate = z
  .string()
  .min(1, { error: 'form.date.required' })
  .refine((text) => !DAY_WITHOUT_MONTH.test(text), { error: 'form.date.day_without_month', abort: true })
  .refine((text) => parseIncompleteDate(text) !== null, { error: 'form.date.incomplete_format', abort: true })
  .refine((text) => !dayjs(firstDayOf(parseIncompleteDate(text) ?? '')).isAfter(dayjs(), 'day'), { error: 'form.date.future' })
  .transform((text) => parseIncompleteDate(text) ?? '');

/** Visits and the server's clock are in Tashkent time (UTC+5, no daylight saving; docs/contracts/acts.md#time). */
export const TASHKENT_ZONE = 'Asia/Tashkent';

/** Today in Tashkent as YYYY-MM-DD, whatever the browser's own zone. */
export function tashkentToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: TASHKENT_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The time now in Tashkent as HH:MM. */
export function tashkentTime(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: TASHKENT_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);
}
