import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Locale } from '@/config/env';
import { type Dictionaries, dictionariesGetDictionaries, dictionariesGetVersion } from '@/lib/api';
import { usePersistedState } from './persisted-state';

/**
 * The dictionaries (regions with districts, act types, document types, languages) are kept in the browser with
 * their version: a visit asks only for GET /api/dict/version and downloads GET /api/dict when that changed.
 * Every page reads them through `useDictionaries`.
 */

/** A separate key from the session state: the kiosk's idle reset wipes the session, not this public data. */
export const DICTIONARY_CACHE_KEY = 'notary-dictionaries';

export interface CachedDictionaries {
  dictionaries: Dictionaries;
  /** When this browser saved them (ISO date-time). */
  savedAt: string;
}

interface DictionaryCache {
  cached: CachedDictionaries | null;
  save: (dictionaries: Dictionaries) => CachedDictionaries;
}

export const useDictionaryCache = create<DictionaryCache>()(
  persist(
    (set) => ({
      cached: null,
      save: (dictionaries) => {
        const cached = { dictionaries, savedAt: new Date().toISOString() };
        set({ cached });
        return cached;
      },
    }),
    // A new shape of the stored value gets a new version: an older copy is then dropped, not misread.
    {
      name: DICTIONARY_CACHE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ cached }) => ({ cached }),
    },
  ),
);

export async function getDictionaryVersion(): Promise<string> {
  const { data } = await dictionariesGetVersion({ throwOnError: true });
  return data.version;
}

/** Downloads the dictionaries and keeps them. */
export async function downloadDictionaries(): Promise<CachedDictionaries> {
  const { data } = await dictionariesGetDictionaries({ throwOnError: true });
  return useDictionaryCache.getState().save(data);
}

/** The kept copy when it is of `version`, else a fresh download. */
async function dictionariesOfVersion(version: string): Promise<CachedDictionaries> {
  const { cached } = useDictionaryCache.getState();
  return cached?.dictionaries.version === version ? cached : downloadDictionaries();
}

export const dictionaryKeys = {
  all: ['dictionaries'] as const,
  version: () => [...dictionaryKeys.all, 'version'] as const,
  content: (version: string) => [...dictionaryKeys.all, 'content', version] as const,
};

export const dictionaryVersionQueryOptions = () =>
  queryOptions({ queryKey: dictionaryKeys.version(), queryFn: getDictionaryVersion, staleTime: 10 * 60_000 });

export const dictionariesQueryOptions = (version: string) =>
  queryOptions({
    queryKey: dictionaryKeys.content(version),
    queryFn: () => dictionariesOfVersion(version),
    staleTime: Infinity,
  });

/**
 * The dictionaries, current with the server's version. While the version is being checked (or when the check
 * fails) the kept copy is served, so a page never waits for data it already has. Without a copy, `query` is the step
 * that is under way or failed, for `QueryState` to show: loading, or the reason and a retry of that step.
 */
export function useDictionaries() {
  const kept = useDictionaryCache((state) => state.cached);
  const version = useQuery(dictionaryVersionQueryOptions());
  const content = useQuery({ ...dictionariesQueryOptions(version.data ?? ''), enabled: version.data !== undefined });
  const current = content.data ?? kept;
  const isError = !current && (version.isError || content.isError);
  return {
    dictionaries: current?.dictionaries,
    savedAt: current?.savedAt,
    serverVersion: version.data,
    isLoading: !current && !isError,
    isError,
    query: version.isError ? version : content,
  };
}

/** Downloads the dictionaries again on demand (the update_dict page), whatever version is kept. */
export function useRefreshDictionaries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadDictionaries,
    onSuccess: (fresh) => {
      const version = fresh.dictionaries.version;
      queryClient.setQueryData(dictionaryVersionQueryOptions().queryKey, version);
      queryClient.setQueryData(dictionariesQueryOptions(version).queryKey, fresh);
    },
  });
}

/** A dictionary entry's name in an interface language. */
export function localName(names: Record<Locale, string>, locale: Locale): string {
  return names[locale];
}

/** `localName` bound to the current interface language. */
export function useLocalName(): (names: Record<Locale, string>) => string {
  const locale = usePersistedState((state) => state.locale);
  return useCallback((names) => localName(names, locale), [locale]);
}

/** Back to a browser that never saved them: used between tests. */
export function resetDictionaryCache(): void {
  useDictionaryCache.setState({ cached: null });
}
