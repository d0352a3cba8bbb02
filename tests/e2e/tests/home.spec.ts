import { catalogue, expect, test } from './fixtures';

const oz = catalogue('oz');

test('the main page shows the carousel, the capability tiles and the trust notice', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: oz.home.title })).toBeVisible();

  const carousel = page.getByRole('region', { name: oz.home.carousel.label });
  await expect(carousel.getByRole('heading', { name: oz.home.carousel.slides.online.title })).toBeVisible();
  await carousel.getByRole('button', { name: oz.home.carousel.next }).click();
  await expect(carousel.getByRole('heading', { name: oz.home.carousel.slides.video.title })).toBeInViewport();

  const tiles = page.getByRole('region', { name: oz.home.tiles_title });
  await expect(tiles.getByRole('link')).toHaveCount(Object.keys(oz.home.tiles).length);
  await expect(tiles.getByRole('link', { name: new RegExp(oz.menu.searchProxy) })).toHaveAttribute('href', '/search_proxy');

  const notice = page.getByRole('note', { name: oz.trust.title });
  await expect(notice).toContainText(oz.trust.message);
  await expect(notice).toContainText('1008');

  await tiles.getByRole('link', { name: new RegExp(oz.menu.services) }).click();
  await expect(page).toHaveURL(/\/na_details$/);
});
