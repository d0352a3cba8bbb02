import ozFaceCheck from '@/locales/face-check/oz.json';
import ozIdentity from '@/locales/identity/oz.json';
import { catalogues } from '@/lib/i18n';
import {
  BEST_SHOT,
  FACE_TOKENS,
  faceCheckSocket,
  identityMock,
  MESSAGES,
  resetIdentityMocks,
  type ScriptStep,
} from '@/testing/mocks/handlers/identity';
import { server } from '@/testing/mocks/server';
import { act, persisted, renderApp, screen, waitFor, within } from '@/testing/test-utils';
import { CameraError } from './face-check/camera';
import { useHintLanguageChoice } from './face-check/hints';
import { resetLoginFlow } from './stores/login-flow';

/** The device and the clock: no camera in jsdom, and no test waits 3 s for the check to start. */
const device = vi.hoisted(() => ({
  openCamera: vi.fn(),
  showCamera: vi.fn(),
  stopCamera: vi.fn(),
  captureFrame: vi.fn(() => 'AAAA'),
}));
const timing = vi.hoisted(() => ({ timeout: 123_000 }));

vi.mock('./face-check/camera', async (original) => ({ ...(await original<object>()), ...device }));
vi.mock('./face-check/constants', async (original) => {
  const real = await original<typeof import('./face-check/constants')>();
  return {
    ...real,
    START_DELAY_MS: 0,
    FRAME_INTERVAL_MS: 20,
    get OVERALL_TIMEOUT_MS() {
      return timing.timeout;
    },
  };
});

const oz = catalogues.oz;
const fakeStream = { getTracks: () => [] } as unknown as MediaStream;
const DILNOZA = { passserial: 'AA', passnum: '1234567', pin: '41403850230012' };

beforeEach(() => {
  resetIdentityMocks();
  resetLoginFlow();
  useHintLanguageChoice.setState({ chosen: null });
  timing.timeout = 123_000;
  device.openCamera.mockResolvedValue(fakeStream);
  device.showCamera.mockResolvedValue({ width: 640, height: 480 });
});

afterEach(() => {
  delete window.kioskBridge;
});

const stats = (errors: number[], step = 1): ScriptStep => ({
  type: 'STATS',
  isOk: errors.length === 0,
  errors,
  details: { faceFramePosition: { faceRect: { x: 230, y: 110, width: 180, height: 240 } } },
  challenge: { step, of: 3 },
});
const success = (jwt: string = FACE_TOKENS.own): ScriptStep => ({ type: 'SUCCESS', jwt });

type Session = ReturnType<typeof renderApp>;

async function fillIn({ user }: Session, values = DILNOZA) {
  await user.type(await screen.findByLabelText(ozIdentity.form.passserial, { exact: false }), values.passserial);
  await user.type(screen.getByLabelText(ozIdentity.form.passnum, { exact: false }), values.passnum);
  await user.type(screen.getByLabelText(ozIdentity.form.pin, { exact: false }), values.pin);
}

async function identify(session: Session, values = DILNOZA) {
  await fillIn(session, values);
  await session.user.click(screen.getByRole('button', { name: ozIdentity.form.submit }));
}

const faceCheck = () => screen.findByRole('dialog', { name: ozFaceCheck.title });

