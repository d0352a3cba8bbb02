import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDialogWidth } from './use-dialog-width';

interface ErrorDialogProps {
  opened: boolean;
  message: string;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * An error with a retry button (docs/contracts/portal.md#dialogs); confirming restarts what failed
 * (docs/contracts/portal.md#authentication).
 */
export function ErrorDialog({ opened, message, onRetry, onClose }: ErrorDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('dialog.error_title')} size={useDialogWidth()} centered>
      <Text role="alert">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('dialog.close')}
        </Button>
        <Button color="red" onClick={onRetry} data-autofocus>
          {t('dialog.retry')}
        </Button>
      </Group>
    </Modal>
  );
}
