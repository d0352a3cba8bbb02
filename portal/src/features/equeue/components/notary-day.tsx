import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/form/date-field';
import { PageLoader } from '@/components/ui/page-loader';
import { PageTitle } from '@/components/ui/page-title';
import { displayDate, parseDisplayDate } from '@/lib/dates';
import { useNotaryDay } from '../api/get-notary-day';
import { useToday } from '../hooks/use-today';
import { NotaryDayTable } from './notary-day-table';

/**
 * The notary's day of the electronic queue: the bookings of a chosen day (today in Tashkent at first), in order, with
 * exactly the moves the server lists. A citizen who is not a notary gets the forbidden page (the server's 403).
 */
export function NotaryDay() {
  const { t } = useTranslation();
  const today = useToday();
  const [typed, setTyped] = useState<string | null>(null);
  // The day shown is the last whole day typed or picked; a half-typed one keeps the day before on screen.
  const [day, setDay] = useState<string | null>(null);
  const shown = day ?? today;
  const { data, isPending, isFetching } = useNotaryDay(shown);
  const change = (text: string) => {
    setTyped(text);
    const parsed = parseDisplayDate(text);
    if (parsed) setDay(parsed);
  };
  return (
    <Stack gap="lg">
      <div>
        <PageTitle>{t('equeue.day.title')}</PageTitle>
        <Text maw={760}>{t('equeue.day.intro')}</Text>
      </div>
      <Group align="flex-end" gap="sm">
        <DateField label={t('equeue.day.day')} value={typed ?? displayDate(shown)} onChange={change} maxDate={null} />
        <Button
          variant="default"
          onClick={() => {
            setTyped(null);
            setDay(null);
          }}
          disabled={day === null && typed === null}
        >
          {t('equeue.day.today')}
        </Button>
      </Group>
      {isPending && <PageLoader />}
      {data && (
        <>
          <Text role="status" size="sm" c="dimmed">
            {t('equeue.day.showing', { date: displayDate(data.date), count: data.bookings.length })}
          </Text>
          {data.bookings.length === 0 ? (
            <Alert variant="light" color="gray">
              {t('equeue.day.empty')}
            </Alert>
          ) : (
            <NotaryDayTable bookings={data.bookings} busy={isFetching} />
          )}
        </>
      )}
    </Stack>
  );
}
