import { http, HttpResponse } from 'msw';
import ozIdentity from '@/locales/identity/oz.json';
import ruIdentity from '@/locales/identity/ru.json';
import { faceCheckSocket, identityMock, resetIdentityMocks } from '@/testing/mocks/handlers/identity';
import {
  CARD_AGENT_URL,
  cardAgentMock,
  DILNOZA_CARD,
  DILNOZA_CARD_KEY,
  resetCardAgentMock,
} from '@/testing/mocks/handlers/identity-card';
import { server } from '@/testing/mocks/server';
import { persisted, renderApp, screen, waitFor, within } from '@/testing/test-utils';
import { resetLoginFlow } from '../stores/login-flow';

const texts = ozIdentity.card;
const DILNOZA = { passserial: 'AA', passnum: '1234567', pin: '41403850230012' };
const HER_DATES = { birthDate: '14.03.1985', expiryDate: '01.01.2030' };

beforeEach(() => {
  resetCardAgentMock();
  resetIdentityMocks();
  resetLoginFlow();
  window.kioskBridge = { cameraAgentUrl: CARD_AGENT_URL } as Window['kioskBridge'];
});

afterEach(() => {
  delete window.kioskBridge;
});

type Session = ReturnType<typeof renderApp>;

const field = (label: string) => screen.getByLabelText(label, { exact: false });
const loginFields = () => [ozIdentity.form.passserial, ozIdentity.form.passnum, ozIdentity.form.pin].map(field);

async function openCardReader({ user }: Session) {
  await user.click(await screen.findByRole('button', { name: texts.open }));
  return screen.getByRole('form', { name: texts.form_label });
}

/** Types the MRZ key into the card form (the document number only when given) and asks for the read. */
async function readCard(session: Session, key: { documentNumber?: string; birthDate: string; expiryDate: string }) {
  const form = await openCardReader(session);
  if (key.documentNumber) await session.user.type(within(form).getByLabelText(texts.fields.documentNumber, { exact: false }), key.documentNumber);
  await session.user.type(within(form).getByLabelText(texts.fields.birthDate, { exact: false }), key.birthDate);
  await session.user.type(within(form).getByLabelText(texts.fields.expiryDate, { exact: false }), key.expiryDate);
  await session.user.click(within(form).getByRole('button', { name: texts.read }));
  return form;
}

