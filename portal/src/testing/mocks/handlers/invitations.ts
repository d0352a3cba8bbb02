import { http, HttpResponse } from 'msw';
import type { ActPublic, InvitationView } from '@/lib/api';
import { clientConfig } from '../data';
import { authenticate } from '../server-state';
import { actMocks, actRequests } from './acts';

/**
 * Invitation links as the server answers them (GET /api/notarial_act/invitation/{token}). Any token names a live
 * invitation to INVITED_UUID, except FOREIGN_TOKEN (someone else's link: 418) and those a test sets in
 * `invitationMocks.views`. The answers themselves are the act's actions (acts.ts): once one is recorded for the act,
 * the link reads as answered.
 */

const HEADERS = { 'X-App-Version': clientConfig.appVersion };

export const INVITED_UUID = '3f1c2a9e-0000-4000-8000-0000000000b1';
export const FOREIGN_TOKEN = 'someone-elses-token';

export function liveInvitation(fields: Partial<InvitationView> = {}): InvitationView {
  return {
    uuid: INVITED_UUID,
    type: 1,
    typeName: 'Avtotransport vositasi oldi-sotdi shartnomasi',
    inviter: 'Karimova Dilnoza',
    role: 'buyer',
    notary: 'Rahimova Malika Anvarovna',
    state: 'live',
    expires_at: '2026-11-27T18:00:00+05:00',
    status: null,
    actions: ['accept', 'reject'],
    ...fields,
  };
}

/** The act the invited person answers on: step 1, where accept and reject are open to them. */
function invitedAct(): ActPublic {
  return {
    uuid: INVITED_UUID,
    rid: 150,
    type: 1,
    step: 1,
    state: 'draft',
    registration_type: 1,
    notary: { id: 7, fullname: 'Rahimova Malika Anvarovna', office: 'Mirobod tumani 1-davlat notarial idorasi' },
    parties: [],
    subjects: [],
    terms: {},
    terms_groups: [],
    rights: [],
    notes: [],
    invoices: [],
    visit: null,
    regnum: null,
    regdate: null,
    verification_code: null,
    actions: ['accept', 'reject'],
    changes: [],
    party_roles: [],
    juridical_roles: [],
    needed_roles: [],
    subject_kinds: [],
    missing: [],
  };
}

export const invitationMocks = {
  views: new Map<string, InvitationView>(),
};

export const invitationRequests = { tokens: [] as string[] };

/** Call after resetActMocks(): the invited act joins the acts of the mock server. */
export function resetInvitationMocks(): void {
  invitationMocks.views.clear();
  invitationRequests.tokens = [];
  actMocks.acts.set(INVITED_UUID, invitedAct());
}

function viewOf(token: string): InvitationView {
  const view = invitationMocks.views.get(token) ?? liveInvitation();
  const given = actRequests.actions.findLast(
    (call) => call.uuid === view.uuid && (call.action === 'accept' || call.action === 'reject'),
  );
  if (!given || view.state !== 'live') return view;
  return { ...view, state: 'answered', status: given.action === 'accept' ? 'accepted' : 'rejected', actions: [] };
}

export const handlers = [
  http.get('/api/notarial_act/invitation/:token', ({ request, params }) => {
    const token = String(params.token);
    invitationRequests.tokens.push(token);
    const fresh = authenticate(request);
    if (!fresh) return HttpResponse.json({ message: 'Access Denied', requestId: 'test' }, { status: 403, headers: HEADERS });
    if (token === FOREIGN_TOKEN) {
      return HttpResponse.json(
        { message: 'Not a party', code: 'pin_not_found_in_uuid', requestId: 'test' },
        { status: 418, headers: HEADERS },
      );
    }
    return HttpResponse.json(viewOf(token), { headers: HEADERS });
  }),
];
