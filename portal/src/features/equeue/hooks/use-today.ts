import { serverNow, useClientConfig } from '@/lib/client-config';
import { tashkentToday } from '@/lib/dates';

/**
 * Today in Tashkent by the server's clock, the one the free days and the notary's day are counted by; null until
 * the server's clock is known, so no page asks for the device's day first.
 */
export function useToday(): string | null {
  const { data: config } = useClientConfig();
  return config ? tashkentToday(serverNow(config)) : null;
}