describe('the identification form', () => {
  it('asks for every field with the contract messages', async () => {
    const { user } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: ozIdentity.form.submit }));
    expect(await screen.findByText(ozIdentity.errors.error_required_passserial)).toBeInTheDocument();
    expect(screen.getByText(ozIdentity.errors.error_required_passnum)).toBeInTheDocument();
    expect(screen.getByText(ozIdentity.errors.error_required_pin)).toBeInTheDocument();
    expect(identityMock.checked).toEqual([]);
  });

  it('says when a number is too short', async () => {
    const session = renderApp('/auth');
    await identify(session, { passserial: 'A', passnum: '123', pin: '4140' });
    expect(await screen.findByText(ozIdentity.errors.error_wrong_passserial_length)).toBeInTheDocument();
    expect(screen.getByText(ozIdentity.errors.error_wrong_passnum_length)).toBeInTheDocument();
    expect(screen.getByText(ozIdentity.errors.error_wrong_pin_length)).toBeInTheDocument();
  });

  it('masks the fields: Latin capitals, digits, the contract lengths, and the keyboard each needs', async () => {
    const { user } = renderApp('/auth');
    const series = await screen.findByLabelText(ozIdentity.form.passserial, { exact: false });
    const number = screen.getByLabelText(ozIdentity.form.passnum, { exact: false });
    const pin = screen.getByLabelText(ozIdentity.form.pin, { exact: false });
    await user.type(series, 'a1b');
    expect(series).toHaveValue('AB');
    expect(number).toHaveFocus(); // at 2 letters focus jumps to the number
    await user.type(number, '12x34567890');
    expect(number).toHaveValue('1234567');
    await user.type(pin, '414038502300129');
    expect(pin).toHaveValue('41403850230012');
    expect([series, number, pin].map((input) => [input.getAttribute('data-keyboard'), input.getAttribute('maxlength')])).toEqual([
      ['letters', '2'],
      ['digits', '7'],
      ['digits', '14'],
    ]);
  });

  it('warns when Cyrillic letters are typed in the series, and takes none of them', async () => {
    const { user } = renderApp('/auth');
    const series = await screen.findByLabelText(ozIdentity.form.passserial, { exact: false });
    await user.type(series, 'АВ'); // Cyrillic А and В, which look like Latin letters
    expect(await screen.findByText(ozIdentity.form.cyrillic_warning)).toBeInTheDocument();
    expect(series).toHaveValue('');
    await user.type(series, 'A');
    expect(screen.queryByText(ozIdentity.form.cyrillic_warning)).not.toBeInTheDocument();
  });

  it('takes text typed by the kiosk keyboard (native value setter + input event)', async () => {
    const { user } = renderApp('/kiosk/auth');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    const keyboardTypes = (input: HTMLElement, text: string) =>
      act(() => {
        for (const char of text) {
          const field = input as HTMLInputElement;
          setValue?.call(field, field.value + char);
          field.dispatchEvent(new Event('input', { bubbles: true }));
        }
      });
    const series = await screen.findByLabelText(ozIdentity.form.passserial, { exact: false });
    keyboardTypes(series, 'aa');
    keyboardTypes(screen.getByLabelText(ozIdentity.form.passnum, { exact: false }), '1234567');
    keyboardTypes(screen.getByLabelText(ozIdentity.form.pin, { exact: false }), DILNOZA.pin);
    expect(series).toHaveValue('AA');
    server.use(faceCheckSocket([stats([13])]).handler);
    await user.click(screen.getByRole('button', { name: ozIdentity.form.submit }));
    await waitFor(() => expect(identityMock.checked).toEqual([DILNOZA]));
  });

  it('is pre-filled from the query when series and number are both there', async () => {
    renderApp('/auth?passserial=aa&passnum=1234567');
    expect(await screen.findByLabelText(ozIdentity.form.passserial, { exact: false })).toHaveValue('AA');
    expect(screen.getByLabelText(ozIdentity.form.passnum, { exact: false })).toHaveValue('1234567');
  });

  it('shows the public offer to read, without buttons for an anonymous visitor', async () => {
    const { user } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: ozIdentity.form.offer_link }));
    const dialog = await screen.findByRole('dialog', { name: ozIdentity.offer.title });
    expect(within(dialog).getByTestId('offer-document')).toHaveAttribute('lang', 'uz-Cyrl');
    expect(within(dialog).queryByRole('button', { name: ozIdentity.offer.agree })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: ozIdentity.offer.decline })).not.toBeInTheDocument();
  });

  it('stops at check_before_auth when the person is not found, with the server text', async () => {
    const session = renderApp('/auth');
    await identify(session, { ...DILNOZA, pin: '41403850230013' });
    expect(await screen.findByText(MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: ozFaceCheck.title })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: ozIdentity.form.submit })).toBeEnabled();
  });
});

