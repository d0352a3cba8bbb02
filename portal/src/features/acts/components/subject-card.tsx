import { Anchor, Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import { modeOfPath } from '@/config/env';
import { href, type RouteName } from '@/config/paths';
import type { ActPublic, SubjectKind, SubjectPublic } from '@/lib/api';
import { SubmitError } from '@/components/form/submit-error';
import { useRemoveSubject } from '../api/remove-subject';
import { SubjectFacts, subjectName } from './subject-facts';

/** The sub-record page of each kind (docs/contracts/portal.md#routes: `auto`, `realty`, `other`). */
export const SUBJECT_ROUTES: Record<SubjectKind, RouteName> = {
  vehicle: 'myActVehicle',
  realty: 'myActRealty',
  other: 'myActOtherProperty',
};

/** The sub-record pages exist in browser mode only: a kiosk stays on its own paths. */
export function useSubRecordHref(): ((route: RouteName, rid: number, id: number) => string) | null {
  const { pathname } = useLocation();
  if (modeOfPath(pathname) === 'kiosk') return null;
  return (route, rid, id) => href(route, { rid, id });
}

interface RemoveDialogProps {
  act: ActPublic;
  subject: SubjectPublic;
  onClose: () => void;
  onRemoved: () => void;
}

function RemoveDialog({ act, subject, onClose, onRemoved }: RemoveDialogProps) {
  const { t } = useTranslation();
  const remove = useRemoveSubject(act.uuid);
  return (
    <Modal opened onClose={onClose} title={t('acts.subjects_tab.remove.title')} size={useDialogWidth()} centered>
      <Stack gap="md">
        <Text>{t('acts.subjects_tab.remove.prompt', { name: subjectName(subject) })}</Text>
        <SubmitError error={remove.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('acts.dialog.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(subject.id, { onSuccess: onRemoved })}>
            {t('acts.subjects_tab.remove.button')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface SubjectCardProps {
  act: ActPublic;
  subject: SubjectPublic;
  onRemoved: () => void;
}

/** One subject of the act: what the registry said, a link to its own page, and removal while the act is edited. */
export function SubjectCard({ act, subject, onRemoved }: SubjectCardProps) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState(false);
  const subRecordHref = useSubRecordHref();
  const name = subjectName(subject);
  return (
    <Paper withBorder p="md" role="listitem" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Group gap="sm">
            <Badge variant="light">{t(`acts.subjects_tab.kind.${subject.kind}`)}</Badge>
            <Text fw={700}>{name}</Text>
          </Group>
          <Group gap="sm">
            {subRecordHref && (
              <Anchor component={Link} to={subRecordHref(SUBJECT_ROUTES[subject.kind], act.rid, subject.id)} size="sm">
                {t('acts.subjects_tab.open')}
              </Anchor>
            )}
            {act.changes.includes('subjects') && (
              <Button size="xs" color="red" variant="light" onClick={() => setRemoving(true)}>
                {t('acts.subjects_tab.remove.button')}
              </Button>
            )}
          </Group>
        </Group>
        <SubjectFacts act={act} subject={subject} full={false} />
      </Stack>
      {removing && (
        <RemoveDialog
          act={act}
          subject={subject}
          onClose={() => setRemoving(false)}
          onRemoved={() => {
            setRemoving(false);
            onRemoved();
          }}
        />
      )}
    </Paper>
  );
}
