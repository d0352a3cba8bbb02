import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Fact } from '@/components/ui/fact';
import type { BookingPublic } from '@/lib/api';
import { displayDate } from '@/lib/dates';
import { formatPhone } from '@/lib/phone';
import { tashkentDateTime } from '../utils/times';
import { CitizenActions } from './citizen-actions';
import { StateBadge } from './state-badge';

interface BookingCardProps {
  booking: BookingPublic;
  /** The booking the SMS link named: framed and announced as the current one. */
  highlighted: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** A queue booking with the fields of spec section 3 and what the citizen may do with it now. */
export function BookingCard({ booking, highlighted, ref }: BookingCardProps) {
  const { t } = useTranslation();
  const none = t('equeue.booking.none');
  const facts: [string, string][] = [
    ['date', displayDate(booking.date)],
    ['time', booking.time],
    ['notary', booking.notary.name],
    ['office', booking.office.name],
    ['address', booking.office.address],
    ['registered_at', tashkentDateTime(booking.registered_at)],
    ['phone', formatPhone(booking.phone).text],
    ['email', booking.email || none],
    ['description', booking.description || none],
  ];
  if (booking.checked_in_at) facts.push(['checked_in_at', tashkentDateTime(booking.checked_in_at)]);
  if (booking.reason) facts.push(['reason', booking.reason]);
  const heading = `equeue-booking-${booking.uuid}`;
  return (
    <Paper
      ref={ref}
      component="article"
      aria-labelledby={heading}
      aria-current={highlighted || undefined}
      withBorder
      p="md"
      radius="md"
      style={highlighted ? { borderColor: 'var(--mantine-color-ministry-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text size="sm" c="dimmed">
              {t('equeue.booking.fields.service')}
            </Text>
            <Title order={3} size="h4" id={heading}>
              {booking.service.name}
            </Title>
          </div>
          <StateBadge state={booking.state} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {facts.map(([field, value]) => (
            <Fact key={field} label={t(`equeue.booking.fields.${field}`)}>
              {value}
            </Fact>
          ))}
        </SimpleGrid>
        <CitizenActions booking={booking} />
      </Stack>
    </Paper>
  );
}
