import type { ActPublic, WorkingDay } from '@/lib/api';

/** When the notary's timetable is not known, the times of an ordinary office day are offered. */
const USUAL_DAY = { opens: '09:00', closes: '18:00', breakFrom: null, breakTo: null };

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** ISO weekday (1 Monday … 7 Sunday) of a YYYY-MM-DD day, read as a calendar day (no zone can move it). */
export function weekdayOf(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * The times a visit may start on that day: every slot of the server's grid from opening to the last one before
 * closing, less the break. An empty list is a day off. The server still refuses a time taken meanwhile or past.
 */
export function visitTimes(date: string, timetable: readonly WorkingDay[] | undefined, slotMinutes: number): string[] {
  const day = timetable?.length ? timetable.find((item) => item.weekday === weekdayOf(date)) : USUAL_DAY;
  if (!day) return [];
  const breakFrom = day.breakFrom ? minutesOf(day.breakFrom) : null;
  const breakTo = day.breakTo ? minutesOf(day.breakTo) : null;
  const times: string[] = [];
  const first = Math.ceil(minutesOf(day.opens) / slotMinutes) * slotMinutes;
  for (let start = first; start + slotMinutes <= minutesOf(day.closes); start += slotMinutes) {
    const inBreak = breakFrom !== null && breakTo !== null && start < breakTo && start + slotMinutes > breakFrom;
    if (!inBreak) times.push(timeOf(start));
  }
  return times;
}

/** The visit as the server gives it, in Tashkent time: shown as given, never through the browser's zone. */
export function visitOf(act: ActPublic): { date: string; time: string } | null {
  const date = act.visit?.date;
  return date ? { date, time: act.visit?.time ?? '' } : null;
}
