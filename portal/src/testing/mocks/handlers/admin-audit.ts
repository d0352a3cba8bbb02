import { HttpResponse, http } from 'msw';
import type { AuditEventPublic } from '@/lib/api';
import { clientConfig } from '../data';
import { authenticate } from '../server-state';

const APP_VERSION = { 'X-App-Version': clientConfig.appVersion };

function event(id: number, action: string, target: string, extra: Partial<AuditEventPublic> = {}): AuditEventPublic {
  return {
    id,
    at: `2026-11-${String(10 + (id % 18)).padStart(2, '0')}T10:00:00+05:00`,
    action,
    result: 'ok',
    actorUserId: null,
    actorPin: null,
    target,
    channel: 'browser',
    address: '10.0.0.7',
    requestId: `req-${id}`,
    details: {},
    ...extra,
  };
}

/** 60 events, newest first: more than one page of 50. */
export const auditEvents: AuditEventPublic[] = [
  event(60, 'kiosk_revoked', 'TSH-001', { actorUserId: 4, actorPin: '30501900450028', details: { kid: 'abc' } }),
  event(59, 'login', '41403850230012'),
  ...Array.from({ length: 58 }, (_, index) => event(58 - index, 'kiosk_health_changed', 'TSH-002')),
];

export const auditMocks = { queries: [] as URLSearchParams[], exports: [] as URLSearchParams[] };

export function resetAuditMocks(): void {
  auditMocks.queries = [];
  auditMocks.exports = [];
}

function matching(params: URLSearchParams): AuditEventPublic[] {
  const actions = params.getAll('action');
  return auditEvents.filter(
    (item) =>
      (!params.get('kiosk') || item.target === params.get('kiosk')) &&
      (!params.get('pin') || item.target === params.get('pin') || item.actorPin === params.get('pin')) &&
      (actions.length === 0 || actions.includes(item.action)),
  );
}

const denied = () => HttpResponse.json({ message: 'Access Denied', requestId: 'test' }, { status: 403, headers: APP_VERSION });

export const handlers = [
  http.get('/api/admin/audit/events', ({ request }) => {
    const fresh = authenticate(request);
    if (!fresh) return denied();
    const params = new URL(request.url).searchParams;
    auditMocks.queries.push(params);
    const offset = Number(params.get('offset') ?? 0);
    const limit = Number(params.get('limit') ?? 50);
    const found = matching(params);
    return HttpResponse.json(
      { items: found.slice(offset, offset + limit), total: found.length, offset, limit },
      { headers: APP_VERSION },
    );
  }),
  http.get('/api/admin/audit/actions', ({ request }) => {
    const fresh = authenticate(request);
    if (!fresh) return denied();
    return HttpResponse.json(['kiosk_health_changed', 'kiosk_revoked', 'login'], {
      headers: APP_VERSION,
    });
  }),
  http.get('/api/admin/audit/events.csv', ({ request }) => {
    const fresh = authenticate(request);
    if (!fresh) return denied();
    const params = new URL(request.url).searchParams;
    auditMocks.exports.push(params);
    const rows = matching(params).map((item) => `${item.id},${item.at},${item.action}`);
    return new HttpResponse(['id,at,action', ...rows].join('\r\n'), {
      headers: {
        ...APP_VERSION,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="audit-log.csv"',
        'X-Export-Truncated': 'false',
      },
    });
  }),
];
