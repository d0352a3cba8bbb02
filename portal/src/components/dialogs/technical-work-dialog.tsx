import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDialogWidth } from './use-dialog-width';

interface TechnicalWorkDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Shown when identification answers resultCode 0: authorization is temporarily unavailable
 * (docs/contracts/portal.md#authentication).
 */
export function TechnicalWorkDialog({ opened, onClose }: TechnicalWorkDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('dialog.technical_work_title')} size={useDialogWidth()} centered>
      <Text>{t('dialog.technical_work_message')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('dialog.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
