import { http, HttpResponse } from 'msw';
import { client } from '@/lib/api/client.gen';
import { catalogues } from '@/lib/i18n';
import ozIdentity from '@/locales/identity/oz.json';
import uzHome from '@/locales/home/uz.json';
import { server } from '@/testing/mocks/server';
import { persisted, renderApp, screen, visit } from '@/testing/test-utils';

it('switches the interface to Russian, keeps it after navigation and asks the server in it', async () => {
  const { router, user } = renderApp('/notary');
  await screen.findByRole('heading', { name: catalogues.oz.pages.notaries.title });
  await user.click(screen.getByRole('radio', { name: 'Русский' }));
  expect(await screen.findByRole('heading', { name: catalogues.ru.pages.notaries.title })).toBeInTheDocument();
  expect(persisted().locale).toBe('ru');
  expect(document.documentElement.lang).toBe('ru');

  let language: string | null = null;
  server.use(
    http.get('/api/client-config', ({ request }) => {
      language = request.headers.get('Accept-Language');
      return HttpResponse.json({});
    }),
  );
  await visit(router, '/search_proxy');
  expect(await screen.findByRole('heading', { name: catalogues.ru.pages.searchProxy.title })).toBeInTheDocument();
  await client.get({ url: '/api/client-config', throwOnError: true });
  expect(language).toBe('ru');
});

it('starts in the stored locale (Uzbek Cyrillic) and offers all three languages', async () => {
  persisted().setLocale('uz');
  renderApp('/');
  expect(await screen.findByRole('heading', { name: uzHome.title })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('uz-Cyrl');
  for (const name of ['O‘zbekcha', 'Ўзбекча', 'Русский']) expect(screen.getByRole('radio', { name })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Ўзбекча' })).toBeChecked();
});

it('shows the trust notice with helpline 1008 on every page, kiosk included', async () => {
  const { router } = renderApp('/');
  expect(await screen.findByRole('note', { name: catalogues.oz.trust.title })).toHaveTextContent('1008');
  await visit(router, '/kiosk/auth');
  await screen.findByRole('heading', { name: ozIdentity.page_title });
  expect(screen.getByRole('note', { name: catalogues.oz.trust.title })).toHaveTextContent(catalogues.oz.trust.message);
});
