import { Stack, Textarea, TextInput } from '@mantine/core';
import { type FieldError, get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS, type TextLanguage, type TextsValues } from '../utils/texts-form';
import { LinksField, TextListField } from './text-list-field';

type TextField = 'simplifiedDescription' | 'legalDescription' | 'duration' | 'result';

/**
 * Every text of docs/contracts/portal.md#service-catalogue-details in one language, in the order the details page shows
 * them.
 */
export function LanguageTextsFields({ language }: { language: TextLanguage }) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<TextsValues>();
  const field = (name: TextField) => {
    const path = `${language}.${name}` as const;
    const error = get(formState.errors, path) as FieldError | undefined;
    return { maxLength: LIMITS[name], error: error?.message && t(error.message), ...register(path) };
  };
  return (
    <Stack gap="md">
      <Textarea label={t('catalogue.edit.simplified')} autosize minRows={2} {...field('simplifiedDescription')} />
      <Textarea label={t('catalogue.details.legal')} autosize minRows={4} {...field('legalDescription')} />
      <TextListField language={language} field="documents" label={t('catalogue.details.documents')} />
      <TextListField language={language} field="parties" label={t('catalogue.details.parties')} />
      <TextInput label={t('catalogue.details.duration')} {...field('duration')} />
      <Textarea label={t('catalogue.details.result')} autosize minRows={2} {...field('result')} />
      <TextListField language={language} field="conditions" label={t('catalogue.details.conditions')} />
      <LinksField language={language} />
    </Stack>
  );
}
