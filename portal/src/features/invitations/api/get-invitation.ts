import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { actsGetInvitation, type InvitationView } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';

/**
 * What an invitation link shows the person it invites (docs/contracts/acts.md#calls). Someone else's link (418
 * `pin_not_found_in_uuid`) and an unknown one (404) are answered by the API client: the access-denied toast and
 * "my notarial acts", or the not-found page.
 */
export async function getInvitation(token: string): Promise<InvitationView> {
  const { data } = await actsGetInvitation({ path: { token }, throwOnError: true });
  return data;
}

/** The act's type name comes in the interface language, so the key carries the locale. */
export const invitationQueryOptions = (token: string, locale: Locale) =>
  queryOptions({
    queryKey: ['invitations', token, locale] as const,
    queryFn: () => getInvitation(token),
    retry: false,
  });

export function useInvitation(token: string) {
  const locale = usePersistedState((state) => state.locale);
  return useQuery(invitationQueryOptions(token, locale));
}
