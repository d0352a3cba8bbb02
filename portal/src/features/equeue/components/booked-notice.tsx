import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SubmitError } from '@/components/form/submit-error';
import type { BookingPublic } from '@/lib/api';
import { displayDate } from '@/lib/dates';
import { useIcsDownload } from '../api/get-ics';
import { useKiosk } from '../hooks/use-kiosk';
import { IcsButton } from './ics-button';

interface BookedNoticeProps {
  booking: BookingPublic;
  onHistory: () => void;
  onAgain: () => void;
}

/**
 * The booking is made: when and where to come, the calendar file, and the way to the history. A calendar file that
 * could not be had says why right under the notice.
 */
export function BookedNotice({ booking, onHistory, onAgain }: BookedNoticeProps) {
  const { t } = useTranslation();
  // A citizen cannot take a file away from a kiosk: the SMS carries the booking there.
  const kiosk = useKiosk();
  const ics = useIcsDownload(booking.uuid);
  return (
    <Stack gap="sm">
      <Alert variant="light" color="teal" role="status" title={t('equeue.book.done.title')}>
        <Stack gap="sm">
          <Text>
            {t('equeue.book.done.message', {
              date: displayDate(booking.date),
              time: booking.time,
              notary: booking.notary.name,
              office: booking.office.name,
              address: booking.office.address,
            })}
          </Text>
          <Text size="sm">{t('equeue.book.done.sms')}</Text>
          <Group gap="sm">
            {!kiosk && <IcsButton download={ics} />}
            <Button variant="light" onClick={onHistory}>
              {t('equeue.book.done.to_history')}
            </Button>
            <Button variant="default" onClick={onAgain}>
              {t('equeue.book.done.again')}
            </Button>
          </Group>
        </Stack>
      </Alert>
      {/* Outside the notice: its status region would read the alert out a second time. */}
      <SubmitError error={ics.error} onClose={ics.reset} title={t('equeue.booking.ics_failed')} />
    </Stack>
  );
}
