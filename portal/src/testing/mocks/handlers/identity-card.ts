import { http, HttpResponse } from 'msw';
import { demoCitizen } from '../data';

/**
 * The kiosk camera agent's card reader (docs/camera-agent.md: `POST /api/card/read`, `GET /api/status`) with
 * Dilnoza Karimova's ID card on it, as the agent answers. Tests put the card away, distrust it, unplug the reader.
 */
export const CARD_AGENT_URL = 'http://127.0.0.1:8470';

/** The key printed on her card, as the agent takes it (YYMMDD). */
export const DILNOZA_CARD_KEY = { documentNumber: 'AA1234567', birthDate: '850314', expiryDate: '300101' };

/** What the agent answers for her card (DG1 of the chip). */
export const DILNOZA_CARD = {
  passserial: demoCitizen.passserial,
  passnum: demoCitizen.passnum,
  pin: demoCitizen.pin,
  surname: 'KARIMOVA',
  givenNames: 'DILNOZA',
  birthDate: '850314',
  documentNumber: 'AA1234567',
  nationality: 'UZB',
  expiryDate: '300101',
  sex: 'F',
};

type CardAnswer = Omit<typeof DILNOZA_CARD, 'passserial' | 'passnum' | 'pin'> & {
  passserial: string | null;
  passnum: string | null;
  pin: string | null;
};

export const cardAgentMock = {
  readerPresent: true,
  /** The card on the reader, or null when there is none. */
  card: DILNOZA_CARD as CardAnswer | null,
  /** Whether passive authentication proves the card genuine (the agent trusts its country signer). */
  genuine: true,
  /** Every key the page sent. */
  reads: [] as unknown[],
};

export function resetCardAgentMock(): void {
  Object.assign(cardAgentMock, { readerPresent: true, card: DILNOZA_CARD, genuine: true, reads: [] });
}

const agentError = (status: number, code: string, message: string) => HttpResponse.json({ code, message }, { status });
const unreadable = (message: string) => agentError(409, 'card_unreadable', message);

const keyFits = (key: unknown) => JSON.stringify(key) === JSON.stringify(DILNOZA_CARD_KEY);

export const handlers = [
  http.post(`${CARD_AGENT_URL}/api/card/read`, async ({ request }) => {
    const key = await request.json();
    cardAgentMock.reads.push(key);
    if (!cardAgentMock.readerPresent) return unreadable('no smart-card reader is connected');
    if (!cardAgentMock.card) return unreadable('no card in the reader: place the ID card or passport on the reader');
    if (!keyFits(key)) return unreadable('the chip did not prove knowledge of the access key');
    if (!cardAgentMock.genuine) return agentError(422, 'card_refused', 'the document signer is not issued by a trusted CSCA');
    return HttpResponse.json(cardAgentMock.card);
  }),
  http.get(`${CARD_AGENT_URL}/api/status`, () =>
    HttpResponse.json({
      cardReader: { present: cardAgentMock.readerPresent, readers: cardAgentMock.readerPresent ? ['ACS ACR39U 00 00'] : [] },
    }),
  ),
];
