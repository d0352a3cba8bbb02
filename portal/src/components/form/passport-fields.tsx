import type { FieldValues } from 'react-hook-form';
import { PASSNUM_LENGTH, PASSPORT_MASKS, PASSSERIAL_LENGTH, PIN_LENGTH, seriesLetter } from '@/lib/passport';
import { FormMaskedField, type FormMaskedFieldProps } from './masked-field';

/**
 * The shape of each field is fixed by docs/contracts/entities.md#input-rules; the form gives the binding, the texts
 * and the layout.
 */
type PassportFieldProps<Form extends FieldValues> = Omit<
  FormMaskedFieldProps<Form>,
  'mask' | 'maxLength' | 'keyboard' | 'prepareChar'
>;

interface PassportSeriesFieldProps<Form extends FieldValues> extends PassportFieldProps<Form> {
  /**
   * Told whether the last letter typed was Cyrillic (a Cyrillic layout, or the kiosk keyboard left on Russian):
   * such letters are refused, and the form says why until a Latin letter comes.
   */
  onCyrillic?: (typed: boolean) => void;
}

/** Passport series: Latin capitals only, whatever case or layout the citizen types in. */
export function PassportSeriesField<Form extends FieldValues>({ onCyrillic, ...props }: PassportSeriesFieldProps<Form>) {
  const latinOnly = (char: string) => {
    const { take, cyrillic } = seriesLetter(char);
    if (cyrillic !== null) onCyrillic?.(cyrillic);
    return take;
  };
  return (
    <FormMaskedField
      {...props}
      mask={PASSPORT_MASKS.passserial}
      maxLength={PASSSERIAL_LENGTH}
      keyboard="letters"
      prepareChar={latinOnly}
    />
  );
}

export function PassportNumberField<Form extends FieldValues>(props: PassportFieldProps<Form>) {
  return <FormMaskedField {...props} mask={PASSPORT_MASKS.passnum} maxLength={PASSNUM_LENGTH} keyboard="digits" />;
}

export function PinField<Form extends FieldValues>(props: PassportFieldProps<Form>) {
  return <FormMaskedField {...props} mask={PASSPORT_MASKS.pin} maxLength={PIN_LENGTH} keyboard="digits" />;
}
