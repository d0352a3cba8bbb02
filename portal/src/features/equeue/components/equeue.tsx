import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TitledPage } from '@/components/ui/titled-page';
import type { BookingPublic } from '@/lib/api';
import { useKiosk } from '../hooks/use-kiosk';
import { BookedNotice } from './booked-notice';
import { BookingForm } from './booking-form';
import { HistoryList } from './history-list';
import { KioskTargets } from './kiosk-targets';
import { KioskToday } from './kiosk-today';

const TABS = ['book', 'history'] as const;
type Tab = (typeof TABS)[number];

/** `?tab=history` (the SMS link adds `&booking=<uuid>`) keeps the open tab in the URL; booking is the default. */
function useTab(): [Tab, string | null, (tab: Tab, booking?: string) => void] {
  const [query, setQuery] = useSearchParams();
  const tab = TABS.find((name) => name === query.get('tab')) ?? 'book';
  const open = (next: Tab, booking?: string) => setQuery(next === 'book' ? {} : { tab: next, ...(booking && { booking }) });
  return [tab, query.get('booking'), open];
}

/**
 * The electronic queue (spec section 2.1, `equeue`): book a time with a notary, and the history of one's bookings.
 * The same page serves the kiosk, with large targets and the on-screen keyboard; there the visitor's bookings of today
 * come first, to check in.
 */
export function Equeue() {
  const { t } = useTranslation();
  const [tab, highlighted, setTab] = useTab();
  const [booked, setBooked] = useState<BookingPublic | null>(null);
  const kiosk = useKiosk();
  return (
    <KioskTargets>
      <TitledPage page="equeue">
        <Tabs value={tab} onChange={(value) => setTab(value === 'history' ? 'history' : 'book')} keepMounted={false}>
          <Tabs.List aria-label={t('equeue.tabs.label')}>
            {TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`equeue.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="book" pt="md">
            {kiosk && !booked && <KioskToday />}
            {booked ? (
              <BookedNotice
                booking={booked}
                onHistory={() => {
                  setBooked(null);
                  setTab('history', booked.uuid);
                }}
                onAgain={() => setBooked(null)}
              />
            ) : (
              <BookingForm onBooked={setBooked} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="history" pt="md">
            <HistoryList highlighted={highlighted} />
          </Tabs.Panel>
        </Tabs>
      </TitledPage>
    </KioskTargets>
  );
}
