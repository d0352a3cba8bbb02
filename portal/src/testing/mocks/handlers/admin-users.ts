import { http, HttpResponse } from 'msw';
import type { AssignableRole, Role, UserDetail, UserListItem, UserPage } from '@/lib/api';
import { clientConfig } from '../data';
import { authenticate } from '../server-state';

/**
 * The administrator's users as the server answers them (server/notary/users): search by name, pin or passport,
 * role and state filters, pages of 20, the details and their changes. Sardor Aliyev of
 * docs/contracts/sandbox.md#demo-people is the administrator (user 3) and Malika Rahimova user 7 (the route tests
 * open /admin/users/7); tests set `caller` to 'citizen' for a 403.
 */

const HEADERS = { 'X-App-Version': clientConfig.appVersion };

/** The server's translated texts (server/notary/locales/users/oz.json). */
export const USER_TEXTS = {
  notaryRecordMissing: "Bu foydalanuvchining JShShIR bilan notarius yozuvi yo'q. Avval «Notariuslar» sahifasida notarius yozuvini yarating",
  ownAdminRole: "O'zingizning administrator rolingizni olib tashlay olmaysiz",
  forbidden: "Bu amalni bajarishga ruxsatingiz yo'q",
};

export const SARDOR_ID = 3;

function person(id: number, fio: string, pin: string, passport: string, roles: Role[], instime: string): UserDetail {
  return {
    id,
    fio,
    login: pin,
    pin,
    passport,
    state: true,
    isdeleted: false,
    roles,
    typeid: 1,
    instime,
    deletedAt: null,
    notary: null,
    actsCount: 0,
    logins: [],
    comments: [],
    firstCommentNumber: null,
  };
}

function demoUsers(): Map<number, UserDetail> {
  const dilnoza = person(1, 'Karimova Dilnoza Rustamovna', '41403850230012', 'AA1234567', ['citizen'], '2026-11-02T06:15:00Z');
  dilnoza.actsCount = 4;
  dilnoza.logins = [
    { at: '2026-11-20T05:00:00Z', action: 'session_opened', result: 'ok', channel: 'browser', address: '10.0.0.7' },
    { at: '2026-11-20T04:59:00Z', action: 'auth', result: 'ok', channel: 'browser', address: '10.0.0.7' },
  ];
  dilnoza.comments = [{ number: 12, author: 'Aliyev Sardor Karimovich', at: '2026-11-21T07:00:00Z', text: 'Pasport yangilandi' }];
  dilnoza.firstCommentNumber = 12;
  const malika = person(7, 'Rahimova Malika', '40209790120025', 'AB7654321', ['citizen', 'notary'], '2026-10-01T06:00:00Z');
  malika.notary = { id: 7, name: 'Rahimova Malika', licenceNumber: 'L-00417' };
  const sardor = person(SARDOR_ID, 'Aliyev Sardor Karimovich', '30501900450028', 'AD2222222', ['citizen', 'admin'], '2026-09-01T06:00:00Z');
  const aziz = person(4, 'Tursunov Aziz', '32107830340017', 'AC1111111', ['citizen'], '2026-11-10T06:00:00Z');
  const users = [dilnoza, malika, sardor, aziz];
  for (let id = 10; id < 35; id += 1) {
    users.push(person(id, `Sinovov${id} Test`, `9000000000${String(id).padStart(4, '0')}`, `ZZ00000${id}`, ['citizen'], '2026-08-01T06:00:00Z'));
  }
  return new Map(users.map((user) => [user.id, user]));
}

export const adminUserMocks = {
  users: demoUsers(),
  caller: 'admin' as 'admin' | 'citizen',
  /** Pins with a notary record (the assign-notary check). */
  notaryPins: new Set(['40209790120025']),
};

/** What the portal asked for. */
export const adminUserRequests = { lists: [] as URLSearchParams[], changes: [] as { id: number; change: string }[] };

export function resetAdminUserMocks(): void {
  adminUserMocks.users = demoUsers();
  adminUserMocks.caller = 'admin';
  adminUserMocks.notaryPins = new Set(['40209790120025']);
  adminUserRequests.lists = [];
  adminUserRequests.changes = [];
}

function answer(request: Request, body: object, status = 200) {
  const fresh = authenticate(request);
  if (!fresh) return HttpResponse.json({ message: 'Access Denied', requestId: 'test' }, { status: 403, headers: HEADERS });
  if (adminUserMocks.caller !== 'admin') return HttpResponse.json({ message: USER_TEXTS.forbidden, code: 'forbidden', requestId: 'test' }, { status: 403, headers: HEADERS });
  return HttpResponse.json(body, { status, headers: HEADERS });
}

