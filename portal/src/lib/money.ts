import { useTranslation } from 'react-i18next';
import type { Money } from '@/lib/api';
import { HTML_LANG } from './i18n';
import { usePersistedState } from './persisted-state';

/** 1 so'm = 100 tiyin; the server counts in tiyin. */
export const TIYIN_PER_SOM = 100;

/** Sums as the server writes them ('1 234,50', and in words in each language), with the currency of the locale. */
export function useMoneyFormat() {
  const { t } = useTranslation();
  const locale = usePersistedState((state) => state.locale);
  const percent = new Intl.NumberFormat(HTML_LANG[locale], { maximumFractionDigits: 2 });
  return {
    figures: (money: Money) => t('money.som', { amount: money.figures }),
    words: (money: Money) => money.words[locale],
    percent: (value: number) => percent.format(value),
  };
}
