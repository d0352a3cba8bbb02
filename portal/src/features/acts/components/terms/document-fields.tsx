import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/components/form/use-field-error';
import { useTermsForm } from './use-terms-form';

/** The document whose signature the notary certifies. */
export function DocumentFields() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { register, formState } = useTermsForm();
  return (
    <TextInput
      label={t('acts.terms.document.title')}
      error={fieldError(formState.errors.document?.title)}
      required
      {...register('document.title')}
    />
  );
}
