import '@mantine/dates/styles.css';
import 'dayjs/locale/ru';
import 'dayjs/locale/uz';
import 'dayjs/locale/uz-latn';
import { Indicator, Input, Loader, Stack } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import type { Locale } from '@/config/env';
import { displayDate } from '@/lib/dates';
import { usePersistedState } from '@/lib/persisted-state';
import { useFreeDays } from '../api/get-free-days';
import { useKiosk } from '../hooks/use-kiosk';
import { useToday } from '../hooks/use-today';
import { monthOf } from '../utils/times';

/** dayjs's names of the interface languages, for month and weekday names. */
const CALENDAR_LOCALE: Record<Locale, string> = { oz: 'uz-latn', uz: 'uz', ru: 'ru' };

interface FreeDayCalendarProps {
  notaryId: number;
  serviceId: number;
  /** The chosen day, YYYY-MM-DD, or ''. */
  value: string;
  onChange: (day: string) => void;
  error?: string;
}

/**
 * A month of the notary's days for the service: a day with free places is marked and can be picked; a full, closed
 * or past one cannot. The months are asked one at a time as the citizen turns them; until then the month shown is
 * the chosen day's, or today's in Tashkent.
 */
function MonthOfFreeDays({ notaryId, serviceId, value, onChange, error, today }: FreeDayCalendarProps & { today: string }) {
  const { t } = useTranslation();
  const locale = usePersistedState((state) => state.locale);
  const kiosk = useKiosk();
  const [turned, setTurned] = useState<string | null>(null);
  const month = turned ?? monthOf(value || today);
  const days = useFreeDays(notaryId, serviceId, month);
  const { data, isFetching } = days;
  const free = new Map((data ?? []).map((day) => [day.date, day.free]));
  const placesOf = (day: string) => free.get(day) ?? 0;
  return (
    <Input.Wrapper label={t('equeue.book.fields.day')} description={t('equeue.book.fields.day_hint')} error={error} required>
      <Stack gap={4} pt="xs" aria-busy={isFetching}>
        <DatePicker
          locale={CALENDAR_LOCALE[locale]}
          value={value || null}
          onChange={(day) => day && onChange(day)}
          date={`${month}-01`}
          onDateChange={(day) => setTurned(monthOf(day))}
          minDate={today}
          maxLevel="month"
          hideOutsideDates
          excludeDate={(day) => placesOf(day) === 0}
          renderDay={(day) => (
            <Indicator size={6} color="teal" offset={-3} position="bottom-center" disabled={placesOf(day) === 0}>
              <div>{Number(day.slice(8, 10))}</div>
            </Indicator>
          )}
          getDayAriaLabel={(day) =>
            placesOf(day) > 0
              ? t('equeue.book.day_free', { date: displayDate(day), count: placesOf(day) })
              : t('equeue.book.day_full', { date: displayDate(day) })
          }
          nextLabel={t('equeue.book.next_month')}
          previousLabel={t('equeue.book.previous_month')}
          size={kiosk ? 'lg' : 'md'}
        />
        {isFetching && <Loader size="xs" aria-label={t('equeue.book.days_loading')} />}
        {/* Without them every day would look full. */}
        {days.isError && <QueryState query={days} />}
      </Stack>
    </Input.Wrapper>
  );
}

/** The first month shown is today's by the server's clock, so the calendar waits for it. */
export function FreeDayCalendar(props: FreeDayCalendarProps) {
  const { today, config } = useToday();
  return today === null ? <QueryState query={config} /> : <MonthOfFreeDays {...props} today={today} />;
}
