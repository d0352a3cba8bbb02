/**
 * Passport series 2 Latin capitals, number 7 digits, pin (ПИНФЛ) 14 digits
 * (docs/contracts/errors-and-limits.md#identity-formats).
 */
export const PASSSERIAL_LENGTH = 2;
export const PASSNUM_LENGTH = 7;
export const PIN_LENGTH = 14;

/** Input masks of the three (IMask: `a` a letter, `0` a digit). */
export const PASSPORT_MASKS = {
  passserial: 'a'.repeat(PASSSERIAL_LENGTH),
  passnum: '0'.repeat(PASSNUM_LENGTH),
  pin: '0'.repeat(PIN_LENGTH),
} as const;

const CYRILLIC = /[\u0400-\u04FF]/;
const LATIN_CAPITAL = /^[A-Z]$/;

/** What a typed character means for a series: a Latin capital to take, a Cyrillic letter to warn about, or neither. */
export function seriesLetter(char: string): { take: string; cyrillic: boolean | null } {
  const capital = char.toUpperCase();
  if (LATIN_CAPITAL.test(capital)) return { take: capital, cyrillic: false };
  return { take: '', cyrillic: CYRILLIC.test(char) ? true : null };
}
