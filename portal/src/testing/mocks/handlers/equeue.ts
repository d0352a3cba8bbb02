import { http, HttpResponse } from 'msw';
import type { BookingCreate, BookingPublic, BookingState, FreeDay, FreeSlot } from '@/lib/api';
import { clientConfig } from '../data';
import { authenticate } from '../server-state';
import { catalogueDetails } from './catalogue';
import { MIROBOD_OFFICE } from './notaries';

/**
 * The electronic queue as the server answers it (server/notary/queue): the free days and times of notary 7 (Malika
 * Rahimova), booking with the citizen's limits and the slot's capacity, the citizen's history, the moves of a booking
 * by the table of server/notary/queue/actions.py, and the notary's day. The mock's clock stands at `EQUEUE_NOW`;
 * tests put the portal's clock there too (`atEqueueNow`). As on the server, a booking's `actions` depend on who asks
 * and from where: only a kiosk request (`X-Client-Mode: kiosk`) sees the citizen's check-in. Refusals carry the
 * server's oz texts (server/notary/locales/queue/oz.json, and notaries/ and acts/ where the server takes them).
 */

const HEADERS = { 'X-App-Version': clientConfig.appVersion };

/** 10:00 in Tashkent on a Tuesday. */
export const EQUEUE_NOW = '2026-12-01T05:00:00Z';
export const EQUEUE_TODAY = '2026-12-01';
/** A working day whose every place is taken. */
export const FULL_DAY = '2026-12-10';
export const FREE_DAY = '2026-12-11';

/** The server's [queue] settings, as a deployment might set them (a capacity of 2 shows the places left). */
const TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00', '14:00'];
const SLOT_MINUTES = 30;
const CAPACITY = 2;
const MIN_NOTICE_MINUTES = 60;
const HORIZON_DAYS = 30;
const MAX_ACTIVE = 3;
const LATE_MINUTES = 15;
const CHECK_IN_OPENS_MINUTES = 60;
const MINUTE = 60_000;
const NOW = Date.parse(EQUEUE_NOW);

export const TEXTS = {
  phoneRequired: 'Telefon raqamini kiriting',
  phoneWrong: "Telefon raqami 9 ta raqamdan iborat bo'lishi kerak",
  serviceUnknown: "Bunday xizmat katalogda yo'q",
  notaryNotReceiving: 'Bu notarius hozir fuqarolarni qabul qilmaydi. Boshqa notariusni tanlang',
  slotNotOffered: "Bu vaqt band qilish uchun taklif qilinmaydi: kalendardan bo'sh vaqtni tanlang",
  slotTaken: "Bu vaqt hozirgina band qilindi: boshqa vaqtni tanlang",
  tooMany: `Sizda ${MAX_ACTIVE} ta kelgusi navbat bor: yangisini olish uchun birini bekor qiling`,
  overlap: 'Shu vaqtda sizning boshqa navbatingiz bor',
  bookingUnknown: 'Bunday navbat topilmadi',
  notYours: 'Bu navbat sizniki emas',
  actionNotNow: "Bu amalni hozir bajarib bo'lmaydi",
  reasonRequired: 'Sababini yozing',
  notANotary: "Kunlik navbat faqat notariusga ko'rinadi",
};

/** The portal's clock at `EQUEUE_NOW`: the server's time comes with the client configuration. */
export const atEqueueNow = http.get('/api/client-config', () =>
  HttpResponse.json({ ...clientConfig, serverTime: EQUEUE_NOW }, { headers: HEADERS }),
);

