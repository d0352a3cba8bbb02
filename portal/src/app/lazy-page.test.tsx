import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { catalogues, i18n } from '@/lib/i18n';
import { ChunkLoadError, isChunkLoadFailure, lazyPage } from './lazy-page';
import { RouteError } from './route-error';

const Page = () => <h1>Loaded</h1>;

it('gives the page component of a loaded module', async () => {
  const loader = lazyPage(() => Promise.resolve({ Page }), (module) => module.Page);
  expect((await loader()).Component).toBe(Page);
});

it('fails with a chunk-load error when the code does not arrive in time', async () => {
  const loader = lazyPage(() => new Promise<{ Page: typeof Page }>(() => undefined), (module) => module.Page, 20);
  await expect(loader()).rejects.toBeInstanceOf(ChunkLoadError);
});

it('shows the timeout error with a reload button when a page chunk fails', async () => {
  const failing = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), () => Page);
  const router = createMemoryRouter([{ path: '/', lazy: failing, errorElement: <RouteError /> }]);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(catalogues.oz.errors.chunk_timeout);
  expect(screen.getByText(catalogues.oz.errors.chunk_stale)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: catalogues.oz.errors.reload })).toBeInTheDocument();
});

it('counts a part loaded on demand whose file did not arrive as a chunk failure, not a page error', () => {
  expect(isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/kiosk-shell.js'))).toBe(true);
  expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
  expect(isChunkLoadFailure(new TypeError('undefined is not a function'))).toBe(false);
});
