import { Alert, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { useHistory } from '../api/get-history';
import { BookingCard } from './booking-card';

/**
 * All the citizen's bookings, the latest time first. The SMS link (`?tab=history&booking=<uuid>`) names one: it is
 * framed and scrolled into view once the list has come.
 */
export function HistoryList({ highlighted }: { highlighted: string | null }) {
  const { t } = useTranslation();
  const history = useHistory();
  const { data } = history;
  const named = useRef<HTMLDivElement>(null);
  const found = data?.some((booking) => booking.uuid === highlighted) ?? false;
  useEffect(() => {
    if (found) named.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [found]);
  if (!data) return <QueryState query={history} />;
  if (data.length === 0) {
    return (
      <Alert variant="light" color="gray">
        {t('equeue.history.empty')}
      </Alert>
    );
  }
  return (
    <Stack gap="md" component="section" aria-label={t('equeue.history.label')}>
      {data.map((booking) => {
        const current = booking.uuid === highlighted;
        return <BookingCard key={booking.uuid} booking={booking} highlighted={current} ref={current ? named : undefined} />;
      })}
    </Stack>
  );
}
