import { http, HttpResponse } from 'msw';
import type { ConsentChange, ContactsUpdate, UserPublic } from '@/lib/api';
import { clientConfig, demoCitizen } from '../data';
import { authenticate } from '../server-state';

/**
 * The profile's changes as the server answers them (server/notary/identity): PATCH /api/user/me/contacts and
 * PUT /api/user/me/consent, each answered with the user as it is now. Texts in oz, as the server's.
 */
const APP_VERSION = { 'X-App-Version': clientConfig.appVersion };

export const PROFILE_MESSAGES = {
  wrongPhone: "Telefon raqami 9 ta raqamdan iborat bo'lishi kerak",
  wrongEmail: "To'g'ri elektron pochta manzilini kiriting (254 belgidan oshmasin)",
} as const;
/** When the consent changed in the mock: 10:30 in Tashkent, as the server writes it. */
export const CONSENT_CHANGED_AT = '2026-11-27T10:30:00+05:00';

/** What a test may change, and what the mock saw. */
export const profileMock = {
  user: { ...demoCitizen } as UserPublic,
  /** A 400 text the next contacts change is refused with (the server's own check), or null. */
  refuseContacts: null as string | null,
  contacts: [] as ContactsUpdate[],
  consents: [] as boolean[],
};

export function resetProfileMocks(): void {
  Object.assign(profileMock, { user: { ...demoCitizen }, refuseContacts: null, contacts: [], consents: [] });
}

const accessDenied = () => HttpResponse.json({ message: 'Access Denied', requestId: 'test' }, { status: 403, headers: APP_VERSION });
const refused = (text: string) => new HttpResponse(text, { status: 400, headers: { ...APP_VERSION, 'Content-Type': 'text/plain' } });
const answered = () => HttpResponse.json(profileMock.user, { headers: APP_VERSION });

function contactsRefusal({ phone, email }: ContactsUpdate): string | null {
  if (phone !== '' && !/^[0-9]{9}$/.test(phone)) return PROFILE_MESSAGES.wrongPhone;
  if (email !== '' && (email.length > 254 || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))) return PROFILE_MESSAGES.wrongEmail;
  return profileMock.refuseContacts;
}

export const handlers = [
  http.patch('/api/user/me/contacts', async ({ request }) => {
    if (!authenticate(request)) return accessDenied();
    const body = (await request.json()) as ContactsUpdate;
    profileMock.contacts.push(body);
    const refusal = contactsRefusal(body);
    if (refusal) return refused(refusal);
    profileMock.user = { ...profileMock.user, ...body };
    return answered();
  }),
  http.put('/api/user/me/consent', async ({ request }) => {
    if (!authenticate(request)) return accessDenied();
    const { given } = (await request.json()) as ConsentChange;
    profileMock.consents.push(given);
    if (profileMock.user.personal_data_consent !== given) {
      profileMock.user = { ...profileMock.user, personal_data_consent: given, personal_data_consent_at: CONSENT_CHANGED_AT };
    }
    return answered();
  }),
];
