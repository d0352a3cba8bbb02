import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingState } from '@/lib/api';
import { useHistory } from '../api/get-history';
import { useToday } from '../hooks/use-today';
import { BookingCard } from './booking-card';

/** A booking of today the visitor may still come for, or has just checked in for. */
const COMING: readonly BookingState[] = ['booked', 'late', 'checked_in'];

/**
 * At the office's kiosk, the visitor's bookings of today (Tashkent) come first, each with the moves the server lists
 * for a kiosk: the check-in from an hour before the time. Nothing is shown when there is none.
 */
export function KioskToday() {
  const { t } = useTranslation();
  const today = useToday();
  const { data } = useHistory();
  const mine = (data ?? []).filter((booking) => booking.date === today && COMING.includes(booking.state));
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
