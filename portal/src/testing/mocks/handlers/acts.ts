import { http, HttpResponse } from 'msw';
import type { Action, ActionBody, ActCreate, ActListItem, ActPublic, ActTermsInput, ActTermsOutput, Desk, PartyPublic } from '@/lib/api';
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

type PartyCore = Pick<PartyPublic, 'id' | 'role' | 'pin' | 'fullname' | 'applicant' | 'status'>;

/** What a person's party holds beyond its core when nothing is said: in person, no representation, no interpreter. */
export const PERSON_PARTY = {
  reason: '',
  party_class: 'physical',
  inn: null,
  organisation: null,
  participation: 'in_person',
  phone: '901234567',
  document_type: 46,
  represented_party_id: null,
  guardian_body: '',
  interpreter: false,
  translate_from: null,
  translate_to: null,
  invitation: null,
} as const satisfies Omit<PartyPublic, keyof PartyCore>;

function party(core: PartyCore): PartyPublic {
  return { ...PERSON_PARTY, ...core };
}

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
      party({ id: 1, role: 'seller', pin: '41403850230012', fullname: 'Karimova Dilnoza', applicant: true, status: 'accepted' }),
      party({ id: 2, role: 'buyer', pin: '32107830340017', fullname: 'Toshmatov Jasur', applicant: false, status: null }),
    ],
    subjects: [],
    terms: {},
    terms_groups: [],
    rights: [],
    notes: [],
    changes: [],
    party_roles: [],
    juridical_roles: [],
    needed_roles: [],
    subject_kinds: [],
    missing: [],
    invoices: [],
    visit: null,
    regnum: item.regnum,
    regdate: item.regdate,
    verification_code: item.regnum ? 'VX-1234' : null,
    actions,
  };
}

/**
 * An act of the caller's at a later step, for the tests of payment and registration to set the scene:
 * `actMocks.acts.set(uuid, stagedAct(uuid, 7, ['annul'], { invoices }))`.
 */
export function stagedAct(uuid: string, step: number, actions: string[], fields: Partial<ActPublic> = {}): ActPublic {
  const state = step === 9 ? 'registered' : 'in_progress';
  return { ...actOf(listItem({ uuid, rid: 300 + step, step, state }), actions), ...fields };
}

/** What the mock server holds; reset before each test. */
export const actMocks = {
  acts: new Map<string, ActPublic>(),
  /** An action answered with this status and text instead of being done. */
  refusals: new Map<Action, { status: 400 | 409; text: string }>(),
  /** `PUT …/terms` answered with this status and text (a business rule) instead of setting them. */
  termsRefusal: null as { status: 400 | 409; text: string } | null,
  /** `PUT …/attachment` answered with this status and text instead of keeping the file. */
  attachmentRefusal: null as { status: 400 | 409; text: string } | null,
  desk: null as Desk | null,
  /** What a created act is like beyond the default draft (its type's needs, its actions). */
  createdAs: {} as Partial<ActPublic>,
};

/** Every call the portal made: list queries, created acts, actions with their bodies. */
export const actRequests = {
  lists: [] as URLSearchParams[],
  creates: [] as ActCreate[],
  actions: [] as { uuid: string; action: string; body: ActionBody }[],
  desks: [] as URLSearchParams[],
  terms: [] as { uuid: string; body: ActTermsInput }[],
  attachments: [] as { uuid: string; type: string; size: number }[],
};

export function resetActMocks(): void {
  actMocks.acts = new Map([
    [DRAFT_UUID, actOf(LIST[0] as ActListItem, ['send_for_check', 'delete'])],
    [IN_PROGRESS_UUID, actOf(LIST[1] as ActListItem, ['confirm', 'return_to_preparation', 'step_back', 'annul'])],
    [REGISTERED_UUID, actOf(LIST[2] as ActListItem, [])],
  ]);
  actMocks.refusals.clear();
  actMocks.termsRefusal = null;
  actMocks.attachmentRefusal = null;
  actMocks.createdAs = {};
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
  actRequests.terms = [];
  actRequests.attachments = [];
}
resetActMocks();

