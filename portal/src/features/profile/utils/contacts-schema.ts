import { z } from 'zod';
import type { ContactsUpdate, UserPublic } from '@/lib/api';

/** A national phone number (spec section 5: 9 digits). */
export const PHONE_LENGTH = 9;
/** The longest e-mail address the server takes (RFC 5321's forward path). */
export const EMAIL_MAX = 254;

const email = z.email();

/** The citizen's contacts as the form holds them; either may be empty, which clears it. Messages are keys under
 * `profile.contacts.errors`; the server checks them again. */
export const contactsSchema = z.object({
  phone: z.string().refine((text) => text === '' || new RegExp(`^[0-9]{${PHONE_LENGTH}}$`).test(text), 'phone_length'),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX, 'email_length')
    .refine((text) => text === '' || email.safeParse(text).success, 'email_format'),
});
export type ContactsValues = z.infer<typeof contactsSchema>;

/** The stored phone as the mask's 9 digits (+998 90 123 45 67 → 901234567); anything else starts empty. */
function nationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('998') ? digits.slice(3) : digits;
  return national.length === PHONE_LENGTH ? national : '';
}

export function contactsOf(user: UserPublic): ContactsValues {
  return { phone: nationalPhone(user.phone), email: user.email };
}

export function contactsBody(values: ContactsValues): ContactsUpdate {
  return { phone: values.phone, email: values.email.trim() };
}
