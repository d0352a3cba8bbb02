import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardKeyForm } from './card-key-form';
import { CardReadNotice } from './card-read-notice';
import type { IdCard } from './read-id-card';

interface IdCardReaderProps {
  /** The kiosk's camera agent, which holds the card reader. */
  agentUrl: string;
  size: 'md' | 'lg';
  /** Series and number typed in the identification form so far, as one document number ('' when incomplete). */
  typedDocumentNumber: () => string;
  /** Called with a card that was read and proven genuine; nothing is called for any other outcome. */
  onRead: (card: IdCard) => void;
}

/**
 * "Read my ID card" on the kiosk login: the citizen puts the card on the reader and types the key its chip asks
 * for; a card proven genuine fills the identification form, which can still be typed by hand.
 */
export function IdCardReader({ agentUrl, size, typedDocumentNumber, onRead }: IdCardReaderProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [opened, panel] = useDisclosure(false);
  const [read, setRead] = useState<IdCard | null>(null);
  const [documentNumber, setDocumentNumber] = useState('');

  const open = () => {
    setDocumentNumber(typedDocumentNumber());
    setRead(null);
    panel.open();
  };
  const take = (card: IdCard) => {
    setRead(card);
    panel.close();
    onRead(card);
  };

  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="md">
          <Stack gap={4} style={{ flex: '1 1 18rem' }}>
            <Title order={3} size="h4" id={titleId}>
              {t('identity.card.title')}
            </Title>
            <Text c="dimmed">{t('identity.card.intro')}</Text>
          </Stack>
          {!opened && (
            <Button variant="light" size={size} onClick={open}>
              {t('identity.card.open')}
            </Button>
          )}
        </Group>
        {read && <CardReadNotice card={read} />}
        {opened && <CardKeyForm agentUrl={agentUrl} documentNumber={documentNumber} size={size} onRead={take} onCancel={panel.close} />}
      </Stack>
    </Paper>
  );
}
