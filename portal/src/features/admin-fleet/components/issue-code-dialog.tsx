import { Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import { displayDateTime } from '@/lib/dates';
import { SubmitError } from '@/components/form/submit-error';
import { useIssueCode } from '../api/fleet';

/** The server's rule for a kiosk's id (server/notary/kiosks/schemas.py). */
const KIOSK_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;
const EMPTY = { kioskId: '', location: '', office: '' };

/**
 * Issues a one-time enrolment code for a kiosk. The code is shown once, here: the server keeps only its hash, so
 * closing the dialog forgets it.
 */
export function IssueCodeDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const width = useDialogWidth();
  const issue = useIssueCode();
  const [fields, setFields] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const kioskIdInvalid = tried && !KIOSK_ID.test(fields.kioskId);
  const close = () => {
    issue.reset();
    setFields(EMPTY);
    setTried(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (KIOSK_ID.test(fields.kioskId) && fields.location.trim() && fields.office.trim()) {
      issue.mutate({ kioskId: fields.kioskId, location: fields.location.trim(), office: fields.office.trim() });
    }
  };
  const field = (name: keyof typeof EMPTY) => ({
    value: fields[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setFields({ ...fields, [name]: event.currentTarget.value }),
  });
  return (
    <Modal opened={opened} onClose={close} title={t('admin-fleet.code.title')} size={width} centered>
      {issue.data ? (
        <Stack gap="md">
          <Text size="sm">{t('admin-fleet.code.issued', { kiosk: issue.data.kioskId })}</Text>
          <Code block fz="xl" ta="center" aria-label={t('admin-fleet.code.code')}>
            {issue.data.code}
          </Code>
          <Text size="sm">{t('admin-fleet.code.shown_once')}</Text>
          <Text size="sm" c="dimmed">
            {t('admin-fleet.code.expires', { time: displayDateTime(issue.data.expiresAt) })}
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>{t('admin-fleet.code.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('admin-fleet.code.kiosk_id')}
              description={t('admin-fleet.code.kiosk_id_hint')}
              maxLength={32}
              required
              error={kioskIdInvalid ? t('admin-fleet.code.kiosk_id_invalid') : undefined}
              {...field('kioskId')}
            />
            <TextInput
              label={t('admin-fleet.code.office')}
              maxLength={200}
              required
              error={tried && !fields.office.trim() ? t('admin-fleet.code.required') : undefined}
              {...field('office')}
            />
            <TextInput
              label={t('admin-fleet.code.location')}
              maxLength={200}
              required
              error={tried && !fields.location.trim() ? t('admin-fleet.code.required') : undefined}
              {...field('location')}
            />
            <SubmitError error={issue.error} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={issue.isPending}>
                {t('admin-fleet.cancel')}
              </Button>
              <Button type="submit" loading={issue.isPending}>
                {t('admin-fleet.code.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
