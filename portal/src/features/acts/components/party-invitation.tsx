import { ActionIcon, Anchor, Button, CopyButton, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import type { InvitationPublic } from '@/lib/api';
import { displayDateTime } from '@/lib/dates';

/** The QR's side in pixels: large enough for a phone camera across a desk. */
const QR_SIZE = 224;

interface PartyInvitationProps {
  invitation: InvitationPublic;
  /** Whose link it is, for the QR's label. */
  name: string;
}

/**
 * A party's live invitation link as the applicant sees it (docs/contracts/acts.md#the-act): until when it works, a
 * copy button and its QR, to hand the link over another way than the SMS.
 */
export function PartyInvitation({ invitation, name }: PartyInvitationProps) {
  const { t } = useTranslation();
  const [qrOpened, qr] = useDisclosure(false);
  const dialogWidth = useDialogWidth();
  return (
    <Stack gap={4}>
      <Anchor href={invitation.link} size="sm" target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
        {invitation.link}
      </Anchor>
      <Text size="xs" c="dimmed">
        {t('acts.parties_tab.invitation_until', { date: displayDateTime(invitation.expires_at) })}
      </Text>
      <Group gap="xs">
        <CopyButton value={invitation.link}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
              {copied ? t('acts.parties_tab.copied') : t('acts.parties_tab.copy')}
            </Button>
          )}
        </CopyButton>
        <Tooltip label={t('acts.parties_tab.qr_title')}>
          <ActionIcon variant="light" size="md" onClick={qr.open} aria-label={t('acts.parties_tab.qr')}>
            <Text size="xs" fw={700}>
              QR
            </Text>
          </ActionIcon>
        </Tooltip>
      </Group>
      <Modal opened={qrOpened} onClose={qr.close} title={t('acts.parties_tab.qr_title')} size={dialogWidth} centered>
        <Stack align="center" gap="md">
          <QRCodeSVG
            value={invitation.link}
            size={QR_SIZE}
            marginSize={2}
            role="img"
            aria-label={t('acts.parties_tab.qr_image', { name })}
          />
          <Text size="sm" ta="center">
            {t('acts.parties_tab.qr_hint')}
          </Text>
        </Stack>
      </Modal>
    </Stack>
  );
}
