import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { configureApiClient } from './api-client';
import { createQueryClient } from './query-client';

/**
 * What reads and sends the server's data: the API client with the conventions of docs/api-conventions.md and the app's
 * one query cache. It comes just after the first screen (lib/with-data.tsx): the frames and the pages a visit starts
 * on draw without it, and every part that reads or sends data waits for it.
 */
configureApiClient();

export const queryClient = createQueryClient();

/** The query cache for a part shown once the data layer has come; every such part shares the one cache. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
