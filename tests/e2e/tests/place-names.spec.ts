import { expect, test } from './fixtures';

/**
 * Malika Rahimova's office (server/notary/sandbox/directory.py): its address is stored in Latin, the Uzbek Cyrillic and
 * Russian interfaces show its Cyrillic (docs/glossary.md, place text).
 */
const MALIKA = { oz: 'Rahimova Malika Anvarovna', cyrillic: 'Раҳимова Малика Анваровна' };
const ADDRESS = {
  oz: "Toshkent sh., Mirobod tumani, Amir Temur ko'chasi, 15-uy",
  cyrillic: 'Тошкент ш., Миробод тумани, Амир Темур кўчаси, 15-уй',
};

test('the notary list and an office show the address in the script of the interface', async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
  await page.goto(`/notary?q=${encodeURIComponent('Rahimova Malika')}`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: MALIKA.oz }) });
  await expect(card.getByText(ADDRESS.oz, { exact: true })).toBeVisible();

  await page.getByText('Ўзбекча', { exact: true }).click();
  const cyrillicCard = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: MALIKA.cyrillic }) });
  await expect(cyrillicCard.getByText(ADDRESS.cyrillic, { exact: true })).toBeVisible();
  await expect(page.getByText(ADDRESS.oz)).toHaveCount(0);

  await page.getByText('Русский', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(cyrillicCard.getByText(ADDRESS.cyrillic, { exact: true })).toBeVisible();

  // The office on the details page: the Russian district, the Uzbek Cyrillic address.
  await cyrillicCard.getByRole('link', { name: MALIKA.cyrillic }).click();
  await expect(page.getByRole('heading', { level: 1, name: MALIKA.cyrillic })).toBeVisible();
  await expect(page.getByText('Мирабадский район, город Ташкент', { exact: true })).toBeVisible();
  await expect(page.getByText(ADDRESS.cyrillic, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(ADDRESS.oz)).toHaveCount(0);
});