describe('a login through the face check', () => {
  it('guides the face, logs in with the token, and after the accepted offer lands on my notarial acts', async () => {
    identityMock.termsofuse = 0;
    // Each frame the page sends gets the next answer: the first one is repeated so a busy machine still shows it.
    const guided = stats([13, 65]);
    const socket = faceCheckSocket([guided, guided, guided, stats([64], 2), success()]);
    server.use(socket.handler);
    const session = renderApp('/auth');
    await identify(session);

    const dialog = await faceCheck();
    await waitFor(() => {
      expect(within(dialog).getByText(ozFaceCheck.hints['13'])).toBeInTheDocument();
      expect(within(dialog).getByText(ozFaceCheck.hints['65'])).toBeInTheDocument();
      expect(within(dialog).getByTestId('turn-left')).toBeInTheDocument();
      expect(within(dialog).getByTestId('face-rect')).toHaveAttribute('width', '180');
    });

    const done = await screen.findByRole('dialog', { name: ozIdentity.success_title });
    expect(done).toHaveTextContent(MESSAGES.ok);
    expect(persisted().user).not.toBeNull();
    expect(device.stopCamera).toHaveBeenCalled();
    const [connect] = socket.log.connects;
    expect(connect?.headers).toMatchObject({ 'accept-version': '1.2', 'heart-beat': '3000,3000', lang: 'oz' });
    expect(connect?.headers['session-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(socket.log.frames[0]).toMatchObject({ headers: { destination: '/app/frame' }, body: 'AAAA' });

    await session.user.click(within(done).getByRole('button', { name: oz.dialog.ok }));
    const offer = await screen.findByRole('dialog', { name: ozIdentity.offer.title });
    expect(within(offer).queryByRole('button', { name: ozFaceCheck.close })).not.toBeInTheDocument();
    await session.user.click(within(offer).getByRole('button', { name: ozIdentity.offer.agree }));
    await waitFor(() => expect(session.router.state.location.pathname).toBe('/my_notarial_act'));
    expect(identityMock.offerAnswers).toEqual([1]);
    expect(persisted().user?.termsofuse).toBe(1);
  });

  it('shows the best shot while the token is checked', async () => {
    server.use(faceCheckSocket([success()]).handler);
    const session = renderApp('/auth');
    await identify(session);
    const shot = await within(await faceCheck()).findByRole('img', { name: ozFaceCheck.best_shot });
    expect(shot).toHaveAttribute('src', `data:image/jpeg;base64,${BEST_SHOT}`);
  });

  it('returns to the remembered page when the offer was accepted before', async () => {
    server.use(faceCheckSocket([success()]).handler);
    persisted().rememberPath('/search_ban');
    const session = renderApp('/auth');
    await identify(session);
    await session.user.click(await screen.findByRole('button', { name: oz.dialog.ok }));
    await waitFor(() => expect(session.router.state.location.pathname).toBe('/search_ban'));
    expect(persisted().redirectUrl).toBeNull();
  });

  it('logs out when the offer is declined, and goes to the main page', async () => {
    identityMock.termsofuse = 0;
    server.use(faceCheckSocket([success()]).handler);
    const session = renderApp('/auth');
    await identify(session);
    await session.user.click(await screen.findByRole('button', { name: oz.dialog.ok }));
    await session.user.click(await screen.findByRole('button', { name: ozIdentity.offer.decline }));
    await waitFor(() => expect(session.router.state.location.pathname).toBe('/'));
    expect(identityMock.offerAnswers).toEqual([0]);
    expect(persisted()).toMatchObject({ user: null });
  });

  it('refuses someone else’s face with the server message; the retry starts the login again', async () => {
    server.use(faceCheckSocket([success(FACE_TOKENS.other)]).handler);
    const session = renderApp('/auth');
    await identify(session);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.mismatch);
    expect(persisted().user).toBeNull();
    await session.user.click(screen.getByRole('button', { name: oz.dialog.retry }));
    await faceCheck();
    expect(identityMock.checked).toHaveLength(2);
  });

  it('shows the technical-work notice for resultCode 0', async () => {
    identityMock.technicalWork = true;
    server.use(faceCheckSocket([success()]).handler);
    const session = renderApp('/auth');
    await identify(session);
    expect(await screen.findByRole('dialog', { name: oz.dialog.technical_work_title })).toBeInTheDocument();
    expect(persisted().user).toBeNull();
  });

  it('gives up after the overall timeout with the error dialog', async () => {
    timing.timeout = 300;
    server.use(faceCheckSocket([stats([8])]).handler);
    const session = renderApp('/auth');
    await identify(session);
    expect(await screen.findByRole('alert')).toHaveTextContent(ozIdentity.errors.face_check_timeout);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ozFaceCheck.title })).not.toBeInTheDocument());
  });

  it('shows a camera error plainly and tries again on retry', async () => {
    device.openCamera.mockRejectedValueOnce(new CameraError('permission_denied'));
    server.use(faceCheckSocket([stats([8])]).handler);
    const session = renderApp('/auth');
    await identify(session);
    const dialog = await faceCheck();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ozFaceCheck.camera_errors.permission_denied);
    await session.user.click(within(dialog).getByRole('button', { name: ozFaceCheck.retry }));
    expect(await within(dialog).findByText(ozFaceCheck.hints['8'])).toBeInTheDocument();
  });

  it('says when a frame is refused, and goes on', async () => {
    server.use(faceCheckSocket([{ type: 'REJECTED', reason: 'frame 320x240 is smaller than 640x480' }]).handler);
    const session = renderApp('/auth');
    await identify(session);
    expect(await within(await faceCheck()).findByText(ozFaceCheck.rejected)).toBeInTheDocument();
  });

  it('shows a session ended by the server, with a retry', async () => {
    server.use(faceCheckSocket([{ error: 'busy' }]).handler);
    const session = renderApp('/auth');
    await identify(session);
    const dialog = await faceCheck();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ozFaceCheck.session_errors.busy);
    expect(within(dialog).getByRole('button', { name: ozFaceCheck.retry })).toBeInTheDocument();
  });

  it('releases the camera and says DISCONNECT when the dialog is closed', async () => {
    const socket = faceCheckSocket([stats([13])]);
    server.use(socket.handler);
    const session = renderApp('/auth');
    await identify(session);
    const dialog = await faceCheck();
    await within(dialog).findByText(ozFaceCheck.hints['13']);
    await session.user.click(within(dialog).getByRole('button', { name: ozFaceCheck.close }));
    await waitFor(() => expect(socket.log.disconnects).toBe(1));
    expect(device.stopCamera).toHaveBeenCalledWith(fakeStream);
    expect(screen.getByRole('button', { name: ozIdentity.form.submit })).toBeEnabled();
  });

  it('gives the hints in Karakalpak when chosen, and sends that language', async () => {
    const socket = faceCheckSocket([stats([65])]);
    server.use(socket.handler);
    const session = renderApp('/auth');
    await identify(session);
    const dialog = await faceCheck();
    await session.user.click(within(dialog).getByRole('radio', { name: 'Qaraqalpaqsha' }));
    expect(await within(dialog).findByText('Basıńızdı shepke burıń')).toBeInTheDocument();
  });
});