/** What the act still lacks, as the server's type_rules.missing lists it to the applicant preparing it. */
function withMissing(act: ActPublic): ActPublic {
  if (!act.changes.includes('parties')) return act;
  const missing: ActPublic['missing'] = [];
  if (act.terms_groups.some((group) => !act.terms[group])) missing.push({ item: 'terms', role: null });
  const roles = new Set(act.parties.map((one) => one.role));
  for (const role of act.needed_roles) if (!roles.has(role)) missing.push({ item: 'party', role });
  if (act.subject_kinds.length > 0 && !act.subjects.some((subject) => act.subject_kinds.includes(subject.kind))) {
    missing.push({ item: 'subject', role: null });
  }
  if (act.attachment_needed && !act.attachment) missing.push({ item: 'attachment', role: null });
  return { ...act, missing };
}

/** Other tests open act pages with uuids of their own: the mock server treats them as the caller's drafts. */
function findAct(uuid: string): ActPublic | null {
  if (uuid === MISSING_UUID) return null;
  return actMocks.acts.get(uuid) ?? actOf(listItem({ uuid, rid: 900, step: 1, state: 'draft' }), []);
}

const notFound = () =>
  HttpResponse.json({ message: 'Not found', code: 'uuid_not_found', requestId: 'test' }, { status: 418, headers: HEADERS });

const accessDenied = () => HttpResponse.json({ message: 'Access Denied', requestId: 'test' }, { status: 403, headers: HEADERS });

function answer(request: Request, body: object, status = 200) {
  const fresh = authenticate(request);
  if (!fresh) return null;
  return HttpResponse.json(body, { status, headers: HEADERS });
}

/**
 * The ids behind the names of the list (the notaries and offices of the directory mock, notaries.ts and
 * /api/notary-offices), for the office and notary filters.
 */
const NOTARY_IDS: Record<string, number> = { 'Rahimova Malika Anvarovna': 7, 'Aliyev Rustam Karimovich': 8 };
const OFFICE_IDS: Record<string, number> = {
  'Mirobod tumani 1-davlat notarial idorasi': 3,
  'Yunusobod tumani 1-davlat notarial idorasi': 4,
};

function listActs(query: URLSearchParams) {
  const tab = query.get('tab') ?? '1';
  const state = query.get('state');
  const step = query.get('step');
  const regnum = query.get('regnum');
  const type = query.get('type');
  const office = query.get('office');
  const notary = query.get('notary');
  const dateFrom = query.get('date_from');
  const dateTo = query.get('date_to');
  const page = Number(query.get('page') ?? 1);
  const size = Number(query.get('size') ?? 20);
  const found = LIST.filter(
    (item) =>
      (tab === '2') === DECISION_UUIDS.has(item.uuid) &&
      (!state || item.state === state) &&
      (!step || item.step === Number(step)) &&
      (!regnum || item.regnum === regnum) &&
      (!type || item.type === Number(type)) &&
      (!office || OFFICE_IDS[item.office] === Number(office)) &&
      (!notary || NOTARY_IDS[item.notary] === Number(notary)) &&
      (!dateFrom || item.createdAt.slice(0, 10) >= dateFrom) &&
      (!dateTo || item.createdAt.slice(0, 10) <= dateTo),
  );
  return { items: found.slice((page - 1) * size, page * size), total: found.length, page, size };
}

const AFTER: Partial<Record<Action, (act: ActPublic) => ActPublic>> = {
  annul: (act) => ({ ...act, state: 'annulled', actions: [] }),
  confirm: (act) => ({ ...act, step: 4, actions: ['annul'] }),
  send_for_check: (act) => ({ ...act, step: 2, state: 'in_progress', changes: ['notes'], actions: ['return_to_preparation', 'annul'] }),
  step_back: (act) => ({ ...act, step: Math.max(1, act.step - 1) }),
  return_to_preparation: (act) => ({ ...act, step: 1, actions: ['send_for_check'] }),
  delete: (act) => ({ ...act, state: 'deleted', actions: [] }),
  confirm_time: (act) => ({ ...act, step: 7, actions: ['annul'] }),
  request_another_time: (act) => ({ ...act, step: 5, visit: null, actions: [] }),
  mark_paid: (act) => ({ ...act, step: 8, actions: [] }),
  register: (act) => ({
    ...act,
    step: 9,
    state: 'registered',
    regnum: '2026-0009999',
    regdate: '2026-12-01',
    verification_code: 'VX-9999',
    actions: [],
  }),
};

