import { TASHKENT_ZONE, tashkentTime } from '@/lib/dates';

/** The month (YYYY-MM) of a day (YYYY-MM-DD): the free days are asked a month at a time. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The day before or after (YYYY-MM-DD), counted on the calendar, whatever the browser's zone. */
export function dayAfter(day: string, days: number): string {
  const moment = new Date(`${day}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: TASHKENT_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment the server keeps in UTC; one written without a zone is UTC, as the server keeps it. */
function momentOf(iso: string): Date | null {
  const moment = new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/** A moment (when a booking was made) as dd.mm.yyyy hh:mm in Tashkent, where the booked times are. */
export function tashkentDateTime(iso: string): string {
  const moment = momentOf(iso);
  if (!moment) return iso;
  const parts = DATE_TIME.formatToParts(moment);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}

/** A moment of the day shown (a check-in) as hh:mm in Tashkent. */
export function tashkentClock(iso: string): string {
  const moment = momentOf(iso);
  return moment ? tashkentTime(moment) : iso;
}
