import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { Controller, useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BookingPublic } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { SubmitError } from '@/components/form/submit-error';
import { useBook } from '../api/book';
import { bookingBody, bookingDefaults, bookingSchema, type BookingValues } from '../utils/booking-schema';
import { useBookingSummary } from '../hooks/use-booking-summary';
import { ConfirmBookingDialog } from './confirm-booking-dialog';
import { ContactFields } from './contact-fields';
import { FreeDayCalendar } from './free-day-calendar';
import { NotaryChoice } from './notary-choice';
import { ServiceSelect } from './service-select';
import { SlotButtons } from './slot-buttons';

const ERRORS = 'equeue.book.errors';

/**
 * The booking: the service, the place and the notary, a day with free places, one of its free times, then where the
 * SMS goes. What is chosen later depends on what came before, so a new choice forgets the later ones. The booking is
 * read back in a dialog before it is sent.
 */
export function BookingForm({ onBooked }: { onBooked: (booking: BookingPublic) => void }) {
  const { t } = useTranslation();
  const user = usePersistedState((state) => state.user);
  const form = useForm<BookingValues>({ resolver: zodResolver(bookingSchema), defaultValues: bookingDefaults(user) });
  const [serviceId, notaryId, date] = useWatch({ control: form.control, name: ['serviceId', 'notaryId', 'date'] });
  const { field: place } = useController({ control: form.control, name: 'place' });
  const [checking, setChecking] = useState<BookingValues | null>(null);
  const summaryOf = useBookingSummary();
  const book = useBook();
  const errorOf = (key: string | undefined) => (key ? t(`${ERRORS}.${key}`) : undefined);
  const forget = (...names: ('notaryId' | 'date' | 'time')[]) => names.forEach((name) => form.setValue(name, ''));
  const send = (values: BookingValues) =>
    book.mutate(bookingBody(values), {
      onSuccess: (booking) => {
        setChecking(null);
        form.reset(bookingDefaults(user));
        onBooked(booking);
      },
      // The server's text is shown above the button; the times are asked again, and the citizen picks anew.
      onError: () => setChecking(null),
    });
  const chosen = serviceId !== '' && notaryId !== '';
  return (
    <Paper component="form" withBorder p="md" radius="md" noValidate onSubmit={form.handleSubmit(setChecking)}>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="serviceId"
          render={({ field, fieldState }) => (
            <ServiceSelect
              value={field.value}
              onChange={(id) => {
                field.onChange(id);
                forget('date', 'time');
              }}
              error={errorOf(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="notaryId"
          render={({ field, fieldState }) => (
            <NotaryChoice
              place={place.value}
              onPlaceChange={place.onChange}
              notaryId={field.value}
              onNotaryChange={(id) => {
                field.onChange(id);
                forget('date', 'time');
              }}
              error={errorOf(fieldState.error?.message)}
            />
          )}
        />
        {chosen ? (
          <Controller
            control={form.control}
            name="date"
            render={({ field, fieldState }) => (
              <FreeDayCalendar
                key={`${serviceId}/${notaryId}`}
                notaryId={Number(notaryId)}
                serviceId={Number(serviceId)}
                value={field.value}
                onChange={(day) => {
                  field.onChange(day);
                  forget('time');
                }}
                error={errorOf(fieldState.error?.message)}
              />
            )}
          />
        ) : (
          <Alert variant="light" color="gray">
            {t('equeue.book.choose_first')}
          </Alert>
        )}
        {chosen && date !== '' && (
          <Controller
            control={form.control}
            name="time"
            render={({ field, fieldState }) => (
              <SlotButtons
                notaryId={Number(notaryId)}
                serviceId={Number(serviceId)}
                day={date}
                value={field.value}
                onChange={field.onChange}
                error={errorOf(fieldState.error?.message)}
              />
            )}
          />
        )}
        <ContactFields form={form} />
        <SubmitError error={book.error} onClose={book.reset} />
        <Group>
          <Button type="submit">{t('equeue.book.submit')}</Button>
        </Group>
      </Stack>
      {checking && (
        <ConfirmBookingDialog
          summary={summaryOf(checking)}
          pending={book.isPending}
          onBack={() => setChecking(null)}
          onConfirm={() => send(checking)}
        />
      )}
    </Paper>
  );
}
