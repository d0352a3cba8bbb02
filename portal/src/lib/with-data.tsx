import { type ComponentType, lazy } from 'react';

type DataLayer = typeof import('./data-layer');

let loading: Promise<DataLayer> | null = null;

/**
 * The data layer (lib/data-layer.tsx), asked for once; after a failure the next part that needs it asks again. The
 * API client is configured when it has come, so nothing calls the server before.
 */
export function loadDataLayer(): Promise<DataLayer> {
  loading ??= import('./data-layer').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The component inside the data layer's query cache. */
export function insideDataLayer<P extends object>(layer: DataLayer, Component: ComponentType<P>): ComponentType<P> {
  const { QueryProvider } = layer;
  return function WithData(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  };
}

/**
 * A part of the first screen's frame or page that reads or sends data, loaded on demand (in a Suspense) with the data
 * layer.
 */
export function lazyWithData<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [layer, Component] = await Promise.all([loadDataLayer(), load()]);
    return { default: insideDataLayer(layer, Component) };
  });
}
