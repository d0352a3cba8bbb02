import { Alert, Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssignableRole, UserDetail } from '@/lib/api';
import { ChangeDialog, type ConfirmedChange } from './change-dialog';

const ASSIGNABLE: readonly AssignableRole[] = ['notary', 'admin'];

/** Roles with assign and revoke, and the state moves: each asks first. A deleted user is final. */
export function UserControls({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const [change, setChange] = useState<ConfirmedChange | null>(null);
  const roleName = (role: string) => t(`admin-users.roles.${role}`);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('admin-users.details.roles')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('admin-users.details.roles')}
        </Title>
        <Group gap="xs">
          {user.roles.map((role) => (
            <Badge key={role} variant="outline">
              {roleName(role)}
            </Badge>
          ))}
        </Group>
        {user.isdeleted ? (
          <Alert color="gray" variant="light">
            {t('admin-users.details.deleted_note')}
          </Alert>
        ) : (
          <Group gap="xs">
            {ASSIGNABLE.map((role) => {
              const kind = user.roles.includes(role) ? 'revoke' : 'assign';
              return (
                <Button key={role} variant="default" onClick={() => setChange({ kind, role })}>
                  {t(`admin-users.actions.${kind}.label`, { role: roleName(role) })}
                </Button>
              );
            })}
            {user.state ? (
              <Button variant="default" color="red" onClick={() => setChange({ kind: 'deactivate' })}>
                {t('admin-users.actions.deactivate.label')}
              </Button>
            ) : (
              <Button variant="default" onClick={() => setChange({ kind: 'activate' })}>
                {t('admin-users.actions.activate.label')}
              </Button>
            )}
            <Button color="red" onClick={() => setChange({ kind: 'delete' })}>
              {t('admin-users.actions.delete.label')}
            </Button>
          </Group>
        )}
      </Stack>
      {change && <ChangeDialog user={user} change={change} onClose={() => setChange(null)} />}
    </Paper>
  );
}
