import { http, HttpResponse } from 'msw';
import type { BookingCreate, BookingPublic, BookingState, FreeDay } from '@/lib/api';
import { clientConfig } from '../data';
import { authenticate } from '../server-state';
import { catalogueDetails } from './catalogue';
import { MIROBOD_OFFICE } from './notaries';

/**
 * The electronic queue as the server answers it (server/notary/queue): the free days and times of notary 7 (Malika
 * Rahimova), booking, the citizen's history, the moves of a booking and the notary's day, over a small in-memory
 * state. Its today is `EQUEUE_TODAY`; tests that book or check in put the portal's clock there (`atEqueueNow`).
 * As on the server, a booking's `actions` depend on who asks and from where: a kiosk request (`X-Client-Mode: kiosk`)
 * sees the check-in a browser does not.
 */

const HEADERS = { 'X-App-Version': clientConfig.appVersion };

/** 10:00 in Tashkent on a Tuesday. */
export const EQUEUE_NOW = '2026-12-01T05:00:00Z';
export const EQUEUE_TODAY = '2026-12-01';
/** A working day whose every place is taken. */
export const FULL_DAY = '2026-12-10';
export const FREE_DAY = '2026-12-11';
const TIMES = ['09:00', '09:30', '10:00', '14:00'];
const CAPACITY = 2;

/** The portal's clock at `EQUEUE_NOW`: the server's time comes with the client configuration. */
export const atEqueueNow = http.get('/api/client-config', () =>
  HttpResponse.json({ ...clientConfig, serverTime: EQUEUE_NOW }, { headers: HEADERS }),
);

export const UPCOMING_UUID = '7a0e4c1d-0000-4000-8000-000000000001';
export const SERVED_UUID = '7a0e4c1d-0000-4000-8000-000000000002';
export const ARRIVING_UUID = '7a0e4c1d-0000-4000-8000-000000000003';
export const LATE_UUID = '7a0e4c1d-0000-4000-8000-000000000004';
export const NOTARY_BOOKED_UUID = '7a0e4c1d-0000-4000-8000-000000000011';
export const NOTARY_LATE_UUID = '7a0e4c1d-0000-4000-8000-000000000012';
export const NEW_BOOKING_UUID = '7a0e4c1d-0000-4000-8000-0000000000aa';
const MALIKA = { id: 7, name: 'Rahimova Malika Anvarovna' };

/** A booking kept by the mock: what a browser sees, what a kiosk request sees, and what a check-in makes of it. */
interface Kept {
  booking: BookingPublic;
  kioskActions?: string[];
  arrives?: BookingState;
}

const serviceOf = (id: number) => ({ id, name: catalogueDetails.find((detail) => detail.id === id)?.name ?? `Xizmat ${id}` });

function bookingOf(fields: Partial<BookingPublic> & Pick<BookingPublic, 'uuid' | 'date' | 'time' | 'state' | 'actions'>): BookingPublic {
  return {
    service: serviceOf(11651),
    notary: MALIKA,
    office: { id: MIROBOD_OFFICE.id, name: MIROBOD_OFFICE.name, address: MIROBOD_OFFICE.address },
    registered_at: '2026-11-25T04:30:00Z',
    phone: '901234567',
    email: '',
    description: '',
    citizen: 'Karimova Dilnoza',
    checked_in_at: null,
    reason: '',
    ...fields,
  };
}

/** The citizen's bookings and the notary's day; tests change them to set the scene. */
export const equeueMocks = {
  history: new Map<string, Kept>(),
  notaryDay: new Map<string, Kept>(),
  /** The caller is no notary: the notary's day answers 403. */
  notNotary: false,
};

/** What the portal asked for. */
export const equeueRequests = {
  books: [] as BookingCreate[],
  actions: [] as { uuid: string; action: string; reason: string; kiosk: boolean }[],
  freeDays: [] as URLSearchParams[],
  notaryDays: [] as string[],
  ics: [] as string[],
};

