import { http, HttpResponse } from 'msw';
import { catalogues } from '@/lib/i18n';
import roomOz from '@/locales/room-test/oz.json';
import { server } from '@/testing/mocks/server';
import { renderApp, screen } from '@/testing/test-utils';

const echoTest = vi.fn();
vi.mock('@/lib/janus', () => ({ echoTest: (...args: unknown[]) => echoTest(...args) }));

const oz = { ...catalogues.oz, 'room-test': roomOz };
const texts = oz['room-test'];
const TICKET = { server: 'ws://127.0.0.1:8188', token: 't', ice_servers: [] };

beforeEach(() => {
  echoTest.mockReset();
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: async () => ({ getTracks: () => [] }) },
  });
  server.use(http.post('/api/video/echo-test', () => HttpResponse.json(TICKET)));
});

describe('the room test', () => {
  it('sends the picture through the media server and shows it coming back', async () => {
    echoTest.mockResolvedValue({ remote: {}, connection: () => undefined, stop: vi.fn() });
    const { user } = renderApp('/room_video_testing', { session: {} });
    await user.click(await screen.findByRole('button', { name: texts.start }));
    expect(await screen.findByLabelText(texts.returned)).toBeInTheDocument();
    expect(echoTest).toHaveBeenCalledWith(TICKET, expect.anything());
    expect(screen.getByRole('button', { name: texts.again })).toBeInTheDocument();
  });

  it('says so when the media server cannot be reached', async () => {
    echoTest.mockRejectedValue(new Error('no answer'));
    const { user } = renderApp('/room_video_testing', { session: {} });
    await user.click(await screen.findByRole('button', { name: texts.start }));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.failed);
  });

  it('asks a visitor to log in and offers the device test meanwhile', async () => {
    renderApp('/room_video_testing');
    expect(await screen.findByText(texts.login_needed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.devices_instead })).toHaveAttribute('href', '/video_testing');
  });
});
