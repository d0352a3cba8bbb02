import type { Locale } from '@/config/env';
import type { NotaryFilters } from '../utils/filters';

/**
 * Query keys of the directory. Names, offices and regions come back in the interface language, so every key that
 * holds them carries the locale; a language switch then fetches instead of showing the other script.
 */
export const notaryKeys = {
  all: ['notaries'] as const,
  list: (filters: NotaryFilters, locale: Locale) => [...notaryKeys.all, 'list', filters, locale] as const,
  detail: (id: number, locale: Locale) => [...notaryKeys.all, 'detail', id, locale] as const,
  reviews: (id: number) => [...notaryKeys.all, 'reviews', id] as const,
  reviewPage: (id: number, page: number) => [...notaryKeys.reviews(id), 'page', page] as const,
  /** The citizen's own review: keyed by who asks, so another citizen on the same browser never sees it. */
  myReview: (id: number, pin: string) => [...notaryKeys.reviews(id), 'mine', pin] as const,
};