export function resetEqueueMocks(): void {
  equeueMocks.history = new Map(
    [
      { booking: bookingOf({ uuid: UPCOMING_UUID, date: '2026-12-15', time: '10:00', state: 'booked', actions: ['cancel'], email: 'dilnoza@example.uz', description: 'Ishonchnoma uchun' }) },
      { booking: bookingOf({ uuid: SERVED_UUID, date: '2026-11-20', time: '14:00', state: 'served', actions: [], service: serviceOf(1) }) },
      { booking: bookingOf({ uuid: ARRIVING_UUID, date: EQUEUE_TODAY, time: '10:30', state: 'booked', actions: [], service: serviceOf(101) }), kioskActions: ['check_in'], arrives: 'checked_in' as const },
      { booking: bookingOf({ uuid: LATE_UUID, date: EQUEUE_TODAY, time: '09:30', state: 'booked', actions: [], service: serviceOf(1) }), kioskActions: ['check_in'], arrives: 'late' as const },
    ].map((kept) => [kept.booking.uuid, kept]),
  );
  equeueMocks.notaryDay = new Map(
    [
      { booking: bookingOf({ uuid: NOTARY_BOOKED_UUID, date: EQUEUE_TODAY, time: '09:00', state: 'booked', actions: ['check_in', 'no_show'], citizen: 'Toshmatov Bobur' }), arrives: 'checked_in' as const },
      { booking: bookingOf({ uuid: NOTARY_LATE_UUID, date: EQUEUE_TODAY, time: '09:30', state: 'late', actions: ['serve', 'admit'], checked_in_at: '2026-12-01T04:50:00Z' }) },
    ].map((kept) => [kept.booking.uuid, kept]),
  );
  equeueMocks.notNotary = false;
  equeueRequests.books = [];
  equeueRequests.actions = [];
  equeueRequests.freeDays = [];
  equeueRequests.notaryDays = [];
  equeueRequests.ics = [];
}
resetEqueueMocks();

const holding = (booking: BookingPublic) => booking.state !== 'cancelled';

function placesLeft(day: string, time: string): number {
  const taken = [...equeueMocks.history.values()].filter(({ booking }) => holding(booking) && booking.date === day && booking.time === time);
  return day === FULL_DAY ? 0 : CAPACITY - taken.length;
}

/** A day is open from today on, Monday to Friday. */
function open(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return day >= EQUEUE_TODAY && weekday !== 0 && weekday !== 6;
}

function freeSlots(day: string) {
  if (!open(day)) return [];
  return TIMES.map((time) => ({ time, free: placesLeft(day, time) })).filter((slot) => slot.free > 0);
}

function freeDays(month: string): FreeDay[] {
  const [year, monthNumber] = month.split('-').map(Number);
  const length = new Date(Date.UTC(year ?? 0, monthNumber ?? 1, 0)).getUTCDate();
  return Array.from({ length }, (_, index) => {
    const date = `${month}-${String(index + 1).padStart(2, '0')}`;
    return { date, free: freeSlots(date).reduce((sum, slot) => sum + slot.free, 0) };
  });
}

const isKiosk = (request: Request) => request.headers.get('X-Client-Mode') === 'kiosk';

/** The booking as this request sees it. */
const seen = (kept: Kept, request: Request): BookingPublic =>
  isKiosk(request) && kept.kioskActions ? { ...kept.booking, actions: kept.kioskActions } : kept.booking;

function answer(request: Request, body: unknown, status = 200) {
  const fresh = authenticate(request.headers.get('Authorization'));
  if (!fresh) return HttpResponse.json({ message: 'Access Denied', requestId: 'test' }, { status: 403, headers: HEADERS });
  return HttpResponse.json(body as object, { status, headers: { ...HEADERS, Authorization: `Bearer ${fresh}` } });
}

const refusal = (text: string, status: number) => new HttpResponse(text, { status, headers: { ...HEADERS, 'Content-Type': 'text/plain' } });

function book(body: BookingCreate): BookingPublic | null {
  if (body.notary_id !== MALIKA.id || !freeSlots(body.date).some((slot) => slot.time === body.time)) return null;
  const booking = bookingOf({
    uuid: NEW_BOOKING_UUID,
    date: body.date,
    time: body.time,
    state: 'booked',
    actions: ['cancel'],
    service: serviceOf(body.service_id),
    phone: body.phone,
    email: body.email ?? '',
    description: body.description ?? '',
    registered_at: EQUEUE_NOW,
  });
  equeueMocks.history.set(booking.uuid, { booking });
  return booking;
}

