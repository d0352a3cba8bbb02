import { http, HttpResponse } from 'msw';
import type { ActPublic, NoteCreate, NotePublic, OwnProperty, SubjectCreate, SubjectPublic } from '@/lib/api';
import { clientConfig, demoCitizen } from '../data';
import { authenticate } from '../server-state';
import { actMocks, DRAFT_UUID } from './acts';

/**
 * An act's subjects and notes, and the act by its number, as the server answers them (server/notary/acts:
 * subjects.py fills a vehicle from the vehicle registry and real estate from the cadastre, a vehicle not the caller's
 * only with its tech passport; notes.py). They change the acts of `actMocks`; tests read `subjectRequests` and set
 * `subjectMocks.refusals` for a business block.
 */

const HEADERS = { 'X-App-Version': clientConfig.appVersion };

/** The vehicle registry's answer for 01A123BC, as subjects.py keeps it in `details` (fines as a sum). */
export const VEHICLE_DETAILS = {
  make: 'Chevrolet',
  model: 'Cobalt',
  year: 2021,
  colour: 'Oq',
  tech_passport_series: 'AAF',
  tech_passport_number: '1234567',
  body_number: 'XWB5V31CDLA123456',
  engine_number: 'B15D2-123456',
  owners: [
    { pin: '41403850230012', share_numerator: 1, share_denominator: 2 },
    { pin: '50101920010033', share_numerator: 1, share_denominator: 2 },
  ],
  bans: [] as object[],
  unpaid_fines: '0.00',
};

/** Jasur's car 01B777CC (docs/contracts/sandbox.md), not the caller's: added only with its tech passport. */
export const OTHERS_VEHICLE_DETAILS = {
  ...VEHICLE_DETAILS,
  model: 'Nexia',
  year: 2016,
  colour: 'Kumush',
  tech_passport_series: 'AAG',
  tech_passport_number: '7654321',
  owners: [{ pin: '33011880670041', share_numerator: 1, share_denominator: 1 }],
};

/** The server's 400 when someone not among a vehicle's owners gives no tech passport (a spouse's consent). */
export const TECH_PASSPORT_REQUIRED =
  'Texnik pasportning seriyasi va raqamini kiriting: boshqa shaxsga tegishli avtotransport vositasi faqat ular bilan qo‘shiladi';

/** The server's 400 for a number the registry does not know, and for a tech passport not the registry's. */
export const unknownNumber = (number: string) => `${number} reyestrda topilmadi`;

/** The cadastre's answer for 10:01:02:03:0004:0005. */
export const REALTY_DETAILS = {
  kind: 'flat',
  region_id: 1726,
  address: 'Toshkent sh., Mirobod tumani, Amir Temur ko‘chasi, 12-uy, 34-xonadon',
  area: 64.5,
  rooms: 3,
  owners: [{ pin: '41403850230012', share_numerator: null, share_denominator: null }],
  joint: true,
};

const REGISTRY: Record<string, { kind: 'vehicle' | 'realty'; details: Record<string, unknown> }> = {
  '01A123BC': { kind: 'vehicle', details: VEHICLE_DETAILS },
  '01B777CC': { kind: 'vehicle', details: OTHERS_VEHICLE_DETAILS },
  '10:01:02:03:0004:0005': { kind: 'realty', details: REALTY_DETAILS },
};

/** The one act number the mock server does not know (418 uuid_not_found); any other unknown one is a draft. */
export const MISSING_RID = 999;

/** As acts.ts does for uuids: other tests open acts by numbers of their own, drafts of the caller with no subjects. */
function findByRid(rid: number): ActPublic | null {
  if (rid === MISSING_RID) return null;
  const known = [...actMocks.acts.values()].find((one) => one.rid === rid);
  if (known) return known;
  const uuid = `3f1c2a9e-0000-4000-8000-${String(rid).padStart(12, '0').slice(-12)}`;
  return { ...(actMocks.acts.get(DRAFT_UUID) as ActPublic), uuid, rid, subjects: [], notes: [] };
}

/** Dilnoza's own property by the registries (docs/contracts/sandbox.md): her car, a car and a flat shared with Aziz. */
export const OWN_PROPERTY: OwnProperty = {
  vehicles: [
    { state_number: '01A123BC', make: 'Chevrolet', model: 'Cobalt', year: 2021, colour: 'Oq', share_numerator: 1, share_denominator: 1 },
    { state_number: '01C555DD', make: 'Chevrolet', model: 'Malibu', year: 2020, colour: 'Qora', share_numerator: 1, share_denominator: 2 },
  ],
  realty: [
    {
      cadastre_number: '10:01:02:03:0004:0005',
      kind: 'Kvartira',
      address: REALTY_DETAILS.address,
      area: 64.5,
      rooms: 3,
      share_numerator: null,
      share_denominator: null,
    },
  ],
};

export const subjectMocks = {
  ownProperty: OWN_PROPERTY,
  /** A state or cadastre number the server refuses with this status and text (a ban, an unfinished act…). */
  refusals: new Map<string, { status: 400 | 409; text: string }>(),
  nextId: 100,
};

export const subjectRequests = {
  adds: [] as { uuid: string; body: SubjectCreate }[],
  removes: [] as { uuid: string; id: number }[],
  notes: [] as { uuid: string; body: NoteCreate }[],
  byRid: [] as number[],
};

export function resetSubjectMocks(): void {
  subjectMocks.refusals.clear();
  subjectMocks.ownProperty = OWN_PROPERTY;
  subjectMocks.nextId = 100;
  subjectRequests.adds = [];
  subjectRequests.removes = [];
  subjectRequests.notes = [];
  subjectRequests.byRid = [];
}

