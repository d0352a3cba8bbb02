import type { Locale } from '@/config/env';

/** Query keys of the administrator's notaries and offices; the office names shown come in the interface language. */
export const adminNotaryKeys = {
  all: ['admin-notaries'] as const,
  notaries: () => [...adminNotaryKeys.all, 'notaries'] as const,
  notaryPage: (q: string, page: number, locale: Locale) => [...adminNotaryKeys.notaries(), q, page, locale] as const,
  absences: (notaryId: number) => [...adminNotaryKeys.all, 'absences', notaryId] as const,
  offices: () => [...adminNotaryKeys.all, 'offices'] as const,
  officePage: (q: string, page: number) => [...adminNotaryKeys.offices(), q, page] as const,
};

/** A refused input (400) or an edit made meanwhile by someone else (409): the form shows the server's text itself. */
export const FORM_REFUSALS = [400, 409] as const;
