import { Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/components/form/use-field-error';
import { useTermsForm } from './use-terms-form';

const T = 'acts.terms.marriage';

/** A marriage contract's property regimes: sections of a title and a text, as many as the spouses agree. */
export function MarriageFields() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { control, register, formState } = useTermsForm();
  const sections = useFieldArray({ control, name: 'marriage.sections' });
  const errors = formState.errors.marriage?.sections;
  return (
    <Stack gap="sm">
      {sections.fields.map((section, index) => {
        const heading = t(`${T}.section`, { number: index + 1 });
        return (
          <Paper key={section.id} withBorder p="sm" role="group" aria-label={heading}>
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={500}>{heading}</Text>
                <Button size="xs" variant="subtle" color="red" onClick={() => sections.remove(index)} disabled={sections.fields.length === 1}>
                  {t(`${T}.remove_section`)}
                </Button>
              </Group>
              <TextInput label={t(`${T}.section_title`)} error={fieldError(errors?.[index]?.title)} required {...register(`marriage.sections.${index}.title`)} />
              <Textarea
                label={t(`${T}.section_text`)}
                error={fieldError(errors?.[index]?.text)}
                autosize
                minRows={3}
                required
                {...register(`marriage.sections.${index}.text`)}
              />
            </Stack>
          </Paper>
        );
      })}
      {errors?.root && (
        <Text size="sm" c="red" role="alert">
          {fieldError(errors.root)}
        </Text>
      )}
      <Group>
        <Button variant="light" onClick={() => sections.append({ title: '', text: '' })}>
          {t(`${T}.add_section`)}
        </Button>
      </Group>
    </Stack>
  );
}
