import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDialogWidth } from './use-dialog-width';

interface SuccessDialogProps {
  opened: boolean;
  title: string;
  message: string;
  onOk: () => void;
}

export function SuccessDialog({ opened, title, message, onOk }: SuccessDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onOk} title={title} size={useDialogWidth()} centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onOk} data-autofocus>
          {t('dialog.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
