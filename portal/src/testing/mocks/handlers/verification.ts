import { http, HttpResponse } from 'msw';
import type { Verification } from '@/lib/api';
import { clientConfig } from '../data';

/** The public verification of a registered act by its QR code (GET /api/verify/{code}); no session. */

const HEADERS = { 'X-App-Version': clientConfig.appVersion };

/** A code the registry does not know (404). */
export const UNKNOWN_CODE = 'VX-0000';

/** The registered PDF's bytes; its SHA-256 is the record's `sha256`, computed by the test. */
export const REGISTERED_PDF = '%PDF-1.7 the registered act';

export function verificationRecord(fields: Partial<Verification> = {}): Verification {
  return {
    regnum: '2026-0001234',
    regdate: '2026-11-18',
    type: 1,
    typeName: 'Avtotransport vositasi oldi-sotdi shartnomasi',
    state: 'registered',
    notary: 'Aliyev Rustam Karimovich',
    office: 'Yunusobod tumani 1-davlat notarial idorasi',
    sha256: '',
    journal: { seq: 42, hash: 'a'.repeat(64), prev_hash: 'b'.repeat(64) },
    chain_holds: true,
    ...fields,
  };
}

export const verificationMocks = { record: verificationRecord() };
export const verificationRequests = { codes: [] as string[], authorizations: [] as (string | null)[] };

export function resetVerificationMocks(): void {
  verificationMocks.record = verificationRecord();
  verificationRequests.codes = [];
  verificationRequests.authorizations = [];
}
resetVerificationMocks();

export const handlers = [
  http.get('/api/verify/:code', ({ request, params }) => {
    const code = String(params.code);
    verificationRequests.codes.push(code);
    verificationRequests.authorizations.push(request.headers.get('Authorization'));
    if (code === UNKNOWN_CODE) return HttpResponse.json({ message: 'Not found', requestId: 'test' }, { status: 404, headers: HEADERS });
    return HttpResponse.json(verificationMocks.record, { headers: HEADERS });
  }),
];