const refusal = (text: string) => new HttpResponse(text, { status: 400, headers: { ...HEADERS, 'Content-Type': 'text/plain' } });

const item = ({ id, fio, login, pin, passport, state, isdeleted, roles, typeid, instime }: UserDetail): UserListItem => ({
  id,
  fio,
  login,
  pin,
  passport,
  state,
  isdeleted,
  roles,
  typeid,
  instime,
});

function stateOf(user: UserDetail): string {
  if (user.isdeleted) return 'deleted';
  return user.state ? 'active' : 'inactive';
}

function matches(user: UserDetail, params: URLSearchParams): boolean {
  const words = (params.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = `${user.fio} ${user.pin} ${user.passport}`.toLowerCase();
  const role = params.get('role');
  const byRole = !role || (role === 'citizen' ? user.roles.length === 1 : user.roles.includes(role as Role));
  const state = params.get('state');
  return words.every((word) => haystack.includes(word)) && byRole && (!state || stateOf(user) === state);
}

function list(params: URLSearchParams): UserPage {
  const found = [...adminUserMocks.users.values()].filter((user) => matches(user, params));
  const page = Number(params.get('page') ?? 1);
  const size = Number(params.get('size') ?? 20);
  return { total: found.length, page, size, items: found.slice((page - 1) * size, page * size).map(item) };
}

/** server/notary/users/service.py's rules, for the moves the portal offers. */
function change(user: UserDetail, kind: string, role?: AssignableRole): string | null {
  if (kind === 'assign' && role) {
    if (role === 'notary' && !adminUserMocks.notaryPins.has(user.pin)) return USER_TEXTS.notaryRecordMissing;
    if (!user.roles.includes(role)) user.roles = [...user.roles, role];
  } else if (kind === 'revoke' && role) {
    if (user.id === SARDOR_ID && role === 'admin') return USER_TEXTS.ownAdminRole;
    user.roles = user.roles.filter((held) => held !== role);
  } else if (kind === 'deactivate' || kind === 'activate') {
    user.state = kind === 'activate';
  } else if (kind === 'delete') {
    Object.assign(user, { state: false, isdeleted: true, deletedAt: '2026-11-27T05:00:00Z' });
  }
  return null;
}

function changed(request: Request, id: number, kind: string, role?: AssignableRole) {
  const user = adminUserMocks.users.get(id);
  if (!user) return HttpResponse.json({ message: 'Foydalanuvchi topilmadi', code: null, requestId: 'test' }, { status: 404, headers: HEADERS });
  if (adminUserMocks.caller === 'admin') {
    adminUserRequests.changes.push({ id, change: role ? `${kind}:${role}` : kind });
    const refused = change(user, kind, role);
    if (refused) return refusal(refused);
  }
  return answer(request, user);
}

export const handlers = [
  http.get('/api/admin/users', ({ request }) => {
    const params = new URL(request.url).searchParams;
    adminUserRequests.lists.push(params);
    return answer(request, list(params));
  }),
  http.get('/api/admin/users/:id', ({ request, params }) => {
    const user = adminUserMocks.users.get(Number(params.id));
    if (!user) return HttpResponse.json({ message: 'Foydalanuvchi topilmadi', code: null, requestId: 'test' }, { status: 404, headers: HEADERS });
    return answer(request, user);
  }),
  http.post('/api/admin/users/:id/roles', async ({ request, params }) => {
    const { role } = (await request.json()) as { role: AssignableRole };
    return changed(request, Number(params.id), 'assign', role);
  }),
  http.delete('/api/admin/users/:id/roles/:role', ({ request, params }) => changed(request, Number(params.id), 'revoke', params.role as AssignableRole)),
  http.post('/api/admin/users/:id/:move', ({ request, params }) => {
    if (params.move === 'comments') return undefined;
    return changed(request, Number(params.id), String(params.move));
  }),
  http.post('/api/admin/users/:id/comments', async ({ request, params }) => {
    const user = adminUserMocks.users.get(Number(params.id));
    const { text } = (await request.json()) as { text: string };
    if (user && adminUserMocks.caller === 'admin') {
      const number = 40 + user.comments.length;
      user.comments = [...user.comments, { number, author: 'Aliyev Sardor Karimovich', at: '2026-11-27T05:00:00Z', text: text.trim() }];
      user.firstCommentNumber = user.comments[0]?.number ?? null;
      adminUserRequests.changes.push({ id: user.id, change: `comment:${text}` });
    }
    return answer(request, user ?? {}, 201);
  }),
];
