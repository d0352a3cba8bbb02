import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { clientConfigClientConfig } from '@/lib/api';

/** Runtime configuration served by the deployment (GET /api/client-config), validated before use. */
export const ClientConfig = z.object({
  appVersion: z.string(),
  sandbox: z.boolean(),
  helpVideoUrl: z.string().min(1),
  mapTileUrl: z.string(),
  supportPhone: z.string().min(1),
  /** Seconds without a touch before a kiosk page counts down to the end of the visit (120 if a server omits it). */
  kioskIdleSeconds: z.number().int().positive().default(120),
  /** Minutes of the registration visits' slot grid (docs/contracts/acts.md#actions, `assign_time`). */
  visitMinutes: z.number().int().positive().default(30),
  /**
   * The server's one clock when the configuration was read, kept as its distance from this device's clock: "today"
   * and "now" of the time rules are the server's, whatever the device's clock says (docs/contracts/acts.md#time).
   */
  serverTime: z
    .string()
    .optional()
    .transform((text) => (text ? Date.parse(text) - Date.now() : 0))
    .pipe(z.number()),
});
export type ClientConfig = z.infer<typeof ClientConfig>;

/** The server's clock now, by the distance measured when the configuration was read. */
export function serverNow(config: ClientConfig | undefined): Date {
  return new Date(Date.now() + (config?.serverTime ?? 0));
}

export async function getClientConfig(): Promise<ClientConfig> {
  const { data } = await clientConfigClientConfig({ throwOnError: true });
  return ClientConfig.parse(data);
}

export const clientConfigQueryOptions = () =>
  queryOptions({ queryKey: ['client-config'], queryFn: getClientConfig, staleTime: Infinity });

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions());
}
