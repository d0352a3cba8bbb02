import { useTranslation } from 'react-i18next';
import type { Money, SumInWords } from '@/lib/api';
import { HTML_LANG } from './i18n';
import { usePersistedState } from './persisted-state';

/** 1 so'm = 100 tiyin; the server counts in tiyin. */
export const TIYIN_PER_SOM = 100;

/**
 * A sum as the contract writes it ('412000.00', docs/contracts/acts.md#sums) in tiyin, read digit by digit so no
 * floating point can lose one; anything else gives null.
 */
export function tiyinOfSum(sum: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(sum.trim());
  if (!match) return null;
  return Number(match[1]) * TIYIN_PER_SOM + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Tiyin as the contract's sum: 41200000 → '412000.00'. */
export function sumOfTiyin(tiyin: number): string {
  const whole = Math.floor(tiyin / TIYIN_PER_SOM);
  return `${whole}.${String(tiyin % TIYIN_PER_SOM).padStart(2, '0')}`;
}

/** The contract's sum in figures as the server writes Money ('412000.00' → '412 000,00'). */
export function sumFigures(sum: string): string {
  const tiyin = tiyinOfSum(sum);
  if (tiyin === null) return sum;
  const whole = String(Math.floor(tiyin / TIYIN_PER_SOM)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${whole},${String(tiyin % TIYIN_PER_SOM).padStart(2, '0')}`;
}

/** Sums as the server writes them ('1 234,50', and in words in each language), with the currency of the locale. */
export function useMoneyFormat() {
  const { t } = useTranslation();
  const locale = usePersistedState((state) => state.locale);
  const percent = new Intl.NumberFormat(HTML_LANG[locale], { maximumFractionDigits: 2 });
  return {
    figures: (money: Money) => t('money.som', { amount: money.figures }),
    words: (money: Money) => money.words[locale],
    /** A contract sum ('412000.00') in figures with the currency. */
    sum: (sum: string) => t('money.som', { amount: sumFigures(sum) }),
    inWords: (words: SumInWords) => words[locale],
    percent: (value: number) => percent.format(value),
  };
}
