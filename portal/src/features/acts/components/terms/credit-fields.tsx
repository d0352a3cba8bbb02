import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/form/date-field';
import { MoneyField } from '@/components/form/money-field';
import { useFieldError } from '@/components/form/use-field-error';
import { useTermsForm } from './use-terms-form';

const T = 'acts.terms.credit';

/** The credit a pledge secures: its contract, sum, interest, term and purpose. */
export function CreditFields() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { control, register, formState } = useTermsForm();
  const errors = formState.errors.credit;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label={t(`${T}.number`)} error={fieldError(errors?.number)} required {...register('credit.number')} />
      <FormDateField control={control} name="credit.date" label={t(`${T}.date`)} error={fieldError(errors?.date)} required />
      <Controller
        control={control}
        name="credit.sum"
        render={({ field }) => (
          <MoneyField
            label={t(`${T}.sum`)}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldError(errors?.sum)}
            required
          />
        )}
      />
      <Controller
        control={control}
        name="credit.percent"
        render={({ field }) => (
          <NumberInput
            label={t(`${T}.percent`)}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldError(errors?.percent)}
            decimalSeparator=","
            decimalScale={2}
            min={0}
            max={100}
            allowNegative={false}
            hideControls
            required
          />
        )}
      />
      <Controller
        control={control}
        name="credit.term_months"
        render={({ field }) => (
          <NumberInput
            label={t(`${T}.term_months`)}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldError(errors?.term_months)}
            allowDecimal={false}
            allowNegative={false}
            min={1}
            hideControls
            required
          />
        )}
      />
      <TextInput label={t(`${T}.purpose`)} error={fieldError(errors?.purpose)} required {...register('credit.purpose')} />
    </SimpleGrid>
  );
}
