import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PromptDialog } from '@/components/dialogs/prompt-dialog';
import { SubmitError } from '@/components/form/submit-error';
import type { BookingPublic, BookingState } from '@/lib/api';
import { useBookingAction } from '../api/take-action';

/** After a check-in the citizen learns where they stand: called in turn, or served in the general queue. */
const ARRIVED: readonly BookingState[] = ['checked_in', 'late'];

/**
 * Exactly the citizen's moves the server lists for the booking: cancel (confirmed first) and, at the office's kiosk
 * shortly before the time, check in. A refusal is the server's text, shown under the buttons or in the dialog.
 */
export function CitizenActions({ booking }: { booking: BookingPublic }) {
  const { t } = useTranslation();
  const move = useBookingAction();
  const [asking, setAsking] = useState(false);
  const [arrived, setArrived] = useState<BookingState | null>(null);
  const cancel = () => move.mutate({ uuid: booking.uuid, action: 'cancel' }, { onSuccess: () => setAsking(false) });
  const checkIn = () =>
    move.mutate({ uuid: booking.uuid, action: 'check_in' }, { onSuccess: (moved) => setArrived(moved.state) });
  const may = (action: string) => booking.actions.includes(action);
  return (
    <Stack gap="sm">
      {(may('check_in') || may('cancel')) && (
        <Group gap="sm">
          {may('check_in') && (
            <Button onClick={checkIn} loading={move.isPending && move.variables.action === 'check_in'} disabled={move.isPending}>
              {t('equeue.actions.check_in.label')}
            </Button>
          )}
          {may('cancel') && (
            <Button color="red" variant="light" onClick={() => {
                move.reset();
                setAsking(true);
              }}
              disabled={move.isPending}
            >
              {t('equeue.actions.cancel.label')}
            </Button>
          )}
        </Group>
      )}
      {!asking && <SubmitError error={move.error} onClose={move.reset} />}
      {arrived && ARRIVED.includes(arrived) && (
        <Alert variant="light" color={arrived === 'late' ? 'orange' : 'teal'} role="status">
          {t(`equeue.arrived.${arrived}`)}
        </Alert>
      )}
      {asking && (
        <PromptDialog
          title={t('equeue.actions.cancel.title')}
          prompt={t('equeue.actions.cancel.prompt')}
          confirm={t('equeue.actions.cancel.confirm')}
          cancel={t('equeue.actions.back')}
          danger
          pending={move.isPending}
          failure={move.error}
          onCancel={() => setAsking(false)}
          onConfirm={cancel}
        />
      )}
    </Stack>
  );
}
