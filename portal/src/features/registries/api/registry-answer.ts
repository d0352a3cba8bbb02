import { ApiError } from '@/lib/api-client';

/** What a registry search answers: the records found, or the registry's plain "not found" in the asked language. */
export type RegistryAnswer<T> = { found: true; record: T } | { found: false; message: string };

/** The searches' 404 is a result to show in place (the call declares it expected), not a missing page. */
export const NOT_FOUND_IS_AN_ANSWER = [404] as const;

export async function asRegistryAnswer<T>(search: () => Promise<T>): Promise<RegistryAnswer<T>> {
  try {
    return { found: true, record: await search() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { found: false, message: error.message };
    throw error;
  }
}
