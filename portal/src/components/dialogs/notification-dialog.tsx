import { Button, Group, Modal, Text, Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '@/config/constants';
import { useDialogWidth } from './use-dialog-width';

interface NotificationDialogProps {
  opened: boolean;
  title: string;
  content: string;
  /** The content is HTML from the server; it is sanitised before it is shown. */
  html?: boolean;
  icon?: ReactNode;
  width?: string;
  onClose: () => void;
}

export function NotificationDialog(props: NotificationDialogProps) {
  const { opened, title, content, html = false, icon, width = DIALOG_WIDTH.notification, onClose } = props;
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={useDialogWidth(width)}
      centered
      title={
        <Group gap="sm">
          {icon}
          <span>{title}</span>
        </Group>
      }
    >
      {html ? (
        <Typography>
          <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(content) }} />
        </Typography>
      ) : (
        <Text>{content}</Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('dialog.close')}
        </Button>
      </Group>
    </Modal>
  );
}