describe('the login dialog of a page that needs a session', () => {
  it('logs in from the page and stays on it', async () => {
    server.use(faceCheckSocket([success()]).handler);
    const session = renderApp('/search_ban?from=menu');
    await session.user.click(await screen.findByRole('button', { name: ozIdentity.login }));
    const dialog = await screen.findByRole('dialog', { name: ozIdentity.login });
    expect(within(dialog).getByRole('button', { name: ozIdentity.form.submit })).toBeInTheDocument();
    await identify(session);
    await session.user.click(await screen.findByRole('button', { name: oz.dialog.ok }));
    await waitFor(() => expect(session.router.state.location.pathname).toBe('/search_ban'));
    expect(session.router.state.location.search).toBe('?from=menu');
    expect(screen.queryByRole('dialog', { name: ozIdentity.login })).not.toBeInTheDocument();
  });

  it('pre-fills an invitation link and lands on its act after login', async () => {
    server.use(faceCheckSocket([success()]).handler);
    const query = '?pin=41403850230012&passserial=AA&passnum=1234567';
    const session = renderApp(`/auth${query}`);
    expect(await screen.findByLabelText(ozIdentity.form.pin, { exact: false })).toHaveValue(DILNOZA.pin);
    await session.user.click(screen.getByRole('button', { name: ozIdentity.form.submit }));
    await session.user.click(await screen.findByRole('button', { name: oz.dialog.ok }));
    await waitFor(() => expect(session.router.state.location.pathname).toBe('/enotarial_act/-1'));
    expect(session.router.state.location.search).toBe(query);
  });
});

describe('at a kiosk', () => {
  it('watches the camera agent: its socket and preview, no frames sent, its token posted to /api/auth', async () => {
    window.kioskBridge = { cameraAgentUrl: 'http://127.0.0.1:8470' } as Window['kioskBridge'];
    const socket = faceCheckSocket([], 'ws://127.0.0.1:8470/api/face-check/ws');
    server.use(socket.handler);
    const session = renderApp('/kiosk/auth');
    await identify(session);
    const preview = await within(await faceCheck()).findByRole('img', { name: ozFaceCheck.preview });
    expect(preview).toHaveAttribute('src', 'http://127.0.0.1:8470/api/preview.mjpg');
    expect(device.openCamera).not.toHaveBeenCalled();
    expect(socket.log.frames).toEqual([]);
  });
});