export const UPCOMING_UUID = '7a0e4c1d-0000-4000-8000-000000000001';
export const SERVED_UUID = '7a0e4c1d-0000-4000-8000-000000000002';
export const ARRIVING_UUID = '7a0e4c1d-0000-4000-8000-000000000003';
export const LATE_UUID = '7a0e4c1d-0000-4000-8000-000000000004';
export const CANCELLED_UUID = '7a0e4c1d-0000-4000-8000-000000000005';
export const NOTARY_SERVED_UUID = '7a0e4c1d-0000-4000-8000-000000000010';
export const NOTARY_BOOKED_UUID = '7a0e4c1d-0000-4000-8000-000000000011';
export const NOTARY_LATE_UUID = '7a0e4c1d-0000-4000-8000-000000000012';
export const NEW_BOOKING_UUID = '7a0e4c1d-0000-4000-8000-0000000000aa';
const OTHER_CITIZENS_UUID = '7a0e4c1d-0000-4000-8000-';
export const MALIKA = { id: 7, name: 'Rahimova Malika Anvarovna' };
const DILNOZA = 'Karimova Dilnoza';

type Who = 'citizen' | 'notary';
type Action = 'cancel' | 'check_in' | 'serve' | 'no_show' | 'admit';

/** A booking the mock keeps; `actions` is worked out for each answer. `mine`: the logged-in citizen's own. */
interface Kept {
  booking: BookingPublic;
  mine: boolean;
}

const serviceOf = (id: number) => ({ id, name: catalogueDetails.find((detail) => detail.id === id)?.name ?? `Xizmat ${id}` });

type Fields = Partial<BookingPublic> & Pick<BookingPublic, 'uuid' | 'date' | 'time' | 'state'>;

function bookingOf(fields: Fields): BookingPublic {
  return {
    service: serviceOf(11651),
    notary: MALIKA,
    office: { id: MIROBOD_OFFICE.id, name: MIROBOD_OFFICE.name, address: MIROBOD_OFFICE.address },
    registered_at: '2026-11-25T04:30:00Z',
    phone: '901234567',
    email: '',
    description: '',
    citizen: DILNOZA,
    checked_in_at: null,
    reason: '',
    actions: [],
    ...fields,
  };
}

/**
 * The bookings with Malika, the logged-in citizen's own among them, and who is logged in: Dilnoza the citizen, or
 * Malika the notary. Tests change them to set the scene.
 */
export const equeueMocks = {
  bookings: new Map<string, Kept>(),
  caller: 'citizen' as Who,
};

/** What the portal asked for. */
export const equeueRequests = {
  books: [] as BookingCreate[],
  actions: [] as { uuid: string; action: string; reason: string; kiosk: boolean }[],
  freeDays: [] as URLSearchParams[],
  freeSlots: [] as URLSearchParams[],
  histories: 0,
  notaryDays: [] as string[],
  ics: [] as string[],
};

function keep(mine: boolean, fields: Fields): [string, Kept] {
  return [fields.uuid, { booking: bookingOf(fields), mine }];
}

export function resetEqueueMocks(): void {
  equeueMocks.bookings = new Map([
    keep(true, {
      uuid: UPCOMING_UUID,
      date: '2026-12-15',
      time: '10:00',
      state: 'booked',
      email: 'dilnoza@example.uz',
      description: 'Ishonchnoma uchun',
    }),
    keep(true, { uuid: SERVED_UUID, date: '2026-11-20', time: '14:00', state: 'served', service: serviceOf(1) }),
    keep(true, { uuid: CANCELLED_UUID, date: '2026-11-27', time: '11:00', state: 'cancelled', service: serviceOf(101) }),
    keep(true, { uuid: ARRIVING_UUID, date: EQUEUE_TODAY, time: '10:30', state: 'booked', service: serviceOf(101) }),
    keep(true, { uuid: LATE_UUID, date: EQUEUE_TODAY, time: '09:30', state: 'late', service: serviceOf(1) }),
    keep(false, { uuid: NOTARY_SERVED_UUID, date: EQUEUE_TODAY, time: '09:00', state: 'served', citizen: 'Tursunov Aziz', checked_in_at: '2026-12-01T03:55:00Z' }),
    keep(false, { uuid: NOTARY_LATE_UUID, date: EQUEUE_TODAY, time: '09:30', state: 'late', citizen: 'Qodirova Nilufar', checked_in_at: '2026-12-01T04:50:00Z' }),
    keep(false, { uuid: NOTARY_BOOKED_UUID, date: EQUEUE_TODAY, time: '10:00', state: 'booked', citizen: 'Toshmatov Bobur' }),
  ]);
  equeueMocks.caller = 'citizen';
  equeueRequests.books = [];
  equeueRequests.actions = [];
  equeueRequests.freeDays = [];
  equeueRequests.freeSlots = [];
  equeueRequests.histories = 0;
  equeueRequests.notaryDays = [];
  equeueRequests.ics = [];
}
resetEqueueMocks();

