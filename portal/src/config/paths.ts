import { generatePath } from 'react-router';
import type { Mode } from './env';

/**
 * `login`: the page needs a session (docs/contracts/portal.md#routes); in kiosk mode every page but the login and
 * error pages does.
 */
export type Access = 'public' | 'login';

interface RouteSpec {
  readonly path: string;
  readonly access: Access;
}

/** The one route table (docs/contracts/portal.md#routes). router.tsx gives each name its page. */
export const paths = {
  home: { path: '/', access: 'public' },
  homeIndex: { path: '/index', access: 'public' },
  login: { path: '/auth', access: 'public' },
  services: { path: '/na_details', access: 'public' },
  serviceDetails: { path: '/na_details/:id', access: 'public' },
  serviceCalculator: { path: '/na_details/calc/:nadid', access: 'public' },
  serviceEdit: { path: '/na_details/:id/edit', access: 'login' },
  notaries: { path: '/notary', access: 'public' },
  notaryDetails: { path: '/notary/:id', access: 'public' },
  equeue: { path: '/equeue', access: 'login' },
  statistics: { path: '/statistics', access: 'public' },
  searchProxy: { path: '/search_proxy', access: 'public' },
  searchInheritcase: { path: '/search_inheritcase', access: 'public' },
  updateDict: { path: '/update_dict', access: 'public' },
  searchNotarialAct: { path: '/search_notarial_act', access: 'public' },
  searchBan: { path: '/search_ban', access: 'login' },
  notarialAct: { path: '/enotarial_act/:uuid', access: 'login' },
  quickStart: { path: '/enotarial_act/:uuid/quick_start', access: 'login' },
  adminUsers: { path: '/admin/users', access: 'login' },
  adminUser: { path: '/admin/users/:id', access: 'login' },
  /** The ministry's administration beyond users (our addition): notaries, offices, the kiosk fleet, the audit log. */
  adminNotaries: { path: '/admin/notaries', access: 'login' },
  adminOffices: { path: '/admin/offices', access: 'login' },
  adminKiosks: { path: '/admin/kiosks', access: 'login' },
  adminAudit: { path: '/admin/audit', access: 'login' },
  profile: { path: '/profile', access: 'login' },
  videoTesting: { path: '/video_testing', access: 'public' },
  roomVideoTesting: { path: '/room_video_testing', access: 'public' },
  forbidden: { path: '/403', access: 'public' },
  notFound: { path: '/404', access: 'public' },
  myActs: { path: '/my_notarial_act', access: 'login' },
  notaryDesk: { path: '/notary_desk', access: 'login' },
  /** The notary's day of the electronic queue: the bookings of a day with their moves (our addition). */
  notaryQueue: { path: '/notary_desk/queue', access: 'login' },
  myAct: { path: '/my_notarial_act/:rid', access: 'login' },
  myActMember: { path: '/my_notarial_act/:rid/member/:id', access: 'login' },
  myActVehicle: { path: '/my_notarial_act/:rid/auto/:id', access: 'login' },
  myActRealty: { path: '/my_notarial_act/:rid/realty/:id', access: 'login' },
  myActOtherProperty: { path: '/my_notarial_act/:rid/other/:id', access: 'login' },
  /**
   * The invitation approval screen the SMS link `<origin>/invitation/<token>` opens; `:id` is the invitation's token.
   * It needs a session, so a logged-out visitor's path is remembered through the login.
   */
  invitation: { path: '/invitation/:id', access: 'login' },
  /**
   * The page the QR on every page of a print form opens (`<origin>/verify/<code>`, docs/contracts/acts.md#verification):
   * anyone may check a registered act there, without logging in.
   */
  verify: { path: '/verify/:code', access: 'public' },
  /** The sandbox gateway's checkout page for one invoice (`?return=` leads back to the act). */
  checkout: { path: '/payment/checkout/:token', access: 'login' },
  kioskMain: { path: '/kiosk', access: 'login' },
  kioskLogin: { path: '/kiosk/auth', access: 'public' },
  kioskNotarialAct: { path: '/kiosk/enotarial_act/:uuid', access: 'login' },
  kioskQuickStart: { path: '/kiosk/enotarial_act/:uuid/quick_start', access: 'login' },
  kioskSearchProxy: { path: '/kiosk/search_proxy', access: 'login' },
  kioskSearchInheritcase: { path: '/kiosk/search_inheritcase', access: 'login' },
  kioskSearchBan: { path: '/kiosk/search_ban', access: 'login' },
  kioskEqueue: { path: '/kiosk/equeue', access: 'login' },
  kioskMyActs: { path: '/kiosk/my_notarial_act', access: 'login' },
  kioskInvitation: { path: '/kiosk/invitation/:id', access: 'login' },
  kioskCheckout: { path: '/kiosk/payment/checkout/:token', access: 'login' },
  kioskForbidden: { path: '/kiosk/403', access: 'public' },
  kioskNotFound: { path: '/kiosk/404', access: 'public' },
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof paths;

/** The old spelling of the act link, still found in SMS invitations; it redirects to `notarialAct`. */
export const LEGACY_ACT_PATH = '/enotarial-act/:uuid';

export function href(name: RouteName, params: Record<string, string | number> = {}): string {
  const stringParams = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return generatePath(paths[name].path, stringParams);
}

/** The variant of a page for the current mode. */
export const modePaths = {
  login: (mode: Mode) => (mode === 'kiosk' ? paths.kioskLogin.path : paths.login.path),
  home: (mode: Mode) => (mode === 'kiosk' ? paths.kioskMain.path : paths.home.path),
  forbidden: (mode: Mode) => (mode === 'kiosk' ? paths.kioskForbidden.path : paths.forbidden.path),
  notFound: (mode: Mode) => (mode === 'kiosk' ? paths.kioskNotFound.path : paths.notFound.path),
  myActs: (mode: Mode) => (mode === 'kiosk' ? paths.kioskMyActs.path : paths.myActs.path),
};

/** Main page paths: the wanted path is never remembered for these (docs/contracts/portal.md#navigation-rules). */
const MAIN_PAGE_PATHS: readonly string[] = [paths.home.path, paths.homeIndex.path];

/** Pages nobody "wants" to come back to after logging in. */
export const NOT_REMEMBERED_PATHS: readonly string[] = [
  ...MAIN_PAGE_PATHS,
  paths.login.path,
  paths.kioskLogin.path,
  paths.forbidden.path,
  paths.notFound.path,
  paths.kioskForbidden.path,
  paths.kioskNotFound.path,
];