/** Each move's outcome, as server/notary/queue/actions.py makes it (the actions the mover sees next). */
function moved(kept: Kept, action: string, reason: string): BookingPublic {
  const { booking } = kept;
  switch (action) {
    case 'cancel':
      return { ...booking, state: 'cancelled', actions: [] };
    case 'check_in': {
      const state = kept.arrives ?? 'checked_in';
      const byNotary = equeueMocks.notaryDay.has(booking.uuid);
      const next = byNotary ? (state === 'late' ? ['serve', 'admit'] : ['serve']) : [];
      return { ...booking, state, checked_in_at: EQUEUE_NOW, actions: next };
    }
    case 'admit':
      return { ...booking, state: 'checked_in', reason, actions: ['serve'] };
    case 'serve':
      return { ...booking, state: 'served', actions: [] };
    default:
      return { ...booking, state: 'no_show', actions: [] };
  }
}

export const handlers = [
  http.get('/api/equeue/free_days', ({ request }) => {
    const query = new URL(request.url).searchParams;
    equeueRequests.freeDays.push(query);
    return answer(request, freeDays(query.get('month') ?? ''));
  }),
  http.get('/api/equeue/free_slots', ({ request }) => answer(request, freeSlots(new URL(request.url).searchParams.get('day') ?? ''))),
  http.get('/api/equeue/bookings', ({ request }) => {
    const list = [...equeueMocks.history.values()].map((kept) => seen(kept, request));
    list.sort((a, b) => `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`));
    return answer(request, list);
  }),
  http.post('/api/equeue/bookings', async ({ request }) => {
    const body = (await request.json()) as BookingCreate;
    equeueRequests.books.push(body);
    const booking = book(body);
    if (!booking) return refusal('Bu vaqtga yozilib bo‘lmaydi: taqvimdan bo‘sh vaqtni tanlang', 400);
    return answer(request, booking, 201);
  }),
  http.get('/api/equeue/bookings/:uuid/ics', ({ request, params }) => {
    equeueRequests.ics.push(request.headers.get('Authorization') ?? '');
    const disposition = `attachment; filename="booking-${String(params.uuid).slice(0, 8)}.ics"`;
    return new HttpResponse('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
      headers: { ...HEADERS, 'Content-Type': 'text/calendar', 'Content-Disposition': disposition },
    });
  }),
  http.post('/api/equeue/bookings/:uuid/actions/:action', async ({ request, params }) => {
    const uuid = String(params.uuid);
    const action = String(params.action);
    const { reason = '' } = (await request.json()) as { reason?: string };
    equeueRequests.actions.push({ uuid, action, reason, kiosk: isKiosk(request) });
    const store = equeueMocks.notaryDay.has(uuid) ? equeueMocks.notaryDay : equeueMocks.history;
    const kept = store.get(uuid);
    if (!kept) return HttpResponse.json({ message: 'Yozilish topilmadi', requestId: 'test' }, { status: 404, headers: HEADERS });
    if (!seen(kept, request).actions.includes(action)) return refusal('Bu amal hozir mumkin emas', 409);
    if (action === 'admit' && !reason.trim()) return refusal('Sababni ko‘rsating', 400);
    const booking = moved(kept, action, reason.trim());
    store.set(uuid, { booking });
    return answer(request, booking);
  }),
  http.get('/api/equeue/notary_day', ({ request }) => {
    const day = new URL(request.url).searchParams.get('day') ?? '';
    equeueRequests.notaryDays.push(day);
    if (equeueMocks.notNotary) {
      return HttpResponse.json({ message: 'Kunlik navbatni faqat notarius ko‘radi', requestId: 'test' }, { status: 403, headers: HEADERS });
    }
    const bookings = [...equeueMocks.notaryDay.values()].map(({ booking }) => booking).filter((booking) => booking.date === day);
    return answer(request, { date: day, bookings: bookings.sort((a, b) => a.time.localeCompare(b.time)) });
  }),
];
