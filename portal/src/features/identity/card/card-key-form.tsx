import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMaskedField } from '@/components/form/masked-field';
import { DATE_MASK } from '@/lib/dates';
import { CardFailureNotice } from './card-read-notice';
import {
  DATE_LENGTH,
  DOCUMENT_NUMBER_LENGTH,
  DOCUMENT_NUMBER_MASK,
  type MrzKeyValues,
  mrzKeySchema,
  toAgentKey,
} from './mrz-key';
import { type IdCard, useReadIdCard } from './read-id-card';

/** Latin letters as capitals and digits; anything else (a Cyrillic letter that looks Latin) is not taken. */
const latinOrDigit = (char: string) => (/^[A-Za-z0-9]$/.test(char) ? char.toUpperCase() : '');

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
  const texts = { control, texts: 'identity.card.fields', errors: 'identity.card.errors', size } as const;
  const dateField = { ...texts, mask: DATE_MASK, maxLength: DATE_LENGTH, keyboard: 'digits' } as const;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('identity.card.form_label')}>
      <Stack gap="md">
        <Text>{t('identity.card.place_card')}</Text>
        <FormMaskedField
          {...texts}
          name="documentNumber"
          mask={DOCUMENT_NUMBER_MASK}
          maxLength={DOCUMENT_NUMBER_LENGTH}
          keyboard="letters"
          prepareChar={latinOrDigit}
        />
        <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
          <FormMaskedField name="birthDate" {...dateField} />
          <FormMaskedField name="expiryDate" {...dateField} />
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
