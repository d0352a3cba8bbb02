import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PromptDialog } from '@/components/dialogs/prompt-dialog';
import { SubmitError } from '@/components/form/submit-error';
import type { BookingPublic } from '@/lib/api';
import { type BookingActionName, useBookingAction } from '../api/take-action';

/** The notary's moves, in the order of a visit; which of them a booking offers is the server's to say. */
const NOTARY_ACTIONS: readonly BookingActionName[] = ['check_in', 'serve', 'admit', 'no_show'];

/**
 * Exactly the moves the server lists for the booking; admitting a late citizen in turn asks the reason, which the
 * booking keeps. A refusal is the server's text, shown in the row under its buttons (in the reason's dialog while it
 * is open); it stays when the refused move is no longer listed.
 */
export function NotaryActions({ booking }: { booking: BookingPublic }) {
  const { t } = useTranslation();
  const move = useBookingAction();
  const [admitting, setAdmitting] = useState(false);
  const listed = NOTARY_ACTIONS.filter((action) => booking.actions.includes(action));
  if (listed.length === 0 && !move.error) return null;
  const take = (action: BookingActionName, reason?: string) =>
    move.mutate({ uuid: booking.uuid, action, reason }, { onSuccess: () => setAdmitting(false) });
  return (
    <Stack gap="xs">
      {listed.length > 0 && (
        <Group gap="xs" wrap="nowrap" role="group" aria-label={t('equeue.day.actions_of', { citizen: booking.citizen, time: booking.time })}>
          {listed.map((action) => (
            <Button
              key={action}
              size="xs"
              variant={action === 'no_show' ? 'light' : 'filled'}
              color={action === 'no_show' ? 'red' : undefined}
              loading={move.isPending && move.variables.action === action && !admitting}
              disabled={move.isPending}
              onClick={() => {
                move.reset();
                if (action === 'admit') setAdmitting(true);
                else take(action);
              }}
            >
              {t(`equeue.actions.${action}.label`)}
            </Button>
          ))}
        </Group>
      )}
      {!admitting && <SubmitError error={move.error} onClose={move.reset} />}
      {admitting && (
        <PromptDialog
          title={t('equeue.actions.admit.title')}
          prompt={t('equeue.actions.admit.prompt', { citizen: booking.citizen })}
          text={{ label: t('equeue.actions.admit.reason'), required: t('equeue.actions.admit.reason_required') }}
          confirm={t('equeue.actions.admit.label')}
          cancel={t('equeue.actions.back')}
          pending={move.isPending}
          failure={move.error}
          onCancel={() => setAdmitting(false)}
          onConfirm={(reason) => take('admit', reason)}
        />
      )}
    </Stack>
  );
}
