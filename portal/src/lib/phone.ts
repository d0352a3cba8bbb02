/**
 * A national number of 9 digits (phone mask (99) 999 99 99, docs/contracts/entities.md#input-masks) as people read it,
 * and as a tel: link dials it.
 */
export function formatPhone(phone: string): { text: string; dial: string } {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('998') ? digits.slice(3) : digits;
  if (national.length !== 9) return { text: phone, dial: phone.replace(/[^\d+]/g, '') };
  const text = `+998 (${national.slice(0, 2)}) ${national.slice(2, 5)} ${national.slice(5, 7)} ${national.slice(7)}`;
  return { text, dial: `+998${national}` };
}
