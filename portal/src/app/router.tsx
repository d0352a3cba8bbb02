import type { ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Navigate, type RouteObject, useLocation, useParams, useRoutes } from 'react-router';
import { modeOfPath } from '@/config/env';
import { href, LEGACY_ACT_PATH, modePaths, paths, type RouteName } from '@/config/paths';
import { NavigationHandle } from '@/lib/navigation';
import { lazyPage } from './lazy-page';
import { RequireSession } from './layout/require-session';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

const home = () => import('./routes/home');
const acts = () => import('./routes/acts');
// The list of one's acts and the notary's desk come first for many visitors: without the whole act workflow.
const myActs = () => import('@/features/acts/components/my-acts');
const notaryDesk = () => import('@/features/acts/components/notary-desk');
const admin = () => import('./routes/admin');
const errors = () => import('./routes/errors');
const equeue = () => import('./routes/equeue');
const invitations = () => import('./routes/invitations');
const checkout = () => import('./routes/checkout');
// The identification form follows its page's first screen, but its code is asked for with the page's (a round trip
// less on a slow line); the page does not wait for it, and asks for it again if this fails.
const login = () => {
  import('@/features/identity/components/identification-form').catch(() => undefined);
  return import('./routes/login');
};
const notaries = () => import('./routes/notaries');
const registries = () => import('./routes/registries');
const services = () => import('./routes/services');
const statistics = () => import('./routes/statistics');
const video = () => import('./routes/video-testing');

// The pages a visit starts on need only the texts that come with the app (config/catalogues.ts), and draw without the
// data layer.
const FIRST_PAGE = { texts: [], data: false };
const LOGIN_PAGE = { texts: ['identity' as const], data: false };
const PROFILE_PAGE = { texts: ['identity' as const, 'more' as const] };

