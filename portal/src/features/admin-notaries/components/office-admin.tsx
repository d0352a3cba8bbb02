import { Button, Group, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import type { OfficeAdmin as Office } from '@/lib/api';
import { OFFICE_PAGE_SIZE, useAdminOffices } from '../api/offices';
import { OfficeDialog } from './office-dialog';

const O = 'admin-notaries.office';

/** The administrator's offices: search, the table, and the dialog creating or editing one. */
export function OfficeAdmin() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Office | 'new' | null>(null);
  const offices = useAdminOffices(q, page);
  const nameOf = (office: Office) => ({ oz: office.nameOz, uz: office.nameUz, ru: office.nameRu })[i18n.language as 'oz'] ?? office.nameOz;
  return (
    <Stack gap="md">
      <PageTitle>{t('menu.adminOffices')}</PageTitle>
      <Group align="flex-end">
        <TextInput
          label={t(`${O}.search`)}
          value={search}
          maxLength={100}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={360}
        />
        <Button onClick={() => setEditing('new')}>{t(`${O}.create`)}</Button>
      </Group>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t(`${O}.columns.name`)}</Table.Th>
            <Table.Th scope="col">{t(`${O}.columns.address`)}</Table.Th>
            <Table.Th scope="col">{t(`${O}.columns.phone`)}</Table.Th>
            <Table.Th scope="col">{t(`${O}.columns.notaries`)}</Table.Th>
            <Table.Th scope="col">{t('admin-notaries.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offices.data?.items.map((office) => (
            <Table.Tr key={office.id}>
              <Table.Td>{nameOf(office)}</Table.Td>
              <Table.Td>{office.address}</Table.Td>
              <Table.Td>{office.phone}</Table.Td>
              <Table.Td>{office.notaryCount}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="light" onClick={() => setEditing(office)} aria-label={t(`${O}.edit_named`, { name: nameOf(office) })}>
                  {t('admin-notaries.edit')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!offices.data && <QueryState query={offices} />}
      {offices.data && offices.data.total === 0 && <Text>{t(`${O}.none`)}</Text>}
      {offices.data && offices.data.total > OFFICE_PAGE_SIZE && (
        <Pagination total={Math.ceil(offices.data.total / OFFICE_PAGE_SIZE)} value={page} onChange={setPage} />
      )}
      {editing && <OfficeDialog office={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
