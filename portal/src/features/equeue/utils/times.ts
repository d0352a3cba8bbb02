import { TASHKENT_ZONE } from '@/lib/dates';

/** The month (YYYY-MM) of a day (YYYY-MM-DD): the free days are asked a month at a time. */
export const monthOf = (day: string) => day.slice(0, 7);

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: TASHKENT_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment the server keeps in UTC (when a booking was made) as dd.mm.yyyy hh:mm in Tashkent, where the booked
 * times are; a moment written without a zone is UTC, as the server keeps it.
 */
export function tashkentDateTime(iso: string): string {
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(iso) ? iso : `${iso}Z`;
  const moment = new Date(zoned);
  if (Number.isNaN(moment.getTime())) return iso;
  const parts = DATE_TIME.formatToParts(moment);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}
