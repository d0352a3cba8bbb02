import { http, HttpResponse } from 'msw';
import type { Action, ActionBody, ActCreate, ActListItem, ActPublic, Desk } from '@/lib/api';
import { clientConfig } from '../data';
import { authenticate } from '../server-state';

/**
 * The act workflow as the server answers it (server/notary/acts): the caller's list on two tabs with the filters,
 * creating an act, an act with exactly the actions the server allows, the actions themselves and the notary's desk.
 * Tests read `actRequests` to see what the portal asked for and change `actMocks` to set the scene.
 */

const HEADERS = { 'X-App-Version': clientConfig.appVersion };
const TYPE_NAME = 'Avtotransport vositasi oldi-sotdi shartnomasi';

export const DRAFT_UUID = '3f1c2a9e-0000-4000-8000-000000000001';
export const IN_PROGRESS_UUID = '3f1c2a9e-0000-4000-8000-000000000002';
export const REGISTERED_UUID = '3f1c2a9e-0000-4000-8000-000000000003';
export const NEW_UUID = '3f1c2a9e-0000-4000-8000-0000000000aa';
/** The one uuid the mock server does not know (418 uuid_not_found); any other unknown uuid is a draft of the caller. */
export const MISSING_UUID = '3f1c2a9e-0000-4000-8000-0000000000ff';

function listItem(fields: Partial<ActListItem> & Pick<ActListItem, 'uuid' | 'rid' | 'step' | 'state'>): ActListItem {
  return {
    type: 1,
    typeName: TYPE_NAME,
    registration_type: 1,
    regnum: null,
    regdate: null,
    notary: 'Rahimova Malika Anvarovna',
    office: 'Mirobod tumani 1-davlat notarial idorasi',
    createdAt: '2026-11-20T09:15:00+05:00',
    ...fields,
  };
}

const LIST: ActListItem[] = [
  listItem({ uuid: DRAFT_UUID, rid: 101, step: 1, state: 'draft', createdAt: '2026-11-22T10:00:00+05:00' }),
  listItem({ uuid: IN_PROGRESS_UUID, rid: 102, step: 3, state: 'in_progress', createdAt: '2026-11-21T11:00:00+05:00' }),
  listItem({
    uuid: REGISTERED_UUID,
    rid: 103,
    step: 9,
    state: 'registered',
    regnum: '2026-0001234',
    regdate: '2026-11-18',
    notary: 'Aliyev Rustam Karimovich',
    office: 'Yunusobod tumani 1-davlat notarial idorasi',
    createdAt: '2026-11-15T08:30:00+05:00',
  }),
];

/** Tab 2 (awaiting the caller's decision) holds the act at step 3. */
const DECISION_UUIDS = new Set([IN_PROGRESS_UUID]);

function actOf(item: ActListItem, actions: string[]): ActPublic {
  return {
    uuid: item.uuid,
    rid: item.rid,
    type: item.type,
    step: item.step,
    state: item.state,
    registration_type: item.registration_type,
    notary: { id: 7, fullname: item.notary, office: item.office },
    parties: [
      { id: 1, role: 'seller', pin: '41403850230012', fullname: 'Karimova Dilnoza', applicant: true, status: 'accepted' },
      { id: 2, role: 'buyer', pin: '32107830340017', fullname: 'Toshmatov Jasur', applicant: false, status: null },
    ],
    subjects: [],
    invoices: [],
    visit: null,
    regnum: item.regnum,
    regdate: item.regdate,
    verification_code: item.regnum ? 'VX-1234' : null,
    actions,
  };
}

/** What the mock server holds; reset before each test. */
export const actMocks = {
  acts: new Map<string, ActPublic>(),
  /** An action answered with this status and text instead of being done. */
  refusals: new Map<Action, { status: 400 | 409; text: string }>(),
  desk: null as Desk | null,
};

/** Every call the portal made: list queries, created acts, actions with their bodies. */
export const actRequests = {
  lists: [] as URLSearchParams[],
  creates: [] as ActCreate[],
  actions: [] as { uuid: string; action: string; body: ActionBody }[],
  desks: [] as URLSearchParams[],
};

export function resetActMocks(): void {
  actMocks.acts = new Map([
    [DRAFT_UUID, actOf(LIST[0] as ActListItem, ['send_for_check', 'delete'])],
    [IN_PROGRESS_UUID, actOf(LIST[1] as ActListItem, ['confirm', 'return_to_preparation', 'step_back', 'annul'])],
    [REGISTERED_UUID, actOf(LIST[2] as ActListItem, [])],
  ]);
  actMocks.refusals.clear();
  actMocks.desk = {
    steps: [
      { step: 1, count: 0, notaryDecides: false },
      { step: 2, count: 3, notaryDecides: true },
      { step: 3, count: 1, notaryDecides: false },
      { step: 4, count: 2, notaryDecides: true },
    ],
    items: [LIST[0] as ActListItem, LIST[1] as ActListItem],
  };
  actRequests.lists = [];
  actRequests.creates = [];
  actRequests.actions = [];
  actRequests.desks = [];
}
resetActMocks();

