import { Button, Group, Paper, SimpleGrid, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  searching: boolean;
  /** The fields laid out two by two. */
  fields: ReactNode;
  /** Anything below the fields, full width (the act check's office picker). */
  children?: ReactNode;
}

/** The frame of every registry search: fields, then the button that asks the registry. */
export function SearchForm({ onSubmit, submitLabel, searching, fields, children }: SearchFormProps) {
  return (
    <Paper component="form" withBorder p="md" radius="md" noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>{fields}</SimpleGrid>
        {children}
        <Group>
          <Button type="submit" loading={searching}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The registry number of a power of attorney or an act, as the register prints it. */
export function RegistryNumberField(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('registries.fields.regnum')}
      description={t('registries.fields.regnum_hint')}
      required
      autoComplete="off"
      maxLength={32}
      data-keyboard="text"
      {...props}
    />
  );
}
