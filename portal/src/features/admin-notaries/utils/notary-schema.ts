import { z } from 'zod';
import type { LicenceStatus, NotaryAdmin, NotaryIn, NotaryState } from '@/lib/api';
import { timetableOf, weekOf, weekSchema } from './timetable';

const E = 'admin-notaries.errors';
export const LICENCE_STATUSES: LicenceStatus[] = ['active', 'terminated', 'cancelled'];
export const NOTARY_STATES: NotaryState[] = ['working', 'vacation', 'incapacity'];
export const PART_MAX = 60;
export const FULLNAME_MAX = 200;
export const LICENCE_MAX = 16;

const part = z.string().trim().max(PART_MAX, { error: `${E}.too_long` });

export const notarySchema = z.object({
  pin: z.string().regex(/^[0-9]{14}$/, { error: `${E}.pin` }),
  surname: part.min(1, { error: `${E}.required` }),
  name: part.min(1, { error: `${E}.required` }),
  patronymic: part,
  fullnameUz: z
    .string()
    .trim()
    .min(1, { error: `${E}.required` })
    .max(FULLNAME_MAX, { error: `${E}.too_long` })
    .regex(/^[\u0400-\u04ff' -]+$/, { error: `${E}.cyrillic` }),
  licenceNumber: z.string().trim().min(1, { error: `${E}.required` }).max(LICENCE_MAX, { error: `${E}.too_long` }),
  licenceDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${E}.required` }),
  licenceStatus: z.enum(LICENCE_STATUSES as [LicenceStatus, ...LicenceStatus[]]),
  state: z.enum(NOTARY_STATES as [NotaryState, ...NotaryState[]]),
  officeId: z.number({ error: `${E}.required` }).int().min(1, { error: `${E}.required` }),
  phone: z.string().regex(/^([0-9]{9})?$/, { error: `${E}.phone` }),
  online: z.boolean(),
  /** A new notary may keep the office's timetable, chosen there. */
  ownTimetable: z.boolean(),
  week: weekSchema,
});
export type NotaryValues = z.infer<typeof notarySchema>;

export function notaryValues(notary: NotaryAdmin | null): NotaryValues {
  if (!notary) {
    return {
      pin: '', surname: '', name: '', patronymic: '', fullnameUz: '', licenceNumber: '', licenceDate: '',
      licenceStatus: 'active', state: 'working', officeId: 0, phone: '', online: false, ownTimetable: false, week: weekOf([]),
    };
  }
  const { pin, surname, name, patronymic, fullnameUz, licenceNumber, licenceDate, licenceStatus, state, officeId, phone, online } = notary;
  return {
    pin, surname, name, patronymic, fullnameUz, licenceNumber, licenceDate, licenceStatus, state, officeId, phone, online,
    ownTimetable: true,
    week: weekOf(notary.timetable),
  };
}

export function notaryBody({ ownTimetable, week, ...notary }: NotaryValues): NotaryIn {
  return { ...notary, timetable: ownTimetable ? timetableOf(week) : null };
}
