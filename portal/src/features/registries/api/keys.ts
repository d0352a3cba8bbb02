import type { Locale } from '@/config/env';

/** Answers carry names (act types, offices, notaries) in the asked language, so the locale is part of every key. */
export const registryKeys = {
  all: ['registries'] as const,
  proxy: (regnum: string, regdate: string, locale: Locale) => [...registryKeys.all, 'proxy', regnum, regdate, locale] as const,
  act: (regnum: string, regdate: string, officeId: number, locale: Locale) =>
    [...registryKeys.all, 'act', regnum, regdate, officeId, locale] as const,
  inheritance: (query: InheritanceQuery, locale: Locale) => [...registryKeys.all, 'inheritance', query, locale] as const,
  /** Bans are keyed by whose session asks: another citizen on the same kiosk never sees them. */
  bans: (pin: string, locale: Locale) => [...registryKeys.all, 'bans', pin, locale] as const,
  offices: (districtId: number, locale: Locale) => [...registryKeys.all, 'offices', districtId, locale] as const,
};

export interface InheritanceQuery {
  surname: string;
  name: string;
  patronymic?: string;
  deathDate: string;
}
