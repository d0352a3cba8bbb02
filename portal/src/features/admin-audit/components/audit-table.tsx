import { Code, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEventPublic } from '@/lib/api';
import { displayDateTime } from '@/lib/dates';

const COLUMNS = ['at', 'action', 'result', 'actor', 'target', 'channel', 'address', 'details'] as const;

export function AuditTable({ events, busy }: { events: AuditEventPublic[]; busy: boolean }) {
  const { t } = useTranslation();
  return (
    // A keyboard user scrolls the wide table too (WCAG 2.1.1): its viewport takes the focus.
    <Table.ScrollContainer
      minWidth={1000}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': t('admin-audit.table_label') } }}
    >
      <Table striped verticalSpacing="xs" aria-label={t('admin-audit.table_label')} aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{t(`admin-audit.columns.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>{displayDateTime(event.at)}</Table.Td>
              <Table.Td>{event.action}</Table.Td>
              <Table.Td>{event.result}</Table.Td>
              <Table.Td>{event.actorPin ?? (event.actorUserId === null ? '' : `#${event.actorUserId}`)}</Table.Td>
              <Table.Td>{event.target}</Table.Td>
              <Table.Td>{event.channel}</Table.Td>
              <Table.Td>{event.address}</Table.Td>
              <Table.Td>
                {Object.keys(event.details).length > 0 && <Code fz="xs">{JSON.stringify(event.details)}</Code>}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
