import { type ReactNode, Suspense } from 'react';
import type { ClientConfig } from './client-config';
import { lazyWithData } from './with-data';

type Render = (config: ClientConfig | undefined) => ReactNode;

const ClientConfigValue = lazyWithData(() => import('./client-config').then((m) => m.ClientConfigValue));

/**
 * The server's configuration where the first screen shows it (the frames' helpline and sandbox mark, the home page's
 * helpline): drawn as before it has come (`undefined`) until the data layer and the answer are there.
 */
export function WithClientConfig({ children }: { children: Render }) {
  return (
    <Suspense fallback={children(undefined)}>
      <ClientConfigValue>{children}</ClientConfigValue>
    </Suspense>
  );
}
