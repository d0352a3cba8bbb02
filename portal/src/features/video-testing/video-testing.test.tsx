import type { Bandwidth, DeviceCheck } from '@/lib/media-check';
import oz from '@/locales/video-testing/oz.json';
import ru from '@/locales/video-testing/ru.json';
import { persisted, renderApp, screen, waitFor, within } from '@/testing/test-utils';

const media = vi.hoisted(() => ({
  checkDevices: vi.fn(),
  measureBandwidth: vi.fn(),
  watchLevel: vi.fn(),
}));

vi.mock('@/lib/media-check', async (importOriginal) => ({ ...(await importOriginal<object>()), ...media }));

const track = (kind: 'audio' | 'video') => ({ kind, stop: vi.fn() });

function stream(...kinds: ('audio' | 'video')[]) {
  const tracks = kinds.map(track);
  return {
    getTracks: () => tracks,
    getVideoTracks: () => tracks.filter((one) => one.kind === 'video'),
    getAudioTracks: () => tracks.filter((one) => one.kind === 'audio'),
  } as unknown as MediaStream;
}

const working = (): DeviceCheck => ({
  stream: stream('video', 'audio'),
  camera: { status: 'ok', width: 1280, height: 720 },
  microphone: { status: 'ok' },
});
const fast: Bandwidth = { status: 'ok', downloadMbps: 48.3, uploadMbps: 21 };

beforeEach(() => {
  media.checkDevices.mockResolvedValue(working());
  media.measureBandwidth.mockResolvedValue(fast);
  media.watchLevel.mockImplementation((_stream, onLevel: (rms: number) => void) => {
    onLevel(0.0316); // -30 dBFS: half the meter
    return () => undefined;
  });
});

const card = (name: string) => screen.getByRole('region', { name });

it('shows the camera with its picture and size, the microphone level and both speeds', async () => {
  renderApp('/video_testing');
  const camera = await screen.findByRole('region', { name: oz.camera.title });
  expect(await within(camera).findByRole('status')).toHaveTextContent('1280×720');
  expect(within(camera).getByLabelText(oz.camera.preview)).toBeInstanceOf(HTMLVideoElement);
  expect(within(camera).getByText(oz.status.ok)).toBeInTheDocument();

  const microphone = card(oz.microphone.title);
  expect(within(microphone).getByRole('status')).toHaveTextContent(oz.microphone.ok);
  expect(within(microphone).getByRole('progressbar', { name: oz.microphone.level })).toHaveAttribute('aria-valuenow', '50');

  const bandwidth = card(oz.bandwidth.title);
  expect(await within(bandwidth).findByText(oz.bandwidth.ok)).toBeInTheDocument();
  expect(within(bandwidth).getByText('48,3 Mbit/s')).toBeInTheDocument();
  expect(within(bandwidth).getByText('21 Mbit/s')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says the permission was refused and how to give it, then checks again when asked', async () => {
  media.checkDevices.mockResolvedValueOnce({
    stream: null,
    camera: { status: 'fail', error: 'permission_denied' },
    microphone: { status: 'fail', error: 'permission_denied' },
  } satisfies DeviceCheck);
  const { user } = renderApp('/video_testing');
  const camera = await screen.findByRole('region', { name: oz.camera.title });
  expect(await within(camera).findByRole('alert')).toHaveTextContent(oz.errors.permission_denied.advice);
  expect(within(camera).getByRole('status')).toHaveTextContent(oz.errors.permission_denied.problem);
  expect(within(camera).queryByLabelText(oz.camera.preview)).not.toBeInTheDocument();
  expect(within(card(oz.microphone.title)).getByRole('alert')).toHaveTextContent(oz.errors.permission_denied.advice);

  await user.click(screen.getByRole('button', { name: oz.check_again }));
  expect(await within(camera).findByText(oz.camera.ok.replace('{{width}}×{{height}}', '1280×720'))).toBeInTheDocument();
  expect(within(camera).queryByRole('alert')).not.toBeInTheDocument();
  expect(media.checkDevices).toHaveBeenCalledTimes(2);
  expect(media.measureBandwidth).toHaveBeenCalledTimes(2);
});

it('warns of a silent microphone and of a speed below the recommended one', async () => {
  media.checkDevices.mockResolvedValue({ ...working(), microphone: { status: 'warning', error: 'silent' } });
  media.measureBandwidth.mockResolvedValue({ status: 'warning', downloadMbps: 3.2, uploadMbps: 2.5 });
  renderApp('/video_testing');
  const microphone = await screen.findByRole('region', { name: oz.microphone.title });
  expect(await within(microphone).findByRole('alert')).toHaveTextContent(oz.errors.silent.advice);
  expect(within(microphone).getByText(oz.status.warning)).toBeInTheDocument();
  const bandwidth = card(oz.bandwidth.title);
  expect(await within(bandwidth).findByRole('alert')).toHaveTextContent(oz.bandwidth.advice.warning);
  expect(within(bandwidth).getByText(oz.bandwidth.warning)).toBeInTheDocument();
});

it('says, in the interface language, when the speed could not be measured and when the camera is too small', async () => {
  persisted().setLocale('ru');
  media.checkDevices.mockResolvedValue({ ...working(), camera: { status: 'fail', width: 320, height: 240, error: 'minimal_resolution' } });
  media.measureBandwidth.mockResolvedValue({ status: 'unavailable', downloadMbps: null, uploadMbps: null });
  renderApp('/video_testing');
  const camera = await screen.findByRole('region', { name: ru.camera.title });
  expect(await within(camera).findByRole('alert')).toHaveTextContent(ru.errors.minimal_resolution.advice);
  expect(within(camera).getByText(ru.camera.resolution.replace('{{width}}×{{height}}', '320×240'))).toBeInTheDocument();
  const bandwidth = card(ru.bandwidth.title);
  expect(await within(bandwidth).findByText(ru.bandwidth.unavailable)).toBeInTheDocument();
  expect(within(bandwidth).queryByText(/Мбит\/с$/)).not.toBeInTheDocument();
});

it('releases the camera and microphone when the visitor leaves the page', async () => {
  const check = working();
  media.checkDevices.mockResolvedValue(check);
  const { router } = renderApp('/video_testing');
  await screen.findByLabelText(oz.camera.preview);
  await router.navigate('/statistics');
  await waitFor(() => check.stream?.getTracks().forEach((one) => expect(one.stop).toHaveBeenCalled()));
});
