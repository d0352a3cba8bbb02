import { http, HttpResponse } from 'msw';
import type { AbsenceIn, AbsencePublic, NotaryAdmin, NotaryIn, NotaryUpdate, OfficeAdmin, OfficeIn, OfficeUpdate, WorkingDayIn } from '@/lib/api';
import { clientConfig } from '../data';
import { authenticate } from '../server-state';

/**
 * The administrator's notaries and offices as the server answers them (server/notary/notaries/admin_router.py):
 * pages with search, create and edit with the version read (409 when it changed), absences that never overlap and
 * make the notary's state today. Texts of refusals are the server's Russian ones.
 */

const HEADERS = { 'X-App-Version': clientConfig.appVersion };
const TODAY = '2026-12-07';

export const ADMIN_MESSAGES = {
  licenceTaken: 'Лицензия с этим номером выдана другому нотариусу',
  overlap: 'Этот период пересекается с другим отпуском или периодом нетрудоспособности нотариуса',
  changed: 'Эту запись только что изменил другой администратор. Откройте её заново и повторите изменения',
};

const WEEKDAYS: WorkingDayIn[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '18:00', breakFrom: '13:00', breakTo: '14:00' }));

function freshOffices(): OfficeAdmin[] {
  return [
    {
      id: 3,
      nameOz: 'Mirobod tumani 1-davlat notarial idorasi',
      nameUz: 'Миробод тумани 1-давлат нотариал идораси',
      nameRu: 'Государственная нотариальная контора № 1, Мирабадский район',
      regionId: 1726,
      districtId: 1726262,
      address: "Toshkent sh., Mirobod tumani, Amir Temur ko'chasi, 15-uy",
      latitude: 41.2995,
      longitude: 69.2401,
      phone: '712000000',
      timetable: WEEKDAYS,
      notaryCount: 1,
      version: 'v1',
    },
  ];
}

function freshNotaries(): NotaryAdmin[] {
  return [
    {
      id: 7,
      pin: '40209790120025',
      surname: 'Rahimova',
      name: 'Malika',
      patronymic: 'Anvarovna',
      fullnameUz: 'Раҳимова Малика Анваровна',
      licenceNumber: '00007',
      licenceDate: '2010-03-01',
      licenceStatus: 'active',
      state: 'working',
      stateToday: 'working',
      officeId: 3,
      office: 'Mirobod tumani 1-davlat notarial idorasi',
      phone: '901234567',
      online: true,
      timetable: WEEKDAYS,
      version: 'v1',
    },
  ];
}

/** What the handlers hold and what they were sent, for the tests to read. */
export const adminNotaryMock = {
  offices: freshOffices(),
  notaries: freshNotaries(),
  absences: [] as (AbsencePublic & { notaryId: number })[],
  sent: [] as (NotaryIn | NotaryUpdate | OfficeIn | OfficeUpdate | AbsenceIn)[],
};

export function resetAdminNotaryMocks(): void {
  adminNotaryMock.offices = freshOffices();
  adminNotaryMock.notaries = freshNotaries();
  adminNotaryMock.absences = [];
  adminNotaryMock.sent = [];
}

/** Another administrator saves the first notary or office: the version the page read is stale now. */
export function changeMeanwhile(kind: 'notaries' | 'offices'): void {
  const rows: { version: string }[] = adminNotaryMock[kind];
  rows.forEach((row, at) => {
    if (at === 0) row.version = 'changed';
  });
}

let nextId = 100;
const bump = (version: string) => `${version}+`;

function answer(request: Request, body: object | null, status = 200) {
  const fresh = authenticate(request);
  if (!fresh) return HttpResponse.json({ message: 'Access Denied' }, { status: 403, headers: HEADERS });
  const headers = { ...HEADERS };
  return body === null ? new HttpResponse(null, { status, headers }) : HttpResponse.json(body, { status, headers });
}

const refused = (status: number, text: string) => new HttpResponse(text, { status, headers: { ...HEADERS, 'Content-Type': 'text/plain' } });

function page<T>(items: T[], url: URL) {
  const size = Number(url.searchParams.get('size') ?? 20);
  const at = Number(url.searchParams.get('page') ?? 1);
  return { total: items.length, page: at, size, items: items.slice((at - 1) * size, at * size) };
}

function stateToday(notary: NotaryAdmin): NotaryAdmin {
  const covering = adminNotaryMock.absences.find((absence) => absence.notaryId === notary.id && absence.dateFrom <= TODAY && TODAY <= absence.dateTo);
  return { ...notary, stateToday: covering ? covering.kind === 'incapacity' ? 'incapacity' : 'vacation' : notary.state };
}

