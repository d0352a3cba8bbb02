import { http, HttpResponse } from 'msw';
import type { ConferencePublic } from '@/lib/api';
import { catalogues } from '@/lib/i18n';
import actsOz from '@/locales/acts/oz.json';
import { actMocks, resetActMocks, stagedAct } from '@/testing/mocks/handlers/acts';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

vi.mock('@/lib/media-check', async (original) => ({
  ...(await original<typeof import('@/lib/media-check')>()),
  checkDevices: async () => ({
    stream: null,
    camera: { status: 'ok', width: 1280, height: 720 },
    microphone: { status: 'ok' },
  }),
  measureBandwidth: async () => ({ status: 'warning', downloadMbps: 3.4, uploadMbps: 2.6 }),
}));

const oz = { ...catalogues.oz, acts: actsOz };
const texts = oz.acts.video;
const session = { session: {} };
const UUID = '3f1c2a9e-0000-4000-8000-0000000000d8';
const PATH = '/api/notarial_act/:uuid/video';

function conference(fields: Partial<ConferencePublic> = {}): ConferencePublic {
  return {
    visit_at: '2026-12-07T05:15:00Z',
    opens_at: '2026-12-07T05:00:00Z',
    state: 'waiting',
    participants: [
      { name: 'Rahimova Malika', role: 'notary', feed: 11, me: false, ready: false, present: false, quality: null, photo_url: null },
      { name: 'Karimova Dilnoza', role: 'party', feed: 12, me: true, ready: false, present: false, quality: null, photo_url: null },
    ],
    actions: ['ready'],
    recording: null,
    ...fields,
  };
}

async function openVideoTab(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('tab', { name: oz.acts.details.tabs.video }));
}

beforeEach(() => {
  resetActMocks();
  actMocks.acts.set(UUID, stagedAct(UUID, 8, [], { registration_type: 2 }));
});

describe('the video conference tab', () => {
  it('offers what the server lists: a party checks the devices and says it is ready', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(PATH, () => HttpResponse.json(conference())),
      http.post(`${PATH}/ready`, async ({ request }) => {
        sent.push(await request.json());
        const ready = conference({ actions: [] });
        return HttpResponse.json({ ...ready, participants: ready.participants.map((p) => ({ ...p, ready: p.me })) });
      }),
    );
    const { user } = renderApp(`/enotarial_act/${UUID}`, session);
    await openVideoTab(user);
    expect(screen.queryByRole('button', { name: texts.start })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: texts.ready }));
    await waitFor(() => expect(sent).toEqual([{ width: 1280, height: 720, microphone: true, bandwidth_mbps: 2.6 }]));
    expect(await screen.findByText(texts.is_ready)).toBeInTheDocument();
    expect(screen.getByText(texts.bandwidth_warning.replace('{{recommended}}', '4'))).toBeInTheDocument();
  });

  it('shows the server’s refusal where the person is looking', async () => {
    server.use(
      http.get(PATH, () => HttpResponse.json(conference({ actions: ['start'] }))),
      http.post(`${PATH}/start`, () => new HttpResponse('Video konferensiya serveri bilan bog‘lanishda xatolik', { status: 502 })),
    );
    const { user } = renderApp(`/enotarial_act/${UUID}`, session);
    await openVideoTab(user);
    await user.click(await screen.findByRole('button', { name: texts.start }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Video konferensiya serveri bilan bog‘lanishda xatolik');
  });

  it('tells why the server did not take the readiness, in words, next to the check', async () => {
    const refusal = 'Kamera ruxsati kamida 640×480 bo‘lishi kerak';
    server.use(
      http.get(PATH, () => HttpResponse.json(conference())),
      http.post(`${PATH}/ready`, () => new HttpResponse(refusal, { status: 400 })),
    );
    const { user } = renderApp(`/enotarial_act/${UUID}`, session);
    await openVideoTab(user);
    await user.click(await screen.findByRole('button', { name: texts.ready }));
    expect(await screen.findByRole('alert', { name: oz.errors.action_failed })).toHaveTextContent(refusal);

    // No answer: the interface's words, not the browser's error.
    server.use(http.post(`${PATH}/ready`, () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: texts.ready }));
    await waitFor(() => expect(screen.getByRole('alert', { name: oz.errors.action_failed })).toHaveTextContent(oz.errors.network));
  });

  it('an act registered in person says it needs no conference', async () => {
    actMocks.acts.set(UUID, stagedAct(UUID, 8, [], { registration_type: 1 }));
    const { user } = renderApp(`/enotarial_act/${UUID}`, session);
    await openVideoTab(user);
    expect(await screen.findByText(oz.acts.details.later.video_in_person)).toBeInTheDocument();
  });
});
