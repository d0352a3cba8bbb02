import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/form/date-field';
import { useFieldError } from '@/components/form/use-field-error';
import { useTermsForm } from './use-terms-form';

/** A registration until a date, or a permanent one when no date is given. */
export function ResidenceFields() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { control, formState } = useTermsForm();
  return (
    <Stack gap={4}>
      <FormDateField
        control={control}
        name="residence.until"
        label={t('acts.terms.residence.until')}
        error={fieldError(formState.errors.residence?.until)}
        maxDate={null}
      />
      <Text size="sm" c="dimmed">
        {t('acts.terms.residence.until_hint')}
      </Text>
    </Stack>
  );
}