/** Other citizens book this slot's every place meanwhile (the race a 409 answers). */
export function takeMeanwhile(date: string, time: string): void {
  for (let place = taken(date, time); place < CAPACITY; place += 1) {
    const uuid = `${OTHER_CITIZENS_UUID}000${date.slice(5).replace('-', '')}${time.replace(':', '')}${place}`;
    const booking = bookingOf({ uuid, date, time, state: 'booked', citizen: 'Aliyeva Zuhra' });
    equeueMocks.bookings.set(uuid, { booking, mine: false });
  }
}

const startOf = (booking: Pick<BookingPublic, 'date' | 'time'>) => Date.parse(`${booking.date}T${booking.time}:00+05:00`);
const tashkentDay = (moment: number) => new Date(moment + 5 * 60 * MINUTE).toISOString().slice(0, 10);
const HOLDING: readonly BookingState[] = ['booked', 'checked_in', 'late'];

interface Moment {
  booking: BookingPublic;
  who: Who;
  kiosk: boolean;
}

/** server/notary/queue/actions.py's TABLE: who may make each move, from which states, and when. */
const MOVES: Record<Action, { who: readonly Who[]; from: readonly BookingState[]; when: (moment: Moment) => boolean }> = {
  cancel: { who: ['citizen'], from: ['booked'], when: ({ booking }) => startOf(booking) > NOW },
  check_in: {
    who: ['citizen', 'notary'],
    from: ['booked', 'late'],
    when: ({ booking, who, kiosk }) =>
      booking.date === tashkentDay(NOW) &&
      NOW >= startOf(booking) - CHECK_IN_OPENS_MINUTES * MINUTE &&
      booking.checked_in_at === null &&
      (who === 'notary' || kiosk),
  },
  serve: { who: ['notary'], from: ['checked_in', 'late'], when: ({ booking }) => booking.checked_in_at !== null },
  no_show: { who: ['notary'], from: ['booked', 'late'], when: ({ booking }) => NOW >= startOf(booking) && booking.checked_in_at === null },
  admit: { who: ['notary'], from: ['late'], when: ({ booking }) => booking.checked_in_at !== null },
};

function openTo(moment: Moment): Action[] {
  return (Object.keys(MOVES) as Action[]).filter((name) => {
    const move = MOVES[name];
    return move.who.includes(moment.who) && move.from.includes(moment.booking.state) && move.when(moment);
  });
}

const isKiosk = (request: Request) => request.headers.get('X-Client-Mode') === 'kiosk';

/**
 * server/notary/queue/actions.py's who_is: Dilnoza for her own bookings, Malika (the notary of them all) for any;
 * anyone else is refused.
 */
function whoIs(kept: Kept): Who | null {
  if (equeueMocks.caller === 'notary') return 'notary';
  return kept.mine ? 'citizen' : null;
}

const seen = (booking: BookingPublic, who: Who, request: Request): BookingPublic => ({
  ...booking,
  actions: openTo({ booking, who, kiosk: isKiosk(request) }),
});

/** The places a slot has taken: the bookings that hold it, and every place of the full day. */
function taken(date: string, time: string): number {
  if (date === FULL_DAY) return CAPACITY;
  const holding = [...equeueMocks.bookings.values()].filter(
    ({ booking }) => HOLDING.includes(booking.state) && booking.date === date && booking.time === time,
  );
  return holding.length;
}

