import { Button, CloseButton, Fieldset, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FieldError, get, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS, type ListField, type TextLanguage, type TextsValues } from '../utils/texts-form';

/** The message key of a list's own error (too few or too many rows), wherever the resolver put it. */
function listError(errors: object, name: string): string | undefined {
  const error = get(errors, name) as (FieldError & { root?: FieldError }) | undefined;
  return error?.message ?? error?.root?.message;
}

function ListMessage({ messageKey }: { messageKey: string | undefined }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <Text c="red" size="sm" role="alert">
      {t(messageKey)}
    </Text>
  );
}

interface TextListFieldProps {
  language: TextLanguage;
  field: ListField;
  label: string;
}

/** One list of an act's texts (documents, parties, conditions): a row per item, added and removed freely. */
export function TextListField({ language, field, label }: TextListFieldProps) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<TextsValues>();
  const name = `${language}.${field}` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <Fieldset legend={label}>
      <Stack gap="xs">
        {fields.map((row, index) => {
          const itemLabel = t('catalogue.edit.item', { list: label, number: index + 1 });
          const error = get(formState.errors, `${name}.${index}.text`) as FieldError | undefined;
          return (
            <Group key={row.id} align="flex-start" wrap="nowrap" gap="xs">
              <Textarea
                aria-label={itemLabel}
                autosize
                minRows={1}
                maxLength={LIMITS.item}
                error={error?.message && t(error.message)}
                style={{ flex: 1 }}
                {...register(`${name}.${index}.text`)}
              />
              <CloseButton aria-label={t('catalogue.edit.remove', { item: itemLabel })} onClick={() => remove(index)} mt={4} />
            </Group>
          );
        })}
        <ListMessage messageKey={listError(formState.errors, name)} />
        <Group>
          <Button variant="light" size="xs" onClick={() => append({ text: '' })} disabled={fields.length >= LIMITS.items}>
            {t('catalogue.edit.add_item', { list: label })}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

/** The act's legal references: a title and an http(s) address each. */
export function LinksField({ language }: { language: TextLanguage }) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<TextsValues>();
  const name = `${language}.links` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  const label = t('catalogue.details.links');
  const message = (path: string) => {
    const error = get(formState.errors, path) as FieldError | undefined;
    return error?.message && t(error.message);
  };
  return (
    <Fieldset legend={label}>
      <Stack gap="sm">
        {fields.map((row, index) => {
          const number = index + 1;
          return (
            <Group key={row.id} align="flex-start" wrap="nowrap" gap="xs">
              <TextInput
                label={t('catalogue.edit.link_title', { number })}
                maxLength={LIMITS.linkTitle}
                error={message(`${name}.${index}.title`)}
                style={{ flex: 1 }}
                {...register(`${name}.${index}.title`)}
              />
              <TextInput
                label={t('catalogue.edit.link_url', { number })}
                type="url"
                placeholder="https://lex.uz/docs/…"
                maxLength={LIMITS.url}
                error={message(`${name}.${index}.url`)}
                style={{ flex: 1 }}
                {...register(`${name}.${index}.url`)}
              />
              <CloseButton
                aria-label={t('catalogue.edit.remove', { item: t('catalogue.edit.link_title', { number }) })}
                onClick={() => remove(index)}
                mt={28}
              />
            </Group>
          );
        })}
        <ListMessage messageKey={listError(formState.errors, name)} />
        <Group>
          <Button variant="light" size="xs" onClick={() => append({ title: '', url: '' })} disabled={fields.length >= LIMITS.links}>
            {t('catalogue.edit.add_link')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
