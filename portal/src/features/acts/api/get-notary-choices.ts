import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { type NotaryListItem, notariesListNotaries, notariesNotaryDetail } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { actKeys } from './keys';

const CHOICES_SIZE = 100;

/** Where and by which words of the name the notaries are looked for; `null` is "any region / district". */
export interface NotaryChoiceFilters {
  region: number | null;
  district: number | null;
  q: string;
}

/** The notaries a citizen may pick, by region, district and words of the name (the directory's own call). */
export async function getNotaryChoices({ region, district, q }: NotaryChoiceFilters): Promise<NotaryListItem[]> {
  const { data } = await notariesListNotaries({
    query: {
      q: q.trim() || undefined,
      regionId: region ?? undefined,
      districtId: district ?? undefined,
      sort: 'alphabet',
      size: CHOICES_SIZE,
    },
    throwOnError: true,
  });
  return data.items;
}

export const notaryChoicesQueryOptions = (filters: NotaryChoiceFilters, locale: Locale) =>
  queryOptions({ queryKey: actKeys.notaryChoices(filters, locale), queryFn: () => getNotaryChoices(filters) });

/** While the next answer loads, the previous choices stay in the list (`isFetching` tells the wait). */
export function useNotaryChoices(filters: NotaryChoiceFilters, enabled = true) {
  const locale = usePersistedState((state) => state.locale);
  return useQuery({ ...notaryChoicesQueryOptions(filters, locale), enabled, placeholderData: keepPreviousData });
}

/** One notary by id: the name of a notary chosen earlier (a shared link) who is not among the current choices. */
export async function getNotaryChoice(id: number): Promise<NotaryListItem> {
  const { data } = await notariesNotaryDetail({ path: { notary_id: id }, throwOnError: true });
  return data;
}

export const notaryChoiceQueryOptions = (id: number, locale: Locale) =>
  queryOptions({ queryKey: actKeys.notaryChoice(id, locale), queryFn: () => getNotaryChoice(id), staleTime: 10 * 60_000 });

export function useNotaryChoice(id: number | null, enabled = true) {
  const locale = usePersistedState((state) => state.locale);
  return useQuery({ ...notaryChoiceQueryOptions(id ?? 0, locale), enabled: enabled && id !== null });
}
