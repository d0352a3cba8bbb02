import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import type { UserDetail } from '@/lib/api';
import { SubmitError } from '@/components/form/submit-error';
import type { UserChange } from '../api/change-user';
import { useChangeUser } from '../api/change-user';

export type ConfirmedChange = Exclude<UserChange, { kind: 'comment' }>;

interface ChangeDialogProps {
  user: UserDetail;
  change: ConfirmedChange;
  onClose: () => void;
}

/** Asks before a role or state change; the server's refusal stays in the dialog, announced. */
export function ChangeDialog({ user, change, onClose }: ChangeDialogProps) {
  const { t } = useTranslation();
  const mutation = useChangeUser(user.id);
  const role = 'role' in change ? t(`admin-users.roles.${change.role}`) : '';
  const texts = `admin-users.actions.${change.kind}`;
  const danger = change.kind === 'delete' || change.kind === 'deactivate' || change.kind === 'revoke';
  return (
    <Modal opened onClose={onClose} title={t(`${texts}.title`)} size={useDialogWidth()} centered>
      <Stack gap="md">
        <Text>{t(`${texts}.prompt`, { fio: user.fio, role })}</Text>
        <SubmitError error={mutation.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin-users.actions.cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={mutation.isPending} onClick={() => mutation.mutate(change, { onSuccess: onClose })}>
            {t(`${texts}.label`, { role })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
