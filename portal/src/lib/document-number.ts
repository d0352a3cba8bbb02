import { PASSNUM_LENGTH } from './passport';

/**
 * How an identity document's number is typed and checked, from its type's rule in the dictionaries
 * (docs/contracts/entities.md#input-masks): exactly N digits, N or M digits, or up to N Latin letters and digits.
 */
export interface DocumentNumberShape {
  /** An IMask pattern (`0` a digit, `[...]` optional) or a pattern the whole text must match while typed. */
  mask: string | RegExp;
  maxLength: number;
  keyboard: 'digits' | 'letters';
  /** The lengths the number may have. */
  lengths: number[];
  digitsOnly: boolean;
}

export type NumberRule = { digits?: number | number[]; max_length?: number };

const FREE_TEXT_MAX = 20;

export function documentNumberShape(rule: NumberRule | undefined): DocumentNumberShape {
  const digits = rule?.digits ?? (rule?.max_length === undefined ? PASSNUM_LENGTH : undefined);
  if (digits === undefined) {
    const longest = rule?.max_length ?? FREE_TEXT_MAX;
    const lengths = Array.from({ length: longest }, (_, index) => index + 1);
    return { mask: new RegExp(`^[0-9A-Z]{0,${longest}}$`), maxLength: longest, keyboard: 'letters', lengths, digitsOnly: false };
  }
  const lengths = (Array.isArray(digits) ? digits : [digits]).toSorted((a, b) => a - b);
  const shortest = lengths[0] as number;
  const longest = lengths.at(-1) as number;
  const mask = '0'.repeat(shortest) + (longest > shortest ? `[${'0'.repeat(longest - shortest)}]` : '');
  return { mask, maxLength: longest, keyboard: 'digits', lengths, digitsOnly: true };
}

/** Whether a typed number fits its shape: its charset and one of its lengths. */
export function fitsShape(number: string, shape: DocumentNumberShape): boolean {
  const charset = shape.digitsOnly ? /^[0-9]*$/ : /^[0-9A-Z]*$/;
  return charset.test(number) && shape.lengths.includes(number.length);
}