/** Monday to Friday, from today to the horizon. */
function receives(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const horizon = tashkentDay(NOW + HORIZON_DAYS * 24 * 60 * MINUTE);
  return date >= tashkentDay(NOW) && date <= horizon && weekday !== 0 && weekday !== 6;
}

/** The starts a citizen may book that day, before the places taken: after the minimum notice. */
function offered(date: string): string[] {
  if (!receives(date)) return [];
  return TIMES.filter((time) => startOf({ date, time }) >= NOW + MIN_NOTICE_MINUTES * MINUTE);
}

function freeSlots(date: string): FreeSlot[] {
  return offered(date)
    .map((time) => ({ time, free: CAPACITY - taken(date, time) }))
    .filter((slot) => slot.free > 0);
}

function freeDays(month: string): FreeDay[] {
  const [year, monthNumber] = month.split('-').map(Number);
  const length = new Date(Date.UTC(year ?? 0, monthNumber ?? 1, 0)).getUTCDate();
  return Array.from({ length }, (_, index) => {
    const date = `${month}-${String(index + 1).padStart(2, '0')}`;
    return { date, free: freeSlots(date).reduce((sum, slot) => sum + slot.free, 0) };
  });
}

function answer(request: Request, body: object, status = 200) {
  const fresh = authenticate(request);
  if (!fresh) return HttpResponse.json({ message: 'Access Denied', requestId: 'test' }, { status: 403, headers: HEADERS });
  return HttpResponse.json(body, { status, headers: HEADERS });
}

/** 400 and 409: the translated text as the body. */
const refusal = (text: string, status: number) => new HttpResponse(text, { status, headers: { ...HEADERS, 'Content-Type': 'text/plain' } });
/** 403 and 404: the error object. */
const failure = (message: string, status: number, code: string | null) =>
  HttpResponse.json({ message, code, requestId: 'test' }, { status, headers: HEADERS });

/** server/notary/queue/service.py's book: the checks in its order, then the places. */
function refusalOf(body: BookingCreate): Response | null {
  // The body's own checks (server/notary/kit/identity_formats.py) come before the service's.
  if (!body.phone) return refusal(TEXTS.phoneRequired, 400);
  if (!/^\d{9}$/.test(body.phone)) return refusal(TEXTS.phoneWrong, 400);
  if (!catalogueDetails.some((detail) => detail.id === body.service_id)) return refusal(TEXTS.serviceUnknown, 400);
  if (body.notary_id !== MALIKA.id) return refusal(TEXTS.notaryNotReceiving, 400);
  if (!offered(body.date).includes(body.time)) return refusal(TEXTS.slotNotOffered, 400);
  const start = startOf(body);
  const held = [...equeueMocks.bookings.values()].filter(
    ({ booking, mine }) => mine && HOLDING.includes(booking.state) && startOf(booking) + SLOT_MINUTES * MINUTE > NOW,
  );
  if (held.length >= MAX_ACTIVE) return refusal(TEXTS.tooMany, 400);
  if (held.some(({ booking }) => startOf(booking) === start)) return refusal(TEXTS.overlap, 400);
  if (taken(body.date, body.time) >= CAPACITY) return refusal(TEXTS.slotTaken, 409);
  return null;
}

function book(body: BookingCreate): BookingPublic {
  const booking = bookingOf({
    uuid: NEW_BOOKING_UUID,
    date: body.date,
    time: body.time,
    state: 'booked',
    service: serviceOf(body.service_id),
    phone: body.phone,
    email: body.email ?? '',
    description: (body.description ?? '').trim(),
    registered_at: EQUEUE_NOW,
  });
  equeueMocks.bookings.set(booking.uuid, { booking, mine: true });
  return booking;
}