/** The actions whose answer depends on their body. */
const AFTER_WITH_BODY: Partial<Record<Action, (act: ActPublic, body: ActionBody) => ActPublic>> = {
  issue_invoices: (act, body) => ({
    ...act,
    step: 5,
    actions: [],
    invoices: (body.invoices ?? []).map((line, index) => ({
      id: 50 + index,
      purpose: line.purpose,
      sum: String(line.sum),
      sum_in_words: { oz: 'so‘zda', uz: 'сўзда', ru: 'прописью' },
      state: 'unpaid',
      reason: line.reason ?? '',
      paid_at: null,
    })),
  }),
  assign_time: (act, body) => ({ ...act, step: 6, actions: [], visit: { date: body.date ?? '', time: body.time ?? '' } }),
};

/** The terms as the server keeps and answers them: sums and percents as decimal strings. */
function termsSet(body: ActTermsInput): ActTermsOutput {
  const { credit, ...rest } = body;
  return {
    ...rest,
    credit: credit ? { ...credit, sum: Number(credit.sum).toFixed(2), percent: Number(credit.percent).toFixed(2) } : null,
  };
}

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
      parties: [party({ id: 1, role: 'applicant', pin: '41403850230012', fullname: 'Karimova Dilnoza', applicant: true, status: 'accepted' })],
      type: body.type,
      ...actMocks.createdAs,
    };
    actMocks.acts.set(NEW_UUID, created);
    return answer(request, created, 201) ?? accessDenied();
  }),
  http.get('/api/notarial_act/:uuid', ({ request, params }) => {
    // The upcoming acts' call shares the path's shape: left to its own handler (handlers/notify.ts).
    if (params.uuid === 'get_notify') return undefined;
    const act = findAct(String(params.uuid));
    if (!act) return notFound();
    return answer(request, withMissing(act)) ?? accessDenied();
  }),
  http.put('/api/notarial_act/:uuid/terms', async ({ request, params }) => {
    const uuid = String(params.uuid);
    const body = (await request.json()) as ActTermsInput;
    actRequests.terms.push({ uuid, body });
    const act = findAct(uuid);
    if (!act) return notFound();
    const refusal = actMocks.termsRefusal ?? (act.changes.includes('terms') ? null : { status: 409, text: 'Shartlarni hozir o‘zgartirib bo‘lmaydi' });
    if (refusal) return new HttpResponse(refusal.text, { status: refusal.status, headers: { ...HEADERS, 'Content-Type': 'text/plain' } });
    const next = { ...act, terms: { ...act.terms, ...termsSet(body) } };
    actMocks.acts.set(uuid, next);
    return answer(request, next) ?? accessDenied();
  }),
  http.put('/api/notarial_act/:uuid/attachment', async ({ request, params }) => {
    const uuid = String(params.uuid);
    const bytes = await request.arrayBuffer();
    actRequests.attachments.push({ uuid, type: request.headers.get('Content-Type') ?? '', size: bytes.byteLength });
    const act = findAct(uuid);
    if (!act) return notFound();
    const refusal = actMocks.attachmentRefusal;
    if (refusal) return new HttpResponse(refusal.text, { status: refusal.status, headers: { ...HEADERS, 'Content-Type': 'text/plain' } });
    const next = { ...act, attachment: { sha256: 'ab'.repeat(32), size: bytes.byteLength } };
    actMocks.acts.set(uuid, next);
    return answer(request, next) ?? accessDenied();
  }),
  http.get('/api/notarial_act/:uuid/attachment', ({ params }) => {
    if (!findAct(String(params.uuid))) return notFound();
    return new HttpResponse(new Uint8Array([37, 80, 68, 70, 45]), { headers: { ...HEADERS, 'Content-Type': 'application/pdf' } });
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
    const withBody = AFTER_WITH_BODY[action];
    const next = withBody ? withBody(act, body) : (AFTER[action] ?? ((same: ActPublic) => same))(act);
    actMocks.acts.set(uuid, next);
    return answer(request, next) ?? accessDenied();
  }),
];
