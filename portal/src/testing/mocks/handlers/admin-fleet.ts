import { HttpResponse, http } from 'msw';
import type { EnrolmentCodeCreate, KioskDiagnostics, KioskPublic, KioskReportPublic } from '@/lib/api';
import { clientConfig } from '../data';
import { authenticate } from '../server-state';

const APP_VERSION = { 'X-App-Version': clientConfig.appVersion };

function diagnostics(failing: Record<string, string> = {}): KioskDiagnostics {
  const names = ['enrolment', 'camera', 'microphone', 'card_reader', 'printer', 'disk', 'clock', 'bandwidth'];
  return {
    agentVersion: '0.1.0',
    shellVersion: '1.4.0',
    kioskId: null,
    checkedAt: '2026-11-27T08:55:00+05:00',
    ok: Object.keys(failing).length === 0,
    checks: names.map((name) =>
      failing[name] ? { name, ok: false, code: name, problem: failing[name], details: {} } : { name, ok: true, details: {} },
    ),
  };
}

/** GET /api/kiosks as the server orders it: the silent kiosk first, then the active ones, then the revoked one. */
function fleet(): KioskPublic[] {
  const base = { kid: 'kid', enrolledAt: '2026-10-01T10:00:00+05:00', revokedAt: null, unverifiedReports: 0 };
  return [
    {
      ...base,
      id: 'TSH-003',
      office: 'Chilonzor notarial idorasi',
      location: 'Toshkent, Chilonzor XXM',
      state: 'active',
      offline: true,
      lastHeartbeatAt: '2026-11-26T18:00:00+05:00',
      lastDiagnostics: diagnostics({ card_reader: 'No card reader' }),
      lastReport: { id: 31, receivedAt: '2026-11-26T18:00:00+05:00', verified: true },
    },
    {
      ...base,
      id: 'TSH-001',
      office: 'Yunusobod notarial idorasi',
      location: 'Toshkent, Yunusobod XXM',
      state: 'active',
      offline: false,
      lastHeartbeatAt: '2026-11-27T08:55:00+05:00',
      lastDiagnostics: diagnostics(),
      lastReport: { id: 12, receivedAt: '2026-11-27T08:55:00+05:00', verified: false },
      unverifiedReports: 1,
    },
    {
      ...base,
      id: 'TSH-002',
      office: 'Mirzo Ulug‘bek notarial idorasi',
      location: 'Toshkent, Mirzo Ulug‘bek XXM',
      state: 'revoked',
      offline: false,
      revokedAt: '2026-11-20T10:00:00+05:00',
      lastHeartbeatAt: null,
      lastDiagnostics: null,
      lastReport: null,
    },
  ];
}

export const fleetMocks = { kiosks: fleet(), codes: [] as EnrolmentCodeCreate[] };

export function resetFleetMocks(): void {
  fleetMocks.kiosks = fleet();
  fleetMocks.codes = [];
}

/** TSH-001's kept reports: the newest one signed by another key. */
export const tsh001Reports: KioskReportPublic[] = [
  { id: 12, receivedAt: '2026-11-27T08:55:00+05:00', verified: false, report: diagnostics({ camera: 'No webcam' }) },
  { id: 11, receivedAt: '2026-11-27T08:50:00+05:00', verified: true, report: diagnostics() },
];

const denied = () => HttpResponse.json({ message: 'Access Denied', requestId: 'test' }, { status: 403, headers: APP_VERSION });

function answer(request: Request, body: unknown) {
  const fresh = authenticate(request);
  if (!fresh) return denied();
  return HttpResponse.json(body as object, { headers: APP_VERSION });
}

export const handlers = [
  http.get('/api/kiosks', ({ request }) => answer(request, fleetMocks.kiosks)),
  http.get('/api/kiosks/:kioskId/reports', ({ request, params }) =>
    answer(request, params.kioskId === 'TSH-001' ? tsh001Reports : []),
  ),
  http.post('/api/kiosks/enrolment-codes', async ({ request }) => {
    const body = (await request.json()) as EnrolmentCodeCreate;
    fleetMocks.codes.push(body);
    return answer(request, { kioskId: body.kioskId, code: 'ABCD-EFGH-JKLM', expiresAt: '2026-11-28T09:00:00+05:00' });
  }),
  http.post('/api/kiosks/:kioskId/revoke', ({ request, params }) => {
    const kiosk = fleetMocks.kiosks.find((candidate) => candidate.id === params.kioskId);
    if (!kiosk) return HttpResponse.json({ message: 'Kiosk topilmadi', requestId: 'test' }, { status: 404 });
    Object.assign(kiosk, { state: 'revoked', revokedAt: '2026-11-27T09:00:00+05:00', offline: false });
    return answer(request, kiosk);
  }),
];
