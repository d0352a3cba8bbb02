import { z } from 'zod';
import type { WorkingDayIn } from '@/lib/api';

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const HHMM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const E = 'admin-notaries.errors';

/** One row of the weekly editor: every weekday has one, a day off is `working: false`. */
const daySchema = z
  .object({
    weekday: z.number().int().min(1).max(7),
    working: z.boolean(),
    opens: z.string(),
    closes: z.string(),
    withBreak: z.boolean(),
    breakFrom: z.string(),
    breakTo: z.string(),
  })
  .superRefine((day, ctx) => {
    if (!day.working) return;
    if (!HHMM.test(day.opens) || !HHMM.test(day.closes) || day.opens >= day.closes) {
      ctx.addIssue({ code: 'custom', path: ['closes'], message: `${E}.hours` });
    }
    if (day.withBreak && (!HHMM.test(day.breakFrom) || !HHMM.test(day.breakTo) || !(day.opens < day.breakFrom && day.breakFrom < day.breakTo && day.breakTo < day.closes))) {
      ctx.addIssue({ code: 'custom', path: ['breakTo'], message: `${E}.break` });
    }
  });

export const weekSchema = z.array(daySchema).length(7);
export type WeekValues = z.infer<typeof weekSchema>;

/** The editor's seven rows from a timetable ("HH:MM" strings compare as times). */
export function weekOf(timetable: WorkingDayIn[]): WeekValues {
  const byWeekday = new Map(timetable.map((day) => [day.weekday, day]));
  return WEEKDAYS.map((weekday) => {
    const day = byWeekday.get(weekday);
    return {
      weekday,
      working: day !== undefined,
      opens: day?.opens ?? '09:00',
      closes: day?.closes ?? '18:00',
      withBreak: Boolean(day?.breakFrom && day.breakTo),
      breakFrom: day?.breakFrom ?? '13:00',
      breakTo: day?.breakTo ?? '14:00',
    };
  });
}

/** The timetable the server stores: working days only, a break only when both ends are given. */
export function timetableOf(week: WeekValues): WorkingDayIn[] {
  return week
    .filter((day) => day.working)
    .map((day) => ({
      weekday: day.weekday,
      opens: day.opens,
      closes: day.closes,
      breakFrom: day.withBreak ? day.breakFrom : null,
      breakTo: day.withBreak ? day.breakTo : null,
    }));
}
