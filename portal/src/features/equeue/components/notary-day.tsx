import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/form/date-field';
import { QueryState } from '@/components/ui/query-state';
import { PageTitle } from '@/components/ui/page-title';
import { displayDate, parseDisplayDate } from '@/lib/dates';
import { useNotaryDay } from '../api/get-notary-day';
import { useToday } from '../hooks/use-today';
import { dayAfter } from '../utils/times';
import { NotaryDayTable } from './notary-day-table';

/** The day chosen (today at first), its field and the turns to the day before and after. */
function DayOfQueue({ today }: { today: string }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | null>(null);
  // The day shown is the last whole day typed or picked; a half-typed one keeps the day before on screen.
  const [shown, setShown] = useState(today);
  const day = useNotaryDay(shown);
  const { data, isFetching } = day;
  const change = (text: string) => {
    // The field also reports the text the page gives it (a turn of the day), which changes nothing.
    if (text === displayDate(shown)) {
      setTyped(null);
      return;
    }
    setTyped(text);
    const parsed = parseDisplayDate(text);
    if (parsed) setShown(parsed);
  };
  const show = (next: string) => {
    setTyped(null);
    setShown(next);
  };
  return (
    <>
      <Group align="flex-end" gap="sm">
        <DateField label={t('equeue.day.day')} value={typed ?? displayDate(shown)} onChange={change} maxDate={null} />
        <Button variant="default" onClick={() => show(dayAfter(shown, -1))}>
          {t('equeue.day.previous')}
        </Button>
        <Button variant="default" onClick={() => show(today)} disabled={shown === today && typed === null}>
          {t('equeue.day.today')}
        </Button>
        <Button variant="default" onClick={() => show(dayAfter(shown, 1))}>
          {t('equeue.day.next')}
        </Button>
      </Group>
      {!data && <QueryState query={day} />}
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
    </>
  );
}

/**
 * The notary's day of the electronic queue: the bookings of a chosen day (today in Tashkent at first), in order, with
 * exactly the moves the server lists. A citizen who is not a notary gets the forbidden page (the server's 403).
 */
export function NotaryDay() {
  const { t } = useTranslation();
  const { today, config } = useToday();
  return (
    <Stack gap="lg">
      <div>
        <PageTitle>{t('equeue.day.title')}</PageTitle>
        <Text maw={760}>{t('equeue.day.intro')}</Text>
      </div>
      {today === null ? <QueryState query={config} /> : <DayOfQueue today={today} />}
    </Stack>
  );
}
