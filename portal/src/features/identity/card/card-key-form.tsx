import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { type Control, Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type KeyboardKind, MaskedField } from '../components/masked-field';
import { CardFailureNotice } from './card-read-notice';
import {
  DATE_LENGTH,
  DATE_MASK,
  DOCUMENT_NUMBER_LENGTH,
  DOCUMENT_NUMBER_MASK,
  type MrzKeyValues,
  mrzKeySchema,
  toAgentKey,
} from './mrz-key';
import { type IdCard, useReadIdCard } from './read-id-card';

/** Latin letters as capitals and digits; anything else (a Cyrillic letter that looks Latin) is not taken. */
const latinOrDigit = (char: string) => (/^[A-Za-z0-9]$/.test(char) ? char.toUpperCase() : '');

interface KeyFieldProps {
  control: Control<MrzKeyValues>;
  name: FieldPath<MrzKeyValues>;
  mask: string;
  maxLength: number;
  keyboard: KeyboardKind;
  size: 'md' | 'lg';
  prepareChar?: (char: string) => string;
}

/** One part of the MRZ key: label, hint and error texts under `identity.card.<name>`. */
function KeyField({ control, name, size, ...field }: KeyFieldProps) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
        <MaskedField
          {...field}
          name={name}
          label={t(`identity.card.fields.${name}`)}
          description={t(`identity.card.fields.${name}_hint`)}
          value={value}
          error={fieldState.error?.message && t(`identity.card.errors.${fieldState.error.message}`)}
          inputRef={ref}
          size={size}
          onAccept={onChange}
          onBlur={onBlur}
        />
      )}
    />
  );
}

interface CardKeyFormProps {
  agentUrl: string;
  /** Pre-filled from the identification form when the citizen has already typed it. */
  documentNumber: string;
  size: 'md' | 'lg';
  onRead: (card: IdCard) => void;
  onCancel: () => void;
}

/** The key the chip asks for, typed as printed on the card, then the read itself with its outcome. */
export function CardKeyForm({ agentUrl, documentNumber, size, onRead, onCancel }: CardKeyFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setFocus } = useForm<MrzKeyValues>({
    resolver: zodResolver(mrzKeySchema),
    defaultValues: { documentNumber, birthDate: '', expiryDate: '' },
    mode: 'onTouched',
  });
  const reading = useReadIdCard(agentUrl);
  const failure = reading.error?.reason;

  // The first field still to type takes the focus, which on a kiosk brings up the on-screen keyboard.
  useEffect(() => setFocus(documentNumber ? 'birthDate' : 'documentNumber'), [setFocus, documentNumber]);

  const onSubmit = handleSubmit((key) => reading.mutate(toAgentKey(key), { onSuccess: onRead }));
  const dateField = { control, mask: DATE_MASK, maxLength: DATE_LENGTH, keyboard: 'digits', size } as const;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('identity.card.form_label')}>
      <Stack gap="md">
        <Text>{t('identity.card.place_card')}</Text>
        <KeyField
          control={control}
          name="documentNumber"
          mask={DOCUMENT_NUMBER_MASK}
          maxLength={DOCUMENT_NUMBER_LENGTH}
          keyboard="letters"
          size={size}
          prepareChar={latinOrDigit}
        />
        <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
          <KeyField name="birthDate" {...dateField} />
          <KeyField name="expiryDate" {...dateField} />
        </Group>
        {reading.isPending && <Text role="status">{t('identity.card.reading')}</Text>}
        {failure && <CardFailureNotice reason={failure} />}
        <Group gap="sm">
          <Button type="submit" size={size} loading={reading.isPending}>
            {failure ? t('identity.card.retry') : t('identity.card.read')}
          </Button>
          <Button variant="subtle" size={size} onClick={onCancel} disabled={reading.isPending}>
            {t('identity.card.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
