import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { clientConfigClientConfig } from '@/lib/api';

/** Runtime configuration served by the deployment (GET /api/client-config), checked before use. */
export interface ClientConfig {
  appVersion: string;
  sandbox: boolean;
  helpVideoUrl: string;
  mapTileUrl: string;
  supportPhone: string;
  /** Seconds without a touch before a kiosk page counts down to the end of the visit (120 if a server omits it). */
  kioskIdleSeconds: number;
  /** Minutes of the registration visits' slot grid (docs/contracts/acts.md#actions, `assign_time`). */
  visitMinutes: number;
  /**
   * The server's one clock when the configuration was read, kept as its distance from this device's clock: "today"
   * and "now" of the time rules are the server's, whatever the device's clock says (docs/contracts/acts.md#time).
   */
  serverTime: number;
}

type Check = (value: unknown) => boolean;
const isText: Check = (value) => typeof value === 'string';
const isFilledText: Check = (value) => isText(value) && (value as string).length > 0;
const isBoolean: Check = (value) => typeof value === 'boolean';
const isPositiveInteger: Check = (value) => Number.isInteger(value) && (value as number) > 0;
/** A date-time, or nothing: then the device's clock is taken as the server's. */
const isServerTime: Check = (value) =>
  value === undefined || value === '' || (isText(value) && !Number.isNaN(Date.parse(value as string)));

/** One field of the answer, its default when the server omits it; anything else fails the configuration. */
function field<T>(data: Record<string, unknown>, name: string, valid: Check, fallback?: T): T {
  const value = data[name] === undefined ? fallback : data[name];
  if (!valid(value)) throw new TypeError(`client-config: ${name} is ${JSON.stringify(value)}`);
  return value as T;
}

/**
 * Checked by hand, not by a schema library: the frame of every page reads the configuration just after the first
 * screen, so this module comes with every first visit (even zod's mini build adds 15 KB gzipped to it, measured).
 */
export const ClientConfig = {
  parse(answer: unknown): ClientConfig {
    const data = (answer ?? {}) as Record<string, unknown>;
    const serverTime = field<string | undefined>(data, 'serverTime', isServerTime);
    return {
      appVersion: field(data, 'appVersion', isText),
      sandbox: field(data, 'sandbox', isBoolean),
      helpVideoUrl: field(data, 'helpVideoUrl', isFilledText),
      mapTileUrl: field(data, 'mapTileUrl', isText),
      supportPhone: field(data, 'supportPhone', isFilledText),
      kioskIdleSeconds: field(data, 'kioskIdleSeconds', isPositiveInteger, 120),
      visitMinutes: field(data, 'visitMinutes', isPositiveInteger, 30),
      serverTime: serverTime ? Date.parse(serverTime) - Date.now() : 0,
    };
  },
};

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

/** The configuration to a render function, for the first screen (lib/with-client-config.tsx). */
export function ClientConfigValue({ children }: { children: (config: ClientConfig | undefined) => ReactNode }) {
  return children(useClientConfig().data);
}
