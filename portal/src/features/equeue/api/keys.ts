import type { Locale } from '@/config/env';

/**
 * Query keys of the electronic queue. Service, notary and office names come back in the interface language, so the
 * keys that hold them carry the locale; the free places do not, and one prefix lets a booking or a cancel refresh them.
 */
export const equeueKeys = {
  all: ['equeue'] as const,
  services: (locale: Locale) => [...equeueKeys.all, 'services', locale] as const,
  notaries: (district: number | null, locale: Locale) => [...equeueKeys.all, 'notaries', district, locale] as const,
  places: () => [...equeueKeys.all, 'places'] as const,
  freeDays: (notaryId: number, serviceId: number, month: string) =>
    [...equeueKeys.places(), 'days', notaryId, serviceId, month] as const,
  freeSlots: (notaryId: number, serviceId: number, day: string) =>
    [...equeueKeys.places(), 'slots', notaryId, serviceId, day] as const,
  histories: () => [...equeueKeys.all, 'history'] as const,
  history: (locale: Locale) => [...equeueKeys.histories(), locale] as const,
  notaryDays: () => [...equeueKeys.all, 'notary-day'] as const,
  notaryDay: (day: string, locale: Locale) => [...equeueKeys.notaryDays(), day, locale] as const,
};
