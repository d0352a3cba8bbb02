import { http, HttpResponse } from 'msw';
import { catalogues } from '@/lib/i18n';
import texts from '@/locales/statistics/oz.json';
import { statistics } from '@/testing/mocks/handlers/statistics';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, within } from '@/testing/test-utils';

const oz = catalogues.oz;

it('shows the total and each breakdown as a chart, with its numbers as a table', async () => {
  const { user } = renderApp('/statistics');
  expect(await screen.findByRole('heading', { level: 1, name: oz.pages.statistics.title })).toBeInTheDocument();
  expect((await screen.findByText(texts.total)).nextElementSibling).toHaveTextContent(/^2$/);

  const byType = screen.getByRole('region', { name: texts.by_type });
  expect(within(byType).getByRole('img', { name: texts.chart_label.replace('{{title}}', texts.by_type) })).toBeInTheDocument();
  expect(within(byType).queryByRole('table')).not.toBeInTheDocument();

  await user.click(within(byType).getByRole('radio', { name: texts.view.table }));
  const table = within(byType).getByRole('table', { name: texts.by_type });
  expect(within(table).getByRole('columnheader', { name: texts.columns.type })).toBeInTheDocument();
  const row = within(table).getByRole('rowheader', { name: 'Umumiy ishonchnoma' }).closest('tr') as HTMLElement;
  expect(within(row).getByRole('cell')).toHaveTextContent(/^1$/);
  const sum = within(table).getByRole('rowheader', { name: texts.sum }).closest('tr') as HTMLElement;
  expect(within(sum).getByRole('cell')).toHaveTextContent(/^2$/);
  expect(within(byType).queryByRole('img')).not.toBeInTheDocument();
});

it('names the months in the interface language', async () => {
  const { user } = renderApp('/statistics');
  const byMonth = await screen.findByRole('region', { name: texts.by_month });
  await user.click(within(byMonth).getByRole('radio', { name: texts.view.table }));
  const october = within(byMonth).getByRole('rowheader', { name: 'Okt 2026' }).closest('tr') as HTMLElement;
  expect(within(october).getByRole('cell')).toHaveTextContent(/^3$/);
  expect(within(byMonth).getAllByRole('row')).toHaveLength(statistics.byMonth.length + 2);
});

it('says so when no act is registered yet', async () => {
  server.use(http.get('/api/statistics', () => HttpResponse.json({ ...statistics, total: 0, byType: [], byRegion: [], byMonth: [] })));
  renderApp('/statistics');
  expect(await screen.findByText(texts.empty)).toBeInTheDocument();
});
