import { Fieldset, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/form/date-field';
import { useFieldError } from '@/components/form/use-field-error';
import type { ActPublic } from '@/lib/api';
import { GrantField } from './grant-field';
import { useTermsForm } from './use-terms-form';

const T = 'acts.terms.power';

/** A power of attorney: its term, the rights its type offers (`act.rights`), and the main power when delegated. */
export function PowerFields({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { control, register, formState } = useTermsForm();
  const errors = formState.errors.power;
  const delegated = useWatch({ control, name: 'power.delegated' });
  // An error of the whole list (no right checked) comes as its root.
  const rightsError = fieldError(errors?.grants?.root);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <FormDateField control={control} name="power.term_from" label={t(`${T}.term_from`)} error={fieldError(errors?.term_from)} maxDate={null} required />
        <FormDateField control={control} name="power.term_to" label={t(`${T}.term_to`)} error={fieldError(errors?.term_to)} maxDate={null} required />
      </SimpleGrid>
      <Fieldset legend={t(`${T}.rights`)} variant="unstyled">
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t(`${T}.rights_hint`)}
          </Text>
          {act.rights.map((right, index) => (
            <GrantField key={right} index={index} right={right} />
          ))}
          {rightsError && (
            <Text size="sm" c="red" role="alert">
              {rightsError}
            </Text>
          )}
        </Stack>
      </Fieldset>
      <Controller
        control={control}
        name="power.delegated"
        render={({ field }) => (
          <Switch label={t(`${T}.by_delegation`)} checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />
        )}
      />
      {delegated && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t(`${T}.main_regnum`)} error={fieldError(errors?.main_regnum)} required {...register('power.main_regnum')} />
          <FormDateField control={control} name="power.main_regdate" label={t(`${T}.main_regdate`)} error={fieldError(errors?.main_regdate)} required />
        </SimpleGrid>
      )}
    </Stack>
  );
}