function notaryOf(body: NotaryIn, id: number, version: string): NotaryAdmin {
  const office = adminNotaryMock.offices.find((item) => item.id === body.officeId);
  return stateToday({
    ...body,
    patronymic: body.patronymic ?? '',
    licenceStatus: body.licenceStatus ?? 'active',
    state: body.state ?? 'working',
    phone: body.phone ?? '',
    online: body.online ?? false,
    id,
    version,
    stateToday: body.state ?? 'working',
    office: office?.nameOz ?? '',
    timetable: body.timetable ?? office?.timetable ?? [],
  });
}

export const handlers = [
  http.get('/api/admin/notaries', ({ request }) => {
    const url = new URL(request.url);
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const found = adminNotaryMock.notaries.filter((notary) => `${notary.surname} ${notary.name} ${notary.pin} ${notary.licenceNumber}`.toLowerCase().includes(q));
    return answer(request, page(found.map(stateToday), url));
  }),
  http.post('/api/admin/notaries', async ({ request }) => {
    const body = (await request.json()) as NotaryIn;
    adminNotaryMock.sent.push(body);
    if (adminNotaryMock.notaries.some((notary) => notary.licenceNumber === body.licenceNumber)) return refused(400, ADMIN_MESSAGES.licenceTaken);
    const created = notaryOf(body, (nextId += 1), 'v1');
    adminNotaryMock.notaries.push(created);
    return answer(request, created, 201);
  }),
  http.put('/api/admin/notaries/:id', async ({ request, params }) => {
    const body = (await request.json()) as NotaryUpdate;
    adminNotaryMock.sent.push(body);
    const at = adminNotaryMock.notaries.findIndex((notary) => notary.id === Number(params.id));
    const current = adminNotaryMock.notaries[at];
    if (!current) return refused(404, '');
    if (current.version !== body.version) return refused(409, ADMIN_MESSAGES.changed);
    // The version sent is replaced by the next one.
    const edited = notaryOf({ ...body, timetable: body.timetable ?? current.timetable }, current.id, bump(current.version));
    adminNotaryMock.notaries[at] = edited;
    return answer(request, edited);
  }),
  http.get('/api/admin/notaries/:id/absences', ({ request, params }) =>
    answer(request, adminNotaryMock.absences.filter((absence) => absence.notaryId === Number(params.id)).map(({ notaryId: _notary, ...absence }) => absence)),
  ),
  http.post('/api/admin/notaries/:id/absences', async ({ request, params }) => {
    const body = (await request.json()) as AbsenceIn;
    adminNotaryMock.sent.push(body);
    const notaryId = Number(params.id);
    const overlaps = adminNotaryMock.absences.some((absence) => absence.notaryId === notaryId && absence.dateFrom <= body.dateTo && absence.dateTo >= body.dateFrom);
    if (overlaps) return refused(400, ADMIN_MESSAGES.overlap);
    const added = { id: (nextId += 1), ...body };
    adminNotaryMock.absences.push({ ...added, notaryId });
    return answer(request, added, 201);
  }),
  http.delete('/api/admin/notaries/:id/absences/:absenceId', ({ request, params }) => {
    adminNotaryMock.absences = adminNotaryMock.absences.filter((absence) => absence.id !== Number(params.absenceId));
    const left = adminNotaryMock.absences.filter((absence) => absence.notaryId === Number(params.id));
    return answer(request, left.map(({ notaryId: _notaryId, ...absence }) => absence));
  }),
  http.get('/api/admin/offices', ({ request }) => {
    const url = new URL(request.url);
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    return answer(request, page(adminNotaryMock.offices.filter((office) => `${office.nameOz} ${office.address}`.toLowerCase().includes(q)), url));
  }),
  http.post('/api/admin/offices', async ({ request }) => {
    const body = (await request.json()) as OfficeIn;
    adminNotaryMock.sent.push(body);
    const created: OfficeAdmin = { ...body, phone: body.phone ?? '', timetable: body.timetable ?? [], id: (nextId += 1), notaryCount: 0, version: 'v1' };
    adminNotaryMock.offices.push(created);
    return answer(request, created, 201);
  }),
  http.put('/api/admin/offices/:id', async ({ request, params }) => {
    const body = (await request.json()) as OfficeUpdate;
    adminNotaryMock.sent.push(body);
    const at = adminNotaryMock.offices.findIndex((office) => office.id === Number(params.id));
    const current = adminNotaryMock.offices[at];
    if (!current) return refused(404, '');
    if (current.version !== body.version) return refused(409, ADMIN_MESSAGES.changed);
    const edited: OfficeAdmin = { ...current, ...body, phone: body.phone ?? '', timetable: body.timetable ?? [], version: bump(current.version) };
    adminNotaryMock.offices[at] = edited;
    return answer(request, edited);
  }),
];
