import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActListItem } from '@/lib/api';
import { displayDate } from '@/lib/dates';
import { StateBadge, useActHref } from './act-labels';

const LAST_STEP = 9;

/** Acts as rows, each one's type name linking to the act's page. */
export function ActTable({ items, label, busy = false }: { items: ActListItem[]; label: string; busy?: boolean }) {
  const { t } = useTranslation();
  const actHref = useActHref();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover aria-label={label} aria-busy={busy} style={{ opacity: busy ? 0.6 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('acts.columns.type')}</Table.Th>
            <Table.Th>{t('acts.columns.step')}</Table.Th>
            <Table.Th>{t('acts.columns.state')}</Table.Th>
            <Table.Th>{t('acts.columns.regnum')}</Table.Th>
            <Table.Th>{t('acts.columns.notary')}</Table.Th>
            <Table.Th>{t('acts.columns.office')}</Table.Th>
            <Table.Th>{t('acts.columns.created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.uuid}>
              <Table.Td>
                <Anchor component={Link} to={actHref(item.uuid)}>
                  {item.typeName}
                </Anchor>
              </Table.Td>
              <Table.Td title={t(`acts.steps.${item.step}`)}>
                {t('acts.step_of', { step: item.step, total: LAST_STEP })}
              </Table.Td>
              <Table.Td>
                <StateBadge state={item.state} />
              </Table.Td>
              <Table.Td>
                {item.regnum ? (
                  <>
                    <Text size="sm">{item.regnum}</Text>
                    <Text size="xs" c="dimmed">
                      {displayDate(item.regdate)}
                    </Text>
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('acts.not_registered')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{item.notary}</Table.Td>
              <Table.Td>{item.office}</Table.Td>
              <Table.Td>{displayDate(item.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
