import { catalogue, expect, test } from './fixtures';

const oz = catalogue('oz');

test('the statistics show a chart and, on request, its table', async ({ page }) => {
  await page.goto('/statistics');
  await expect(page.getByRole('heading', { level: 1, name: oz.pages.statistics.title })).toBeVisible();

  const byType = page.getByRole('region', { name: oz.statistics.by_type });
  const chart = byType.getByRole('img', { name: oz.statistics.chart_label.replace('{{title}}', oz.statistics.by_type) });
  await expect(chart.locator('svg.recharts-surface')).toBeVisible();

  // The segmented control's radios are visually hidden behind their labels.
  await byType.getByText(oz.statistics.view.table, { exact: true }).click();
  const table = byType.getByRole('table', { name: oz.statistics.by_type });
  await expect(table).toBeVisible();
  // The sandbox registry holds one general power of attorney (0001234).
  await expect(table.getByRole('row').filter({ hasText: 'Umumiy ishonchnoma' }).getByRole('cell')).toHaveText('1');
  await expect(chart).toHaveCount(0);
});
