import ozKiosk from '@/locales/kiosk/oz.json';
import { renderApp, screen, within } from '@/testing/test-utils';

/**
 * docs/contracts/portal.md#kiosk-menu: exactly these items, each to its kiosk variant (new acts open in creation mode
 * with their type).
 */
const KIOSK_MENU = [
  [ozKiosk.items.vehicle_sale, '/kiosk/enotarial_act/-1?type=1&quick=1'],
  [ozKiosk.items.spouse_consent, '/kiosk/enotarial_act/-1?type=15003&quick=1'],
  [ozKiosk.items.minor_travel_consent, '/kiosk/enotarial_act/-1?type=15034&quick=1'],
  [ozKiosk.items.search_ban, '/kiosk/search_ban'],
  [ozKiosk.items.equeue, '/kiosk/equeue'],
  [ozKiosk.items.search_proxy, '/kiosk/search_proxy'],
  [ozKiosk.items.search_inheritcase, '/kiosk/search_inheritcase'],
  [ozKiosk.items.my_notarial_act, '/kiosk/my_notarial_act'],
];

it('has exactly the kiosk items of the contract, each leading to its kiosk page', async () => {
  renderApp('/kiosk', { session: {} });
  expect(await screen.findByRole('heading', { level: 1, name: ozKiosk.menu_title })).toBeInTheDocument();
  const main = screen.getByRole('main');
  const links = within(main).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(KIOSK_MENU);
  expect(within(main).getByText('Xush kelibsiz, Dilnoza!')).toBeInTheDocument();
});

it('groups the acts to create apart from the checks and services', async () => {
  renderApp('/kiosk', { session: {} });
  const acts = await screen.findByRole('region', { name: ozKiosk.sections.acts });
  expect(within(acts).getAllByRole('link')).toHaveLength(3);
  expect(within(screen.getByRole('region', { name: ozKiosk.sections.services })).getAllByRole('link')).toHaveLength(5);
});

it('is in the language the visitor chose', async () => {
  const { user } = renderApp('/kiosk', { session: {} });
  await screen.findByRole('heading', { level: 1, name: ozKiosk.menu_title });
  await user.click(screen.getByRole('radio', { name: /рус/i }));
  expect(await screen.findByRole('link', { name: 'Проверка доверенности' })).toBeInTheDocument();
});
