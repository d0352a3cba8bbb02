import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import { SubmitError } from '@/components/form/submit-error';
import { useRevokeKiosk } from '../api/fleet';

/** Revocation after a confirmation: from then on nothing the kiosk signs is accepted, until it is enrolled again. */
export function RevokeButton({ kioskId }: { kioskId: string }) {
  const { t } = useTranslation();
  const [confirming, confirm] = useDisclosure(false);
  const revoke = useRevokeKiosk();
  const width = useDialogWidth();
  const close = () => {
    revoke.reset();
    confirm.close();
  };
  return (
    <>
      <Button size="xs" color="red" variant="light" onClick={confirm.open} aria-label={t('admin-fleet.revoke_label', { kiosk: kioskId })}>
        {t('admin-fleet.revoke')}
      </Button>
      <Modal opened={confirming} onClose={close} title={t('admin-fleet.revoke_title', { kiosk: kioskId })} size={width} centered>
        <Stack gap="md">
          <Text size="sm">{t('admin-fleet.revoke_text')}</Text>
          <SubmitError error={revoke.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={revoke.isPending}>
              {t('admin-fleet.cancel')}
            </Button>
            <Button color="red" loading={revoke.isPending} onClick={() => revoke.mutate(kioskId, { onSuccess: close })}>
              {t('admin-fleet.revoke_confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