/** Every named route's page; the kiosk variants reuse the browser pages inside the kiosk frame. */
const pages: Record<RouteName, ComponentType> = {
  home: lazyPage(home, (m) => m.HomePage, FIRST_PAGE),
  homeIndex: lazyPage(home, (m) => m.HomePage, FIRST_PAGE),
  login: lazyPage(login, (m) => m.LoginPage, LOGIN_PAGE),
  services: lazyPage(services, (m) => m.ServicesPage),
  serviceDetails: lazyPage(services, (m) => m.ServiceDetailsPage),
  serviceCalculator: lazyPage(services, (m) => m.ServiceCalculatorPage),
  serviceEdit: lazyPage(services, (m) => m.ServiceEditPage),
  notaries: lazyPage(notaries, (m) => m.NotariesPage),
  notaryDetails: lazyPage(() => import('./routes/notary-details'), (m) => m.NotaryDetailsPage),
  equeue: lazyPage(equeue, (m) => m.EqueuePage),
  statistics: lazyPage(statistics, (m) => m.StatisticsPage),
  searchProxy: lazyPage(registries, (m) => m.SearchProxyPage),
  searchInheritcase: lazyPage(registries, (m) => m.SearchInheritcasePage),
  updateDict: lazyPage(() => import('./routes/update-dict'), (m) => m.UpdateDictPage),
  searchNotarialAct: lazyPage(registries, (m) => m.SearchNotarialActPage),
  searchBan: lazyPage(registries, (m) => m.SearchBanPage),
  notarialAct: lazyPage(acts, (m) => m.NotarialActPage),
  quickStart: lazyPage(acts, (m) => m.QuickStartPage),
  adminUsers: lazyPage(admin, (m) => m.AdminUsersPage),
  adminUser: lazyPage(admin, (m) => m.AdminUserPage),
  adminNotaries: lazyPage(admin, (m) => m.AdminNotariesPage),
  adminOffices: lazyPage(admin, (m) => m.AdminOfficesPage),
  adminKiosks: lazyPage(admin, (m) => m.AdminKiosksPage),
  adminAudit: lazyPage(admin, (m) => m.AdminAuditPage),
  profile: lazyPage(() => import('./routes/profile'), (m) => m.ProfilePage, PROFILE_PAGE),
  videoTesting: lazyPage(video, (m) => m.VideoTestingPage),
  roomVideoTesting: lazyPage(video, (m) => m.RoomVideoTestingPage),
  forbidden: lazyPage(errors, (m) => m.ForbiddenPage, FIRST_PAGE),
  notFound: lazyPage(errors, (m) => m.NotFoundPage, FIRST_PAGE),
  myActs: lazyPage(myActs, (m) => m.MyActs),
  notaryDesk: lazyPage(notaryDesk, (m) => m.NotaryDesk),
  notaryQueue: lazyPage(equeue, (m) => m.NotaryQueuePage),
  myAct: lazyPage(acts, (m) => m.MyActPage),
  myActMember: lazyPage(acts, (m) => m.MyActMemberPage),
  myActVehicle: lazyPage(acts, (m) => m.MyActVehiclePage),
  myActRealty: lazyPage(acts, (m) => m.MyActRealtyPage),
  myActOtherProperty: lazyPage(acts, (m) => m.MyActOtherPropertyPage),
  invitation: lazyPage(invitations, (m) => m.InvitationPage),
  verify: lazyPage(() => import('./routes/verification'), (m) => m.VerificationPage),
  checkout: lazyPage(checkout, (m) => m.CheckoutPage),
  kioskMain: lazyPage(() => import('./routes/kiosk-menu'), (m) => m.KioskMenuPage),
  kioskLogin: lazyPage(login, (m) => m.LoginPage, LOGIN_PAGE),
  kioskNotarialAct: lazyPage(acts, (m) => m.NotarialActPage),
  kioskQuickStart: lazyPage(acts, (m) => m.QuickStartPage),
  kioskSearchProxy: lazyPage(registries, (m) => m.SearchProxyPage),
  kioskSearchInheritcase: lazyPage(registries, (m) => m.SearchInheritcasePage),
  kioskSearchBan: lazyPage(registries, (m) => m.SearchBanPage),
  kioskEqueue: lazyPage(equeue, (m) => m.EqueuePage),
  kioskMyActs: lazyPage(myActs, (m) => m.MyActs),
  kioskInvitation: lazyPage(invitations, (m) => m.InvitationPage),
  kioskCheckout: lazyPage(checkout, (m) => m.CheckoutPage),
  kioskForbidden: lazyPage(errors, (m) => m.ForbiddenPage, FIRST_PAGE),
  kioskNotFound: lazyPage(errors, (m) => m.NotFoundPage, FIRST_PAGE),
};

/** `/enotarial-act/:uuid` (old links) → `/enotarial_act/:uuid`, keeping the query. */
function LegacyActRedirect() {
  const { uuid = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={href('notarialAct', { uuid }) + search} replace />;
}

/** Unknown kiosk paths go to /kiosk/404, every other unknown path to /404 (docs/contracts/portal.md#unknown-paths). */
function UnknownPath() {
  const { pathname } = useLocation();
  return <Navigate to={modePaths.notFound(modeOfPath(pathname))} replace />;
}

function routesWith(access: 'public' | 'login'): RouteObject[] {
  return (Object.keys(paths) as RouteName[])
    .filter((name) => paths[name].access === access)
    .map((name) => {
      const Page = pages[name];
      return { path: paths[name].path, element: <Page /> };
    });
}

/** The route table; each page shows inside the frame's error boundary and Suspense (layout/root-layout.tsx). */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...routesWith('public'),
      { element: <RequireSession />, children: routesWith('login') },
      { path: LEGACY_ACT_PATH, element: <LegacyActRedirect /> },
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

function Routes() {
  return useRoutes(routes);
}

/** The app inside a router: its routes, and the navigation for code outside React (lib/navigation.ts). */
export function AppRoutes() {
  return (
    <>
      <NavigationHandle />
      {/* The frame's own failures (the kiosk frame's code, a dialog's) get the notice too, without the frame. */}
      <ErrorBoundary FallbackComponent={RouteError}>
        <Routes />
      </ErrorBoundary>
    </>
  );
}
