import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDetail } from '@/lib/api';
import { displayDate, displayDateTime } from '@/lib/dates';
import { StateBadge } from './state-badge';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

/** The screen's labels for one user, with the acts count and the linked notary record. */
export function UserFields({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`admin-users.labels.${key}`);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('admin-users.details.fields')}>
      <Title order={2} size="h4" mb="sm">
        {t('admin-users.details.fields')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <Field label={label('id')}>{user.id}</Field>
        <Field label={label('fio')}>{user.fio}</Field>
        <Field label={label('login')}>{user.login}</Field>
        <Field label={label('passport')}>{user.passport}</Field>
        <Field label={label('state')}>
          <StateBadge user={user} />
        </Field>
        <Field label={label('isdeleted')}>{t(user.isdeleted ? 'admin-users.yes' : 'admin-users.no')}</Field>
        {user.deletedAt && <Field label={label('deleted_at')}>{displayDateTime(user.deletedAt)}</Field>}
        <Field label={label('type')}>{user.typeid}</Field>
        <Field label={label('instime')}>{displayDate(user.instime)}</Field>
        <Field label={t('admin-users.details.acts_count')}>{user.actsCount}</Field>
        <Field label={t('admin-users.details.notary')}>
          {user.notary ? `${user.notary.name} (${t('admin-users.details.licence', { number: user.notary.licenceNumber })})` : t('admin-users.details.no_notary')}
        </Field>
      </SimpleGrid>
    </Paper>
  );
}