/** A move's outcome, as server/notary/queue/actions.py's `_target` makes it. */
function moved(booking: BookingPublic, action: Action, reason: string): BookingPublic {
  switch (action) {
    case 'check_in': {
      const late = booking.state === 'late' || NOW > startOf(booking) + LATE_MINUTES * MINUTE;
      return { ...booking, state: late ? 'late' : 'checked_in', checked_in_at: EQUEUE_NOW };
    }
    case 'admit':
      return { ...booking, state: 'checked_in', reason };
    case 'cancel':
      return { ...booking, state: 'cancelled' };
    case 'serve':
      return { ...booking, state: 'served' };
    case 'no_show':
      return { ...booking, state: 'no_show' };
  }
}

function takeAction(request: Request, uuid: string, action: string, reason: string): Response {
  const kept = equeueMocks.bookings.get(uuid);
  if (!kept) return failure(TEXTS.bookingUnknown, 404, null);
  const who = whoIs(kept);
  if (!who) return failure(TEXTS.notYours, 403, 'forbidden');
  const move = action as Action;
  if (!openTo({ booking: kept.booking, who, kiosk: isKiosk(request) }).includes(move)) return refusal(TEXTS.actionNotNow, 409);
  if (move === 'admit' && !reason.trim()) return refusal(TEXTS.reasonRequired, 400);
  const booking = moved(kept.booking, move, reason.trim());
  equeueMocks.bookings.set(uuid, { ...kept, booking });
  return answer(request, seen(booking, who, request));
}

const byTime = (a: Kept, b: Kept) => startOf(a.booking) - startOf(b.booking);

export const handlers = [
  http.get('/api/equeue/free_days', ({ request }) => {
    const query = new URL(request.url).searchParams;
    equeueRequests.freeDays.push(query);
    if (Number(query.get('notaryId')) !== MALIKA.id) return refusal(TEXTS.notaryNotReceiving, 400);
    return answer(request, freeDays(query.get('month') ?? ''));
  }),
  http.get('/api/equeue/free_slots', ({ request }) => {
    const query = new URL(request.url).searchParams;
    equeueRequests.freeSlots.push(query);
    if (Number(query.get('notaryId')) !== MALIKA.id) return refusal(TEXTS.notaryNotReceiving, 400);
    return answer(request, freeSlots(query.get('day') ?? ''));
  }),
  http.get('/api/equeue/bookings', ({ request }) => {
    equeueRequests.histories += 1;
    const mine = [...equeueMocks.bookings.values()].filter((kept) => kept.mine).sort((a, b) => byTime(b, a));
    return answer(request, mine.map(({ booking }) => seen(booking, 'citizen', request)));
  }),
  http.post('/api/equeue/bookings', async ({ request }) => {
    const body = (await request.json()) as BookingCreate;
    equeueRequests.books.push(body);
    const refused = refusalOf(body);
    return refused ?? answer(request, seen(book(body), 'citizen', request), 201);
  }),
  http.get('/api/equeue/bookings/:uuid/ics', ({ request, params }) => {
    equeueRequests.ics.push(request.headers.get('X-Requested-With') ?? '');
    const fresh = authenticate(request);
    if (!fresh) return failure('Access Denied', 403, null);
    if (!equeueMocks.bookings.has(String(params.uuid))) return failure(TEXTS.bookingUnknown, 404, null);
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
    return takeAction(request, uuid, action, reason);
  }),
  http.get('/api/equeue/notary_day', ({ request }) => {
    const day = new URL(request.url).searchParams.get('day') ?? '';
    equeueRequests.notaryDays.push(day);
    if (equeueMocks.caller !== 'notary') return failure(TEXTS.notANotary, 403, 'forbidden');
    const bookings = [...equeueMocks.bookings.values()]
      .filter(({ booking }) => booking.date === day && booking.state !== 'cancelled')
      .sort(byTime)
      .map(({ booking }) => seen(booking, 'notary', request));
    return answer(request, { date: day, bookings });
  }),
];
