import { z } from 'zod';
import type { OfficeAdmin, OfficeIn } from '@/lib/api';
import { timetableOf, weekOf, weekSchema } from './timetable';

const E = 'admin-notaries.errors';
/** Uzbekistan's extreme points, rounded outwards: the server's bounds. */
export const UZBEKISTAN = { latitude: [37.1, 45.6], longitude: [55.9, 73.2] } as const;
export const NAME_MAX = 200;
export const ADDRESS_MAX = 300;

const name = z.string().trim().min(1, { error: `${E}.required` }).max(NAME_MAX, { error: `${E}.too_long` });

export const officeSchema = z
  .object({
    nameOz: name,
    nameUz: name,
    nameRu: name,
    regionId: z.number({ error: `${E}.required` }).int().min(1, { error: `${E}.required` }),
    districtId: z.number({ error: `${E}.required` }).int().min(1, { error: `${E}.required` }),
    address: z.string().trim().min(1, { error: `${E}.required` }).max(ADDRESS_MAX, { error: `${E}.too_long` }),
    latitude: z.number({ error: `${E}.on_map` }),
    longitude: z.number({ error: `${E}.on_map` }),
    phone: z.string().regex(/^([0-9]{9})?$/, { error: `${E}.phone` }),
    week: weekSchema,
  })
  .superRefine((office, ctx) => {
    const inside = (value: number, [low, high]: readonly [number, number]) => value >= low && value <= high;
    if (!inside(office.latitude, UZBEKISTAN.latitude) || !inside(office.longitude, UZBEKISTAN.longitude)) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: `${E}.outside_uzbekistan` });
    }
  });
export type OfficeValues = z.infer<typeof officeSchema>;

/** A new office starts in Tashkent, open Monday to Friday with a lunch break. */
export function officeValues(office: OfficeAdmin | null): OfficeValues {
  if (!office) {
    const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '18:00', breakFrom: '13:00', breakTo: '14:00' }));
    return { nameOz: '', nameUz: '', nameRu: '', regionId: 0, districtId: 0, address: '', latitude: 41.3111, longitude: 69.2797, phone: '', week: weekOf(weekdays) };
  }
  const { nameOz, nameUz, nameRu, regionId, districtId, address, latitude, longitude, phone, timetable } = office;
  return { nameOz, nameUz, nameRu, regionId, districtId, address, latitude, longitude, phone, week: weekOf(timetable) };
}

export function officeBody({ week, ...office }: OfficeValues): OfficeIn {
  return { ...office, timetable: timetableOf(week) };
}
