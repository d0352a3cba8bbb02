import { http, HttpResponse } from 'msw';
import type { ActPublic, PartyCreate, PartyPublic } from '@/lib/api';
import { clientConfig } from '../data';
import { authenticate } from '../server-state';
import { actMocks, PERSON_PARTY } from './acts';

/**
 * Adding and removing an act's parties as the server answers them (server/notary/acts): a new party gets a live
 * invitation link, every other party but the applicant goes back to awaiting. The acts are those of `actMocks`
 * (acts.ts). Tests read `partyRequests` and set `partyMocks.refusal` to have the next addition refused.
 */

const HEADERS = { 'X-App-Version': clientConfig.appVersion };
const ORIGIN = 'https://notarius.example.uz';
/** Until when a new link lives (Tashkent time, as the server gives it). */
export const NEW_LINK_EXPIRES = '2026-11-27T18:00:00+05:00';

export const partyMocks = {
  /** The next addition is answered with this status and text (a business block, a refusal). */
  refusal: null as { status: 400 | 409; text: string } | null,
};

export const partyRequests = {
  adds: [] as { uuid: string; body: PartyCreate }[],
  removals: [] as { uuid: string; id: number }[],
};

export function resetPartyMocks(): void {
  partyMocks.refusal = null;
  partyRequests.adds = [];
  partyRequests.removals = [];
}
resetPartyMocks();

function answer(request: Request, body: object, status = 200) {
  const fresh = authenticate(request);
  if (!fresh) return HttpResponse.json({ message: 'Access Denied', requestId: 'test' }, { status: 403, headers: HEADERS });
  return HttpResponse.json(body, { status, headers: HEADERS });
}

const refused = (status: number, text: string) =>
  new HttpResponse(text, { status, headers: { ...HEADERS, 'Content-Type': 'text/plain' } });

/** A change of the parties asks every other party again. */
const askedAgain = (parties: PartyPublic[]) =>
  parties.map((party) => (party.applicant ? party : { ...party, status: null, reason: '' }));

let nextId = 100;

/** The bank of the register of legal entities (docs/contracts/sandbox.md), as a party. */
const BANK = {
  pin: '30501900450028',
  fullname: 'Aliyev Sardor',
  party_class: 'juridical',
  inn: '200833707',
  organisation: '"Xalq banki" AJ',
  document_type: null,
} as const;

export const handlers = [
  http.post('/api/notarial_act/:uuid/parties', async ({ request, params }) => {
    const uuid = String(params.uuid);
    const body = (await request.json()) as PartyCreate;
    partyRequests.adds.push({ uuid, body });
    const act = actMocks.acts.get(uuid);
    if (!act) return refused(418, 'uuid_not_found');
    if (partyMocks.refusal) return refused(partyMocks.refusal.status, partyMocks.refusal.text);
    if (!act.changes.includes('parties')) return refused(409, 'Taraflarni hozir o‘zgartirib bo‘lmaydi');
    nextId += 1;
    // An organisation is named from the register of legal entities; its director answers for it.
    const person = { pin: body.pin ?? '', fullname: 'Yusupov Sardor', document_type: body.document_type ?? 46 };
    const named = body.party_class === 'juridical' ? BANK : person;
    const party: PartyPublic = {
      ...PERSON_PARTY,
      ...named,
      id: nextId,
      role: body.role,
      applicant: false,
      status: null,
      participation: body.participation ?? 'in_person',
      phone: body.phone,
      invitation: { link: `${ORIGIN}/invitation/tok-${nextId}`, expires_at: NEW_LINK_EXPIRES },
    };
    const next: ActPublic = { ...act, parties: [...askedAgain(act.parties), party] };
    actMocks.acts.set(uuid, next);
    return answer(request, party, 201);
  }),
  http.delete('/api/notarial_act/:uuid/parties/:id', ({ request, params }) => {
    const uuid = String(params.uuid);
    const id = Number(params.id);
    partyRequests.removals.push({ uuid, id });
    const act = actMocks.acts.get(uuid);
    if (!act) return refused(418, 'uuid_not_found');
    if (!act.changes.includes('parties')) return refused(409, 'Taraflarni hozir o‘zgartirib bo‘lmaydi');
    const next: ActPublic = { ...act, parties: askedAgain(act.parties.filter((party) => party.id !== id)) };
    actMocks.acts.set(uuid, next);
    return answer(request, next);
  }),
];
