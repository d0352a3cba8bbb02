import type { Locale } from '@/config/env';
import type { ActFilters } from '../utils/filters';
import type { NotaryChoiceFilters } from './get-notary-choices';

/**
 * Query keys of the acts. Type names, notaries and offices come back in the interface language, so the keys that
 * hold them carry the locale.
 */
export const actKeys = {
  all: ['acts'] as const,
  lists: () => [...actKeys.all, 'list'] as const,
  list: (filters: ActFilters, locale: Locale) => [...actKeys.lists(), filters, locale] as const,
  detail: (uuid: string, locale: Locale) => [...actKeys.all, 'detail', uuid, locale] as const,
  desks: () => [...actKeys.all, 'desk'] as const,
  desk: (step: number | null, locale: Locale) => [...actKeys.desks(), step, locale] as const,
  notaryChoices: (filters: NotaryChoiceFilters, locale: Locale) =>
    [...actKeys.all, 'notary-choices', filters.region, filters.district, filters.q, locale] as const,
  notaryChoice: (id: number, locale: Locale) => [...actKeys.all, 'notary-choice', id, locale] as const,
  ownProperty: (locale: Locale) => [...actKeys.all, 'own-property', locale] as const,
  offices: (locale: Locale) => [...actKeys.all, 'offices', locale] as const,
  notaryTimetable: (id: number) => [...actKeys.all, 'notary-timetable', id] as const,
  invoiceProposal: (uuid: string, locale: Locale) => [...actKeys.all, 'invoice-proposal', uuid, locale] as const,
};
