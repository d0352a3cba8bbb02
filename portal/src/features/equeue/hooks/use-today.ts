import { serverNow, useClientConfig } from '@/lib/client-config';
import { tashkentToday } from '@/lib/dates';

/** Today in Tashkent by the server's clock, the one the free days and the notary's day are counted by. */
export function useToday(): string {
  const { data: config } = useClientConfig();
  return tashkentToday(serverNow(config));
}