/** Other tests open act pages with uuids of their own: the mock server treats them as the caller's drafts. */
function findAct(uuid: string): ActPublic | null {
  if (uuid === MISSING_UUID) return null;
  return actMocks.acts.get(uuid) ?? actOf(listItem({ uuid, rid: 900, step: 1, state: 'draft' }), []);
}

const notFound = () =>
  HttpResponse.json({ message: 'Not found', code: 'uuid_not_found', requestId: 'test' }, { status: 418, headers: HEADERS });

const accessDenied = () => HttpResponse.json({ message: 'Access Denied', requestId: 'test' }, { status: 403, headers: HEADERS });

function answer(request: Request, body: object, status = 200) {
  const fresh = authenticate(request.headers.get('Authorization'));
  if (!fresh) return null;
  return HttpResponse.json(body, { status, headers: { ...HEADERS, Authorization: `Bearer ${fresh}` } });
}

function listActs(query: URLSearchParams) {
  const tab = query.get('tab') ?? '1';
  const state = query.get('state');
  const step = query.get('step');
  const regnum = query.get('regnum');
  const type = query.get('type');
  const page = Number(query.get('page') ?? 1);
  const size = Number(query.get('size') ?? 20);
  const found = LIST.filter(
    (item) =>
      (tab === '2') === DECISION_UUIDS.has(item.uuid) &&
      (!state || item.state === state) &&
      (!step || item.step === Number(step)) &&
      (!regnum || item.regnum === regnum) &&
      (!type || item.type === Number(type)),
  );
  return { items: found.slice((page - 1) * size, page * size), total: found.length, page, size };
}

const AFTER: Partial<Record<Action, (act: ActPublic) => ActPublic>> = {
  annul: (act) => ({ ...act, state: 'annulled', actions: [] }),
  confirm: (act) => ({ ...act, step: 4, actions: ['annul'] }),
  send_for_check: (act) => ({ ...act, step: 2, state: 'in_progress', actions: ['return_to_preparation', 'annul'] }),
  step_back: (act) => ({ ...act, step: Math.max(1, act.step - 1) }),
  return_to_preparation: (act) => ({ ...act, step: 1, actions: ['send_for_check'] }),
  delete: (act) => ({ ...act, state: 'deleted', actions: [] }),
};

export const handlers = [
  http.get('/api/notarial_act/desk', ({ request }) => {
    const query = new URL(request.url).searchParams;
    actRequests.desks.push(query);
    const desk = actMocks.desk;
    if (!desk) return HttpResponse.json({ message: 'Forbidden', requestId: 'test' }, { status: 403, headers: HEADERS });
    const step = query.get('step');
    const items = step ? desk.items.filter((item) => item.step === Number(step)) : desk.items;
    return answer(request, { ...desk, items }) ?? accessDenied();
  }),
  http.get('/api/notarial_act', ({ request }) => {
    const query = new URL(request.url).searchParams;
    actRequests.lists.push(query);
    return answer(request, listActs(query)) ?? accessDenied();
  }),
  http.post('/api/notarial_act', async ({ request }) => {
    const body = (await request.json()) as ActCreate;
    actRequests.creates.push(body);
    const created: ActPublic = {
      ...actOf(listItem({ uuid: NEW_UUID, rid: 200, step: 1, state: 'draft' }), ['delete']),
      registration_type: body.registration_type ?? 1,
      parties: [{ id: 1, role: 'applicant', pin: '41403850230012', fullname: 'Karimova Dilnoza', applicant: true, status: 'accepted' }],
    };
    actMocks.acts.set(NEW_UUID, created);
    return answer(request, created, 201) ?? accessDenied();
  }),
  http.get('/api/notarial_act/:uuid', ({ request, params }) => {
    const act = findAct(String(params.uuid));
    if (!act) return notFound();
    return answer(request, act) ?? accessDenied();
  }),
  http.post('/api/notarial_act/:uuid/actions/:action', async ({ request, params }) => {
    const uuid = String(params.uuid);
    const action = String(params.action) as Action;
    const body = ((await request.json().catch(() => ({}))) ?? {}) as ActionBody;
    actRequests.actions.push({ uuid, action, body });
    const act = findAct(uuid);
    if (!act) return notFound();
    const refusal = actMocks.refusals.get(action);
    if (refusal || !act.actions.includes(action)) {
      const { status, text } = refusal ?? { status: 409, text: 'Bu amal hozir mumkin emas' };
      return new HttpResponse(text, { status, headers: { ...HEADERS, 'Content-Type': 'text/plain' } });
    }
    const next = (AFTER[action] ?? ((same: ActPublic) => same))(act);
    actMocks.acts.set(uuid, next);
    return answer(request, next) ?? accessDenied();
  }),
];
