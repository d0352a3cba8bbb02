import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import type { UserPublic } from '@/lib/api';
import { SubmitError } from '@/components/form/submit-error';
import { displayDateTime } from '@/lib/dates';
import { useChangeConsent } from '../api/change-consent';

const TEXTS = 'profile.consent_card';

/**
 * The consent to personal data processing: given with the public offer, withdrawn (after a confirmation) or given
 * again here, with when that was and what withdrawing means (PUT /api/user/me/consent).
 */
export function ConsentCard({ user }: { user: UserPublic }) {
  const { t } = useTranslation();
  const change = useChangeConsent();
  const [confirming, confirm] = useDisclosure(false);
  const width = useDialogWidth();
  const given = user.personal_data_consent;
  const at = user.personal_data_consent_at;
  const answer = (wanted: boolean) => change.mutate(wanted, { onSettled: confirm.close });
  return (
    <Paper withBorder p="lg" radius="md" maw={820} component="section" aria-labelledby="profile-consent-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="profile-consent-title">
            {t(`${TEXTS}.title`)}
          </Title>
          <Badge color={given ? 'green' : 'gray'} variant="light">
            {t(given ? 'profile.consent_present' : 'profile.consent_absent')}
          </Badge>
        </Group>
        {at && (
          <Text size="sm" c="dimmed">
            {t(given ? `${TEXTS}.given_at` : `${TEXTS}.withdrawn_at`, { time: displayDateTime(at) })}
          </Text>
        )}
        <Text size="sm">{t(`${TEXTS}.about`)}</Text>
        <Text size="sm">{t(`${TEXTS}.withdrawal_means`)}</Text>
        <SubmitError error={change.error} onClose={change.reset} />
        {change.isSuccess && (
          <Alert color="teal" variant="light" role="status">
            {t(given ? `${TEXTS}.given_done` : `${TEXTS}.withdrawn_done`)}
          </Alert>
        )}
        <Group>
          {given ? (
            <Button variant="default" color="red" onClick={confirm.open}>
              {t(`${TEXTS}.withdraw`)}
            </Button>
          ) : (
            <Button loading={change.isPending} onClick={() => answer(true)}>
              {t(`${TEXTS}.give`)}
            </Button>
          )}
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={confirm.close} title={t(`${TEXTS}.confirm_title`)} size={width} centered>
        <Stack gap="md">
          <Text size="sm">{t(`${TEXTS}.withdrawal_means`)}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={confirm.close} disabled={change.isPending}>
              {t(`${TEXTS}.cancel`)}
            </Button>
            <Button color="red" loading={change.isPending} onClick={() => answer(false)}>
              {t(`${TEXTS}.confirm_withdraw`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
