import { Select } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/components/form/use-field-error';
import { useCountries } from '../../utils/countries';
import { useTermsForm } from './use-terms-form';

/** The country where the child will live with the other parent. */
export function AbroadFields() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const countries = useCountries();
  const { control, formState } = useTermsForm();
  return (
    <Controller
      control={control}
      name="abroad.country"
      render={({ field }) => (
        <Select
          label={t('acts.terms.abroad.country')}
          data={countries.options}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          error={fieldError(formState.errors.abroad?.country)}
          searchable
          required
        />
      )}
    />
  );
}