describe('reading the ID card at a kiosk', () => {
  it('fills series, number and pin from a genuine card, says so, and the login goes on with them', async () => {
    server.use(faceCheckSocket([], 'ws://127.0.0.1:8470/api/face-check/ws').handler);
    const session = renderApp('/kiosk/auth');
    await readCard(session, { documentNumber: 'aa1234567', ...HER_DATES });

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(texts.read_title);
    expect(notice).toHaveTextContent('DILNOZA KARIMOVA');
    expect(cardAgentMock.reads).toEqual([DILNOZA_CARD_KEY]);
    expect(loginFields().map((input) => (input as HTMLInputElement).value)).toEqual(Object.values(DILNOZA));
    expect(screen.queryByRole('form', { name: texts.form_label })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: ozIdentity.form.submit })).toHaveFocus();

    await session.user.click(screen.getByRole('button', { name: ozIdentity.form.submit }));
    await waitFor(() => expect(identityMock.checked).toEqual([DILNOZA]));
  });

  it('takes the document number already typed in the form, and the dates as the chip wants them', async () => {
    const session = renderApp('/kiosk/auth');
    await session.user.type(await screen.findByLabelText(ozIdentity.form.passserial, { exact: false }), 'AA');
    await session.user.type(field(ozIdentity.form.passnum), '1234567');
    const form = await openCardReader(session);
    expect(within(form).getByLabelText(texts.fields.documentNumber, { exact: false })).toHaveValue('AA1234567');
    // The first field still empty has the focus, so the kiosk keyboard comes up there.
    expect(within(form).getByLabelText(texts.fields.birthDate, { exact: false })).toHaveFocus();
    await session.user.type(within(form).getByLabelText(texts.fields.birthDate, { exact: false }), HER_DATES.birthDate);
    await session.user.type(within(form).getByLabelText(texts.fields.expiryDate, { exact: false }), HER_DATES.expiryDate);
    await session.user.click(within(form).getByRole('button', { name: texts.read }));
    await waitFor(() => expect(field(ozIdentity.form.pin)).toHaveValue(DILNOZA.pin));
    expect(cardAgentMock.reads).toEqual([DILNOZA_CARD_KEY]);
  });

  it('fills nothing from a card that is not proven genuine, and says so plainly', async () => {
    cardAgentMock.genuine = false;
    const session = renderApp('/kiosk/auth');
    const form = await readCard(session, { documentNumber: 'AA1234567', ...HER_DATES });
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(texts.failures.refused.title);
    expect(alert).toHaveTextContent(texts.failures.refused.text);
    expect(loginFields().map((input) => (input as HTMLInputElement).value)).toEqual(['', '', '']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('explains a card that cannot be read with the data typed, and reads it on retry with the right ones', async () => {
    const session = renderApp('/kiosk/auth');
    const form = await readCard(session, { documentNumber: 'AA1234567', birthDate: '15.03.1985', expiryDate: HER_DATES.expiryDate });
    expect(await within(form).findByRole('alert')).toHaveTextContent(texts.failures.unreadable.text);
    const birthDate = within(form).getByLabelText(texts.fields.birthDate, { exact: false });
    await session.user.clear(birthDate);
    await session.user.type(birthDate, HER_DATES.birthDate);
    await session.user.click(within(form).getByRole('button', { name: texts.retry }));
    await waitFor(() => expect(field(ozIdentity.form.passserial)).toHaveValue('AA'));
    expect(cardAgentMock.reads).toHaveLength(2);
  });

  it('explains an empty reader the same way, with a retry', async () => {
    cardAgentMock.card = null;
    const session = renderApp('/kiosk/auth');
    const form = await readCard(session, { documentNumber: 'AA1234567', ...HER_DATES });
    expect(await within(form).findByRole('alert')).toHaveTextContent(texts.failures.unreadable.title);
    cardAgentMock.card = DILNOZA_CARD;
    await session.user.click(within(form).getByRole('button', { name: texts.retry }));
    await waitFor(() => expect(field(ozIdentity.form.passnum)).toHaveValue(DILNOZA.passnum));
  });

  it('tells a missing reader apart, by the agent’s status', async () => {
    cardAgentMock.readerPresent = false;
    const session = renderApp('/kiosk/auth');
    const form = await readCard(session, { documentNumber: 'AA1234567', ...HER_DATES });
    expect(await within(form).findByRole('alert')).toHaveTextContent(texts.failures.no_reader.text);
    expect(within(form).getByRole('button', { name: texts.retry })).toBeEnabled();
  });

  it('says the reader is not available when the agent does not answer', async () => {
    server.use(http.post(`${CARD_AGENT_URL}/api/card/read`, () => HttpResponse.error()));
    const session = renderApp('/kiosk/auth');
    const form = await readCard(session, { documentNumber: 'AA1234567', ...HER_DATES });
    expect(await within(form).findByRole('alert')).toHaveTextContent(texts.failures.no_reader.title);
  });

  it('fills what a card holds and leaves the missing pin to be typed', async () => {
    cardAgentMock.card = { ...DILNOZA_CARD, pin: null };
    const session = renderApp('/kiosk/auth');
    await readCard(session, { documentNumber: 'AA1234567', ...HER_DATES });
    expect(await screen.findByRole('status')).toHaveTextContent(texts.read_title);
    expect(field(ozIdentity.form.passnum)).toHaveValue(DILNOZA.passnum);
    expect(field(ozIdentity.form.pin)).toHaveValue('');
    expect(field(ozIdentity.form.pin)).toHaveFocus();
  });

  it('checks the key before asking the card, and asks nothing when it is wrong', async () => {
    const session = renderApp('/kiosk/auth');
    const form = await openCardReader(session);
    await session.user.click(within(form).getByRole('button', { name: texts.read }));
    expect(await within(form).findByText(texts.errors.card_number_required)).toBeInTheDocument();
    expect(within(form).getByText(texts.errors.card_birth_date_required)).toBeInTheDocument();
    expect(within(form).getByText(texts.errors.card_expiry_date_required)).toBeInTheDocument();

    const documentNumber = within(form).getByLabelText(texts.fields.documentNumber, { exact: false });
    await session.user.type(documentNumber, 'АВ'); // Cyrillic А and В, which look like Latin letters
    expect(documentNumber).toHaveValue('');
    await session.user.type(documentNumber, 'ab12x34');
    expect(documentNumber).toHaveValue('AB1234');
    await session.user.type(within(form).getByLabelText(texts.fields.birthDate, { exact: false }), '31.02.1985');
    await session.user.type(within(form).getByLabelText(texts.fields.expiryDate, { exact: false }), '01.01.2030');
    await session.user.click(within(form).getByRole('button', { name: texts.read }));
    expect(await within(form).findByText(texts.errors.card_number_format)).toBeInTheDocument();
    expect(within(form).getByText(texts.errors.card_date_format)).toBeInTheDocument();
    expect(cardAgentMock.reads).toEqual([]);
  });

  it('refuses a birth date in the future', async () => {
    const session = renderApp('/kiosk/auth');
    const form = await readCard(session, { documentNumber: 'AA1234567', birthDate: '01.01.2999', expiryDate: '01.01.2030' });
    expect(await within(form).findByText(texts.errors.card_birth_date_future)).toBeInTheDocument();
    expect(cardAgentMock.reads).toEqual([]);
  });

  it('can be put away; the form stays to be typed by hand', async () => {
    const session = renderApp('/kiosk/auth');
    await openCardReader(session);
    await session.user.click(screen.getByRole('button', { name: texts.cancel }));
    expect(screen.queryByRole('form', { name: texts.form_label })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.open })).toBeInTheDocument();
    expect(field(ozIdentity.form.passserial)).toBeEnabled();
  });

  it('speaks the interface language', async () => {
    persisted().setLocale('ru');
    renderApp('/kiosk/auth');
    expect(await screen.findByRole('button', { name: ruIdentity.card.open })).toBeInTheDocument();
  });
});

describe('where the ID card is not offered', () => {
  it('is absent on a kiosk page outside the kiosk shell (no bridge)', async () => {
    delete window.kioskBridge;
    renderApp('/kiosk/auth');
    expect(await screen.findByRole('button', { name: ozIdentity.form.submit })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.open })).not.toBeInTheDocument();
  });

  it('is absent in browser mode, even with a bridge, so a browser never calls the loopback', async () => {
    renderApp('/auth');
    expect(await screen.findByRole('button', { name: ozIdentity.form.submit })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.open })).not.toBeInTheDocument();
  });
});
