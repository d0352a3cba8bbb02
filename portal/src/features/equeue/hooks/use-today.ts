import { serverNow, useClientConfig } from '@/lib/client-config';
import { tashkentToday } from '@/lib/dates';

/**
 * Today in Tashkent by the server's clock, the one the free days and the notary's day are counted by; null until
 * the server's clock is known, so no page asks for the device's day first. `config` is the query of that clock: a
 * page shows it (`QueryState`) while there is no today, its reason and retry when the configuration failed.
 */
export function useToday() {
  const config = useClientConfig();
  return { today: config.data ? tashkentToday(serverNow(config.data)) : null, config };
}
