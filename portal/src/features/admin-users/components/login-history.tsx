import { Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginEvent } from '@/lib/api';
import { displayDateTime } from '@/lib/dates';

const COLUMNS = ['at', 'action', 'result', 'channel', 'address'] as const;

/** The latest logins and sessions, newest first, from the audit log. */
export function LoginHistory({ logins }: { logins: LoginEvent[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('admin-users.logins.title')}>
      <Title order={2} size="h4" mb="sm">
        {t('admin-users.logins.title')}
      </Title>
      {logins.length === 0 ? (
        <Text c="dimmed">{t('admin-users.logins.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t('admin-users.logins.table')}>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th key={column}>{t(`admin-users.logins.${column}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {logins.map((login, index) => (
                <Table.Tr key={`${login.at}-${index}`}>
                  <Table.Td>{displayDateTime(login.at)}</Table.Td>
                  <Table.Td>{t(`admin-users.logins.actions.${login.action}`, { defaultValue: login.action })}</Table.Td>
                  <Table.Td>{login.result}</Table.Td>
                  <Table.Td>{login.channel}</Table.Td>
                  <Table.Td>{login.address}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
