import { z } from 'zod';
import type { BookingCreate, UserPublic } from '@/lib/api';

/** A national phone number of 9 digits: the confirmation and the reminders go there by SMS. */
export const PHONE_LENGTH = 9;
/** The longest description the server keeps. */
export const DESCRIPTION_MAX = 500;

const email = z.email();

/**
 * A booking as the form holds it. Messages are keys under `equeue.book.errors`. The place (region, district) only
 * narrows the notaries; the server checks the rest again (the slot still free, the citizen's limits).
 */
export const bookingSchema = z.object({
  serviceId: z.string().min(1, 'service_required'),
  place: z.object({ region: z.number().nullable(), district: z.number().nullable() }),
  notaryId: z.string().min(1, 'notary_required'),
  date: z.string().min(1, 'date_required'),
  time: z.string().min(1, 'time_required'),
  phone: z.string().min(1, 'phone_required').regex(new RegExp(`^[0-9]{${PHONE_LENGTH}}$`), 'phone_length'),
  email: z
    .string()
    .trim()
    .refine((text) => text === '' || email.safeParse(text).success, 'email_format'),
  description: z.string().max(DESCRIPTION_MAX, 'description_length'),
});
export type BookingValues = z.infer<typeof bookingSchema>;

/** The national 9 digits of a profile's phone (+998 90 123 45 67 → 901234567), or '' when it is not one. */
export function nationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('998') ? digits.slice(3) : digits;
  return national.length === PHONE_LENGTH ? national : '';
}

/** An empty form, with the phone and e-mail of the logged-in citizen's profile. */
export function bookingDefaults(user: UserPublic | null): BookingValues {
  return {
    serviceId: '',
    place: { region: null, district: null },
    notaryId: '',
    date: '',
    time: '',
    phone: nationalPhone(user?.phone ?? ''),
    email: user?.email ?? '',
    description: '',
  };
}

export function bookingBody(values: BookingValues): BookingCreate {
  return {
    service_id: Number(values.serviceId),
    notary_id: Number(values.notaryId),
    date: values.date,
    time: values.time,
    phone: values.phone,
    email: values.email.trim(),
    description: values.description.trim(),
  };
}
