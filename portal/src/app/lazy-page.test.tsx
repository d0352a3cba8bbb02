import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { I18nextProvider } from 'react-i18next';
import { catalogues, i18n } from '@/lib/i18n';
import { ChunkLoadError, isChunkLoadFailure, lazyPage } from './lazy-page';
import { RouteError } from './route-error';

const Page = () => <h1>Loaded</h1>;

function show(Lazy: ComponentType) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <ErrorBoundary FallbackComponent={RouteError}>
          <Suspense>
            <Lazy />
          </Suspense>
        </ErrorBoundary>
      </MantineProvider>
    </I18nextProvider>,
  );
}

it('shows the page component of a loaded module', async () => {
  show(lazyPage(() => Promise.resolve({ Page }), (module) => module.Page));
  expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
});

it('fails with a chunk-load error when the code does not arrive in time', async () => {
  let failure: unknown;
  const Never = lazyPage(() => new Promise<{ Page: typeof Page }>(() => undefined), (module) => module.Page, { timeoutMs: 20 });
  render(
    <ErrorBoundary fallbackRender={({ error }) => ((failure = error), null)}>
      <Suspense>
        <Never />
      </Suspense>
    </ErrorBoundary>,
  );
  await vi.waitFor(() => expect(failure).toBeInstanceOf(ChunkLoadError));
});

it('shows the timeout error with a reload button when a page chunk fails', async () => {
  show(lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), () => Page));
  expect(await screen.findByRole('alert')).toHaveTextContent(catalogues.oz.errors.chunk_timeout);
  expect(screen.getByText(catalogues.oz.errors.chunk_stale)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: catalogues.oz.errors.reload })).toBeInTheDocument();
});

it('counts a part loaded on demand whose file did not arrive as a chunk failure, not a page error', () => {
  expect(isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/kiosk-shell.js'))).toBe(true);
  expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
  expect(isChunkLoadFailure(new TypeError('undefined is not a function'))).toBe(false);
});
