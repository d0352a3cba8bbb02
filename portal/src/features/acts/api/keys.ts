import type { Locale } from '@/config/env';
import type { ActFilters } from '../utils/filters';

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
  notaryChoices: (q: string, locale: Locale) => [...actKeys.all, 'notary-choices', q, locale] as const,
};
