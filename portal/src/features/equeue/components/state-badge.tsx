import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingState } from '@/lib/api';

const COLOURS: Record<BookingState, string> = {
  booked: 'ministry',
  cancelled: 'gray',
  checked_in: 'teal',
  served: 'green',
  late: 'orange',
  no_show: 'red',
};

export function StateBadge({ state }: { state: BookingState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[state]} variant="light" tt="none" size="lg">
      {t(`equeue.state.${state}`)}
    </Badge>
  );
}
