import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TIYIN_PER_SOM } from '@/lib/money';

type MoneyFieldProps = Omit<
  NumberInputProps,
  'thousandSeparator' | 'decimalSeparator' | 'decimalScale' | 'allowNegative' | 'hideControls' | 'inputMode'
>;

/**
 * A sum in so'm typed as the server writes it: '1 500 000,00' (spaces between thousands, a comma before the two
 * tiyin digits), with the currency beside it. The value is Mantine's: a number of so'm, or '' while empty.
 */
export function MoneyField(props: MoneyFieldProps) {
  const { t } = useTranslation();
  return (
    <NumberInput
      inputMode="decimal"
      thousandSeparator=" "
      decimalSeparator=","
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      hideControls
      rightSection={t('money.currency')}
      rightSectionWidth={56}
      {...props}
    />
  );
}

/** A MoneyField's value in tiyin, or null while it is empty. */
export function tiyinOfField(value: number | string): number | null {
  if (value === '' || value === null) return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(number) ? Math.round(number * TIYIN_PER_SOM) : null;
}
