import { Alert, Center, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { PageTitle } from '@/components/ui/page-title';
import { USERS_PAGE_SIZE, useUsers } from '../api/get-users';
import type { UserFilters as Filters } from '../api/keys';
import { UserFilters } from './user-filters';
import { UserTable } from './user-table';

const FIRST_PAGE: Filters = { q: '', role: null, state: null, page: 1 };

/**
 * The administrator's users (spec 2.3): search, role and state filters, and a paged table. Anyone but an
 * administrator gets the forbidden page (the server's 403).
 */
export function UserList() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(FIRST_PAGE);
  const users = useUsers(filters);
  const { data, isFetching } = users;
  const pages = data ? Math.max(1, Math.ceil(data.total / USERS_PAGE_SIZE)) : 1;
  return (
    <Stack gap="lg">
      <div>
        <PageTitle>{t('admin-users.list.title')}</PageTitle>
        <Text maw={760}>{t('admin-users.list.intro')}</Text>
      </div>
      <UserFilters filters={filters} onChange={(change) => setFilters({ ...filters, ...change, page: 1 })} />
      {!data && <QueryState query={users} />}
      {data && (
        <>
          <Text role="status" size="sm" c="dimmed">
            {t('admin-users.list.total', { count: data.total })}
          </Text>
          {data.items.length === 0 ? (
            <Alert variant="light" color="gray">
              {t('admin-users.list.empty')}
            </Alert>
          ) : (
            <UserTable users={data.items} busy={isFetching} />
          )}
        </>
      )}
      {pages > 1 && (
        <Center component="nav" aria-label={t('admin-users.list.pages')}>
          <Pagination
            total={pages}
            value={Math.min(filters.page, pages)}
            onChange={(page) => setFilters({ ...filters, page })}
            getItemProps={(page) => ({
              'aria-label': t('admin-users.list.page', { page }),
              'aria-current': page === filters.page ? 'page' : undefined,
            })}
            getControlProps={(control) => ({ 'aria-label': t(`admin-users.list.${control}_page`) })}
          />
        </Center>
      )}
    </Stack>
  );
}
