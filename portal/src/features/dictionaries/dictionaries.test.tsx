import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { useDictionaryCache } from '@/lib/dictionaries';
import { catalogues } from '@/lib/i18n';
import texts from '@/locales/dictionaries/oz.json';
import { dictionaryHandlers, dictionariesOf } from '@/testing/mocks/handlers/dictionaries';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const oz = catalogues.oz;

/** Counts the calls of the full download, the one the cache exists to avoid. */
function countDownloads() {
  const downloads = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/dict') downloads.count += 1;
  });
  return downloads;
}

afterEach(() => server.events.removeAllListeners());

it('downloads the dictionaries once and shows the kept version, its date and the server version', async () => {
  const downloads = countDownloads();
  renderApp('/update_dict');
  expect(await screen.findByRole('heading', { level: 1, name: oz.pages.updateDict.title })).toBeInTheDocument();
  const kept = await screen.findByRole('region', { name: texts.kept_title });
  await within(kept).findByText(texts.up_to_date);
  expect(within(kept).getAllByText('39289bbc626aab8b')).toHaveLength(2);
  const { cached } = useDictionaryCache.getState();
  expect(cached?.dictionaries.version).toBe('39289bbc626aab8b');
  expect(kept).toHaveTextContent(dayjs(cached?.savedAt).format('DD.MM.YYYY HH:mm:ss'));
  expect(downloads.count).toBe(1);

  const contents = screen.getByRole('table', { name: texts.contents });
  expect(within(contents).getByRole('rowheader', { name: texts.counts.districts }).closest('tr')).toHaveTextContent('3');
});

it('uses the kept copy while the server has the same version', async () => {
  useDictionaryCache.getState().save(dictionariesOf('39289bbc626aab8b'));
  const downloads = countDownloads();
  renderApp('/update_dict');
  await screen.findByText(texts.up_to_date);
  expect(downloads.count).toBe(0);
});

it('downloads again when the server has a new version', async () => {
  useDictionaryCache.getState().save(dictionariesOf('old-version'));
  server.use(...dictionaryHandlers('new-version'));
  renderApp('/update_dict');
  await screen.findAllByText('new-version');
  await waitFor(() => expect(useDictionaryCache.getState().cached?.dictionaries.version).toBe('new-version'));
  expect(screen.queryByText('old-version')).not.toBeInTheDocument();
});

it('refreshes them on demand', async () => {
  const downloads = countDownloads();
  const { user } = renderApp('/update_dict');
  await screen.findByText(texts.up_to_date);
  await user.click(screen.getByRole('button', { name: texts.refresh }));
  expect(await screen.findByText(texts.refreshed)).toBeInTheDocument();
  expect(downloads.count).toBe(2);
});

it('tells why a browser that keeps none could not have them, and asks again', async () => {
  server.use(http.get('/api/dict', () => new HttpResponse(null, { status: 500 }), { once: true }));
  const { user } = renderApp('/update_dict');
  const alert = await screen.findByRole('alert', { name: oz.errors.dictionaries_failed });
  expect(alert).toHaveTextContent(oz.errors.system);
  await user.click(within(alert).getByRole('button', { name: oz.errors.try_again }));
  expect(await screen.findByText(texts.up_to_date)).toBeInTheDocument();
  expect(screen.queryByRole('alert', { name: oz.errors.dictionaries_failed })).not.toBeInTheDocument();
});

it('asks the version again when that check failed first', async () => {
  server.use(http.get('/api/dict/version', () => HttpResponse.error(), { once: true }));
  const { user } = renderApp('/update_dict');
  const alert = await screen.findByRole('alert', { name: oz.errors.dictionaries_failed });
  expect(alert).toHaveTextContent(oz.errors.network);
  await user.click(within(alert).getByRole('button', { name: oz.errors.try_again }));
  expect(await screen.findByText(texts.up_to_date)).toBeInTheDocument();
});
