import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { type NotaryListItem, notariesListNotaries } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { actKeys } from './keys';

const CHOICES_SIZE = 100;

/** The notaries a citizen may pick for a new act, found by words of the name (the directory's own call). */
export async function getNotaryChoices(q: string): Promise<NotaryListItem[]> {
  const { data } = await notariesListNotaries({
    query: { q: q || undefined, sort: 'alphabet', size: CHOICES_SIZE },
    throwOnError: true,
  });
  return data.items;
}

export const notaryChoicesQueryOptions = (q: string, locale: Locale) =>
  queryOptions({ queryKey: actKeys.notaryChoices(q, locale), queryFn: () => getNotaryChoices(q) });

export function useNotaryChoices(q: string, enabled: boolean) {
  const locale = usePersistedState((state) => state.locale);
  return useQuery({ ...notaryChoicesQueryOptions(q, locale), enabled, placeholderData: keepPreviousData });
}
