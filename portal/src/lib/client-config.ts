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
});
export type ClientConfig = z.infer<typeof ClientConfig>;

export async function getClientConfig(): Promise<ClientConfig> {
  const { data } = await clientConfigClientConfig({ throwOnError: true });
  return ClientConfig.parse(data);
}

export const clientConfigQueryOptions = () =>
  queryOptions({ queryKey: ['client-config'], queryFn: getClientConfig, staleTime: Infinity });

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions());
}
