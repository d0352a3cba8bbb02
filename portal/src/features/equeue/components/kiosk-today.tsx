import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import type { BookingState } from '@/lib/api';
import { useHistory } from '../api/get-history';
import { useToday } from '../hooks/use-today';
import { BookingCard } from './booking-card';

/** A booking of today the visitor may still come for, or has just checked in for. */
const COMING: readonly BookingState[] = ['booked', 'late', 'checked_in'];

/**
 * At the office's kiosk, the visitor's bookings of today (Tashkent) come first, each with the moves the server lists
 * for a kiosk: the check-in from an hour before the time. Nothing is shown when there is none, nor while they come
 * (the booking form under it is the page, and most visitors have none today); when they could not be had, the reason
 * and a retry, since the visitor may have come to check in.
 */
export function KioskToday() {
  const { t } = useTranslation();
  const { today, config } = useToday();
  const history = useHistory();
  // A failed refresh keeps what came before on screen.
  const failed = [config, history].find((query) => query.isError && !query.data);
  if (failed) return <QueryState query={failed} title={t('equeue.today.failed')} />;
  const mine = (history.data ?? []).filter((booking) => booking.date === today && COMING.includes(booking.state));
  if (mine.length === 0) return null;
  // The day's order: the earliest time first (the history lists the latest first).
  const ordered = [...mine].sort((a, b) => a.time.localeCompare(b.time));
  return (
    <Stack gap="sm" component="section" aria-labelledby="equeue-today">
      <Title order={2} size="h3" id="equeue-today">
        {t('equeue.today.title')}
      </Title>
      {ordered.map((booking) => (
        <BookingCard key={booking.uuid} booking={booking} highlighted={false} />
      ))}
    </Stack>
  );
}
