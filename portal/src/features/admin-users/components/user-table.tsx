import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { href } from '@/config/paths';
import type { UserListItem } from '@/lib/api';
import { displayDate } from '@/lib/dates';
import { StateBadge } from './state-badge';

const COLUMNS = ['id', 'fio', 'login', 'passport', 'role', 'state', 'isdeleted', 'type', 'instime'] as const;

/** One row a user, with the screen's labels; the row (or the name, by keyboard) opens the user's details. */
export function UserTable({ users, busy }: { users: UserListItem[]; busy: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover aria-label={t('admin-users.list.table')} aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{t(`admin-users.labels.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} style={{ cursor: 'pointer' }} onClick={() => void navigate(href('adminUser', { id: user.id }))}>
              <Table.Td>{user.id}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={href('adminUser', { id: user.id })} onClick={(event) => event.stopPropagation()}>
                  {user.fio}
                </Anchor>
              </Table.Td>
              <Table.Td>{user.login}</Table.Td>
              <Table.Td>{user.passport}</Table.Td>
              <Table.Td>{user.roles.map((role) => t(`admin-users.roles.${role}`)).join(', ')}</Table.Td>
              <Table.Td>
                <StateBadge user={user} />
              </Table.Td>
              <Table.Td>{t(user.isdeleted ? 'admin-users.yes' : 'admin-users.no')}</Table.Td>
              <Table.Td>{user.typeid}</Table.Td>
              <Table.Td>{displayDate(user.instime)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
