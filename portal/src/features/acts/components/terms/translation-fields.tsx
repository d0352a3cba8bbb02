import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/components/form/use-field-error';
import { LANGUAGES } from '../../utils/terms-schema';
import { useTermsForm } from './use-terms-form';

const T = 'acts.terms.translation';
const SIDES = ['translate_from', 'translate_to'] as const;

/** The document translated and the two languages. */
export function TranslationFields() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { control, register, formState } = useTermsForm();
  const errors = formState.errors.translation;
  const languages = LANGUAGES.map((value) => ({ value, label: t(`acts.terms.language.${value}`) }));
  return (
    <Stack gap="sm">
      <TextInput label={t(`${T}.document_title`)} error={fieldError(errors?.document_title)} required {...register('translation.document_title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {SIDES.map((side) => (
          <Controller
            key={side}
            control={control}
            name={`translation.${side}`}
            render={({ field }) => (
              <Select
                label={t(`${T}.${side}`)}
                data={languages}
                value={field.value ?? null}
                onChange={field.onChange}
                error={fieldError(errors?.[side])}
                required
              />
            )}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
