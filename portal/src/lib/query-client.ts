import { QueryClient } from '@tanstack/react-query';

/** Failed calls are already shown to the user by the API client, so queries do not retry behind their back. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