const notFound = () =>
  HttpResponse.json({ message: 'Not found', code: 'uuid_not_found', requestId: 'test' }, { status: 418, headers: HEADERS });

const accessDenied = () => HttpResponse.json({ message: 'Access Denied', requestId: 'test' }, { status: 403, headers: HEADERS });

const refused = (status: number, text: string) =>
  new HttpResponse(text, { status, headers: { ...HEADERS, 'Content-Type': 'text/plain' } });

function answer(request: Request, body: object, status = 200) {
  const fresh = authenticate(request);
  if (!fresh) return accessDenied();
  return HttpResponse.json(body, { status, headers: HEADERS });
}

/** An edit puts every other party back to awaiting (docs/contracts/acts.md#party-status). */
function askAgain(act: ActPublic): ActPublic['parties'] {
  return act.parties.map((party) => (party.applicant ? party : { ...party, status: null }));
}

function subjectOf(body: SubjectCreate, details: Record<string, unknown>): SubjectPublic {
  subjectMocks.nextId += 1;
  return {
    id: subjectMocks.nextId,
    kind: body.kind,
    state_number: body.kind === 'vehicle' ? (body.state_number ?? null) : null,
    cadastre_number: body.kind === 'realty' ? (body.cadastre_number ?? null) : null,
    description: body.description ?? '',
    price: body.price === undefined || body.price === null ? null : Number(body.price).toFixed(2),
    share_numerator: body.share_numerator ?? 1,
    share_denominator: body.share_denominator ?? 1,
    recipient_party_id: body.recipient_party_id ?? null,
    disposal_types: body.disposal_types ?? [],
    details,
  };
}

/** subjects.py: who is not among the owners gives the tech passport, and whoever gives one gives the registry's. */
function techPassportRefusal(body: SubjectCreate, number: string, details: Record<string, unknown>): Response | null {
  const owners = details.owners as { pin: string }[];
  if (!body.tech_passport_series || !body.tech_passport_number) {
    return owners.some((owner) => owner.pin === demoCitizen.pin) ? null : refused(400, TECH_PASSPORT_REQUIRED);
  }
  const registry = [details.tech_passport_series, details.tech_passport_number];
  const same = body.tech_passport_series === registry[0] && body.tech_passport_number === registry[1];
  return same ? null : refused(400, unknownNumber(number));
}

export const handlers = [
  http.get('/api/notarial_act/own_property', ({ request }) => answer(request, subjectMocks.ownProperty)),
  http.get('/api/notarial_act/rid/:rid', ({ request, params }) => {
    const rid = Number(params.rid);
    subjectRequests.byRid.push(rid);
    const act = findByRid(rid);
    if (!act) return notFound();
    return answer(request, act);
  }),
  http.post('/api/notarial_act/:uuid/subjects', async ({ request, params }) => {
    const uuid = String(params.uuid);
    const body = (await request.json()) as SubjectCreate;
    subjectRequests.adds.push({ uuid, body });
    const act = actMocks.acts.get(uuid);
    if (!act) return notFound();
    if (!act.changes.includes('subjects')) return refused(409, 'Predmetni faqat tayyorlash bosqichida o‘zgartirish mumkin');
    const number = body.state_number ?? body.cadastre_number ?? '';
    const refusal = subjectMocks.refusals.get(number);
    if (refusal) return refused(refusal.status, refusal.text);
    let details: Record<string, unknown> = {};
    if (body.kind !== 'other') {
      const found = REGISTRY[number];
      if (!found || found.kind !== body.kind) return refused(400, unknownNumber(number));
      const wrong = body.kind === 'vehicle' ? techPassportRefusal(body, number, found.details) : null;
      if (wrong) return wrong;
      details = found.details;
    }
    const subject = subjectOf(body, details);
    actMocks.acts.set(uuid, { ...act, subjects: [...act.subjects, subject], parties: askAgain(act) });
    return answer(request, subject, 201);
  }),
  http.delete('/api/notarial_act/:uuid/subjects/:id', ({ request, params }) => {
    const uuid = String(params.uuid);
    const id = Number(params.id);
    subjectRequests.removes.push({ uuid, id });
    const act = actMocks.acts.get(uuid);
    if (!act) return notFound();
    if (!act.changes.includes('subjects')) return refused(409, 'Predmetni faqat tayyorlash bosqichida o‘zgartirish mumkin');
    if (!act.subjects.some((subject) => subject.id === id)) return refused(400, 'Bunday predmet yo‘q');
    const next = { ...act, subjects: act.subjects.filter((subject) => subject.id !== id), parties: askAgain(act) };
    actMocks.acts.set(uuid, next);
    return answer(request, next);
  }),
  http.post('/api/notarial_act/:uuid/notes', async ({ request, params }) => {
    const uuid = String(params.uuid);
    const body = (await request.json()) as NoteCreate;
    subjectRequests.notes.push({ uuid, body });
    const act = actMocks.acts.get(uuid);
    if (!act) return notFound();
    if (!act.changes.includes('notes')) return refused(409, 'Harakat yakunlangan');
    const note: NotePublic = {
      id: Math.max(0, ...act.notes.map((one) => one.id)) + 1,
      kind: 'note',
      author: 'Karimova Dilnoza',
      text: body.text,
      created_at: '2026-11-24T12:30:00+05:00',
    };
    actMocks.acts.set(uuid, { ...act, notes: [...act.notes, note] });
    return answer(request, note, 201);
  }),
];
