import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingPublic } from '@/lib/api';
import { tashkentClock } from '../utils/times';
import { NotaryActions } from './notary-actions';
import { StateBadge } from './state-badge';

const COLUMNS = ['time', 'citizen', 'service', 'state', 'actions'] as const;

/** The day's bookings in their order, each with the moves the server lists for the notary. */
export function NotaryDayTable({ bookings, busy }: { bookings: BookingPublic[]; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-label={t('equeue.day.label')} aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{t(`equeue.day.columns.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((booking) => (
            <Table.Tr key={booking.uuid}>
              <Table.Td fw={600}>{booking.time}</Table.Td>
              <Table.Td>{booking.citizen}</Table.Td>
              <Table.Td>
                {booking.service.name}
                {booking.reason && (
                  <Text size="sm" c="dimmed">
                    {t('equeue.day.reason', { reason: booking.reason })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <StateBadge state={booking.state} />
                {booking.checked_in_at && (
                  <Text size="sm" c="dimmed">
                    {t('equeue.day.checked_in_at', { time: tashkentClock(booking.checked_in_at) })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <NotaryActions booking={booking} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
