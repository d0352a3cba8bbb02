import { Badge, Button, Group, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import type { NotaryAdmin as Notary } from '@/lib/api';
import { NOTARY_PAGE_SIZE, useAdminNotaries } from '../api/notaries';
import { AbsenceDialog } from './absence-dialog';
import { NotaryDialog } from './notary-dialog';

const N = 'admin-notaries.notary';

/** Latin in oz, Cyrillic otherwise, as the directory writes names. */
function useFullname() {
  const { i18n } = useTranslation();
  return (notary: Notary) =>
    i18n.language === 'oz' ? [notary.surname, notary.name, notary.patronymic].filter(Boolean).join(' ') : notary.fullnameUz;
}

/** The administrator's notaries: search, the table, the create and edit dialog, and each notary's absences. */
export function NotaryAdmin() {
  const { t } = useTranslation();
  const fullname = useFullname();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Notary | 'new' | null>(null);
  const [absent, setAbsent] = useState<Notary | null>(null);
  const notaries = useAdminNotaries(q, page);
  return (
    <Stack gap="md">
      <PageTitle>{t('menu.adminNotaries')}</PageTitle>
      <Group align="flex-end">
        <TextInput
          label={t(`${N}.search`)}
          description={t(`${N}.search_hint`)}
          value={search}
          maxLength={100}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={360}
        />
        <Button onClick={() => setEditing('new')}>{t(`${N}.create`)}</Button>
      </Group>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t(`${N}.columns.name`)}</Table.Th>
            <Table.Th scope="col">{t(`${N}.columns.licence`)}</Table.Th>
            <Table.Th scope="col">{t(`${N}.columns.state`)}</Table.Th>
            <Table.Th scope="col">{t(`${N}.columns.office`)}</Table.Th>
            <Table.Th scope="col">{t('admin-notaries.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {notaries.data?.items.map((notary) => (
            <Table.Tr key={notary.id}>
              <Table.Td>{fullname(notary)}</Table.Td>
              <Table.Td>
                {notary.licenceNumber} · {t(`notaries.licence.${notary.licenceStatus}`)}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={notary.stateToday === 'working' ? 'teal' : 'orange'}>
                  {t(`notaries.state.${notary.stateToday}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{notary.office}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => setEditing(notary)} aria-label={t(`${N}.edit_named`, { name: fullname(notary) })}>
                    {t('admin-notaries.edit')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setAbsent(notary)} aria-label={t(`${N}.absences_named`, { name: fullname(notary) })}>
                    {t(`${N}.absences`)}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!notaries.data && <QueryState query={notaries} />}
      {notaries.data && notaries.data.total === 0 && <Text>{t(`${N}.none`)}</Text>}
      {notaries.data && notaries.data.total > NOTARY_PAGE_SIZE && (
        <Pagination total={Math.ceil(notaries.data.total / NOTARY_PAGE_SIZE)} value={page} onChange={setPage} />
      )}
      {editing && <NotaryDialog notary={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {absent && <AbsenceDialog notary={absent} fullname={fullname(absent)} onClose={() => setAbsent(null)} />}
    </Stack>
  );
}
