import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { type Verification, verificationVerify } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';

/** An unknown code (404) is an answer to show in place: the document checked is not in the registry. */
export type VerificationAnswer = { found: true; record: Verification } | { found: false };

/** The registry's answer for the code of a print form's QR (docs/contracts/acts.md#verification); no session needed. */
export async function getVerification(code: string): Promise<VerificationAnswer> {
  try {
    const { data } = await verificationVerify({ path: { code }, throwOnError: true, expectedStatuses: [404] });
    return { found: true, record: data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { found: false };
    throw error;
  }
}

/** The type's and the office's names come in the interface language, so the key carries it. */
export const verificationQueryOptions = (code: string, locale: Locale) =>
  queryOptions({
    queryKey: ['verification', code, locale] as const,
    queryFn: () => getVerification(code),
    retry: false,
  });

export function useVerification(code: string) {
  const locale = usePersistedState((state) => state.locale);
  return useQuery(verificationQueryOptions(code, locale));
}
