import { z } from 'zod';
import { PASSNUM_LENGTH, PASSSERIAL_LENGTH, PIN_LENGTH } from '@/lib/passport';

/**
 * Messages are the keys of docs/contracts/errors-and-limits.md#validation-message-keys (`identity.errors.<key>`),
 * translated when shown.
 */
export const loginSchema = z.object({
  passserial: z
    .string()
    .min(1, 'error_required_passserial')
    .regex(new RegExp(`^[A-Z]{${PASSSERIAL_LENGTH}}$`), 'error_wrong_passserial_length'),
  passnum: z
    .string()
    .min(1, 'error_required_passnum')
    .regex(new RegExp(`^[0-9]{${PASSNUM_LENGTH}}$`), 'error_wrong_passnum_length'),
  pin: z.string().min(1, 'error_required_pin').regex(new RegExp(`^[0-9]{${PIN_LENGTH}}$`), 'error_wrong_pin_length'),
});

export type LoginValues = z.infer<typeof loginSchema>;

const emptyLogin: LoginValues = { passserial: '', passnum: '', pin: '' };

/**
 * Series and number come pre-filled from `passserial` and `passnum` when both are in the query
 * (docs/contracts/portal.md#identification-form); an invitation link (docs/contracts/portal.md#after-success) also
 * carries the `pin`, which is pre-filled with them.
 */
export function prefillFromQuery(search: string): LoginValues {
  const query = new URLSearchParams(search);
  const passserial = query.get('passserial');
  const passnum = query.get('passnum');
  if (!passserial || !passnum) return emptyLogin;
  return {
    passserial: passserial.toUpperCase().slice(0, PASSSERIAL_LENGTH),
    passnum: passnum.slice(0, PASSNUM_LENGTH),
    pin: (query.get('pin') ?? '').slice(0, PIN_LENGTH),
  };
}

/** An invitation link brings pin, series and number in its query (docs/contracts/portal.md#after-success). */
export function isInvitation(search: string): boolean {
  const query = new URLSearchParams(search);
  return ['pin', 'passserial', 'passnum'].every((key) => Boolean(query.get(key)));
}
