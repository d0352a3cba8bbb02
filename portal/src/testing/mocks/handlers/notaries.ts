import { http, HttpResponse } from 'msw';
import type { Dictionaries, NotaryDetail, NotaryListItem, OfficePlace, ReviewIn, ReviewPublic, WorkingDay } from '@/lib/api';
import { clientConfig } from '../data';
import { authenticate } from '../server-state';

/**
 * The notary directory as the server answers it (server/notary/notaries): search, region and district filters,
 * the three sortings, pages, details, and one review per citizen and notary. Malika Rahimova of
 * docs/contracts/sandbox.md#demo-people is notary 7 (the route tests open /notary/7).
 */

const HEADERS = { 'X-App-Version': clientConfig.appVersion };
const TASHKENT_CITY = 1726;
const MIROBOD = 1726273;
const YUNUSOBOD = 1726266;
const ANDIJAN_REGION = 1703;
const ANDIJAN_DISTRICT = 1703203;

/** Enough of GET /api/dict for the region and district choices: Tashkent city with its Mirobod and Yunusobod. */
export const dictionaries: Dictionaries = {
  version: 'directory-test',
  regions: [
    {
      id: ANDIJAN_REGION,
      name: { oz: 'Andijon viloyati', uz: 'Андижон вилояти', ru: 'Андижанская область' },
      districts: [{ id: ANDIJAN_DISTRICT, name: { oz: 'Andijon tumani', uz: 'Андижон тумани', ru: 'Андижанский район' } }],
    },
    {
      id: TASHKENT_CITY,
      name: { oz: 'Toshkent shahri', uz: 'Тошкент шаҳри', ru: 'город Ташкент' },
      districts: [
        { id: YUNUSOBOD, name: { oz: 'Yunusobod tumani', uz: 'Юнусобод тумани', ru: 'Юнусабадский район' } },
        { id: MIROBOD, name: { oz: 'Mirobod tumani', uz: 'Миробод тумани', ru: 'Мирабадский район' } },
      ],
    },
  ],
  actTypes: [],
  documentTypes: [],
  languages: [],
};

function office(id: number, name: string, address: string, districtId: number): OfficePlace {
  const tashkent = districtId !== ANDIJAN_DISTRICT;
  const region = dictionaries.regions.find((item) => item.id === (tashkent ? TASHKENT_CITY : ANDIJAN_REGION));
  const district = region?.districts.find((item) => item.id === districtId);
  return {
    id,
    name,
    address,
    phone: '+998 71 200-00-00',
    latitude: tashkent ? 41.2995 : 40.7821,
    longitude: tashkent ? 69.2401 : 72.3442,
    regionId: region?.id ?? 0,
    region: region?.name.oz ?? '',
    districtId,
    district: district?.name.oz ?? '',
  };
}

export const MIROBOD_OFFICE = office(3, 'Mirobod tumani 1-davlat notarial idorasi', "Toshkent sh., Mirobod tumani, Amir Temur ko'chasi, 15-uy", MIROBOD);

function notary(fields: Partial<NotaryListItem> & Pick<NotaryListItem, 'id' | 'fullname' | 'office'>): NotaryListItem {
  return {
    licenceNumber: `${fields.id}0${fields.id}`,
    licenceStatus: 'active',
    state: 'working',
    online: true,
    ministryRating: 4,
    clientRating: null,
    reviewCount: 0,
    ...fields,
  };
}

const MALIKA = notary({ id: 7, fullname: 'Rahimova Malika Anvarovna', office: MIROBOD_OFFICE, ministryRating: 4.6 });

const DIRECTORY: NotaryListItem[] = [
  MALIKA,
  notary({
    id: 8,
    fullname: 'Aliyev Rustam Karimovich',
    office: office(4, 'Yunusobod tumani 1-davlat notarial idorasi', "Toshkent sh., Yunusobod tumani, Bog'ishamol ko'chasi, 3-uy", YUNUSOBOD),
    ministryRating: 4.9,
    clientRating: 3.5,
    reviewCount: 2,
    state: 'vacation',
  }),
  notary({
    id: 9,
    fullname: "Usmonova Dildora To'lqinovna",
    office: office(5, 'Andijon tumani 1-davlat notarial idorasi', "Andijon viloyati, Andijon tumani, Navoiy ko'chasi, 8-uy", ANDIJAN_DISTRICT),
    ministryRating: 3.8,
    clientRating: 4.8,
    reviewCount: 5,
    online: false,
  }),
  notary({
    id: 10,
    fullname: 'Boboyev Sherzod Olimovich',
    office: office(6, 'Mirobod tumani 2-davlat notarial idorasi', "Toshkent sh., Mirobod tumani, Nukus ko'chasi, 40-uy", MIROBOD),
    licenceStatus: 'terminated',
    ministryRating: 3.1,
  }),
];

const TIMETABLE: WorkingDay[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  opens: '09:00',
  closes: '18:00',
  breakFrom: '13:00',
  breakTo: '14:00',
}));

const SORTS: Record<string, (a: NotaryListItem, b: NotaryListItem) => number> = {
  alphabet: (a, b) => a.fullname.localeCompare(b.fullname),
  ministry_rating: (a, b) => b.ministryRating - a.ministryRating,
  client_rating: (a, b) => (b.clientRating ?? -1) - (a.clientRating ?? -1),
};

/** Reviews written during a test, by notary and then by session token base. */
const reviews = new Map<number, Map<string, ReviewPublic>>();

/** The directory queries the portal sent (GET /api/notaries), for tests of the notary choices. */
export const notaryRequests = { lists: [] as URLSearchParams[] };

export function resetNotaryMocks(): void {
  reviews.clear();
  notaryRequests.lists = [];
}

function listNotaries(url: URL) {
  const words = (url.searchParams.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const region = Number(url.searchParams.get('regionId') ?? 0);
  const district = Number(url.searchParams.get('districtId') ?? 0);
  const sort = url.searchParams.get('sort') ?? 'alphabet';
  const page = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('size') ?? 20);
  const found = DIRECTORY.filter(
    (item) =>
      words.every((word) => item.fullname.toLowerCase().includes(word)) &&
      (!region || item.office.regionId === region) &&
      (!district || item.office.districtId === district),
  ).sort(SORTS[sort] ?? SORTS.alphabet);
  return { total: found.length, page, size, items: found.slice((page - 1) * size, page * size) };
}

function reviewPage(id: number) {
  const items = [...(reviews.get(id)?.values() ?? [])];
  return { total: items.length, items };
}

function detail(id: number): NotaryDetail {
  const item = DIRECTORY.find((entry) => entry.id === id) ?? { ...MALIKA, id };
  const own = reviewPage(id);
  const mean = own.total ? own.items.reduce((sum, review) => sum + review.rating, 0) / own.total : item.clientRating;
  return {
    ...item,
    clientRating: mean,
    reviewCount: own.total || item.reviewCount,
    licenceDate: '2015-04-01',
    phone: '+998 71 233-45-67',
    timetable: TIMETABLE,
    reviews: own,
  };
}

const accessDenied = () => HttpResponse.json({ message: 'Access Denied', requestId: 'test' }, { status: 403, headers: HEADERS });

function sessionOf(request: Request): { fresh: string; who: string } | null {
  const fresh = authenticate(request);
  return fresh ? { fresh, who: fresh.split('~')[0] ?? fresh } : null;
}

function saveReview(id: number, who: string, body: ReviewIn): ReviewPublic | null {
  if (!body.rating || body.rating < 1 || body.rating > 5) return null;
  const byCitizen = reviews.get(id) ?? new Map<string, ReviewPublic>();
  const earlier = byCitizen.get(who);
  const now = new Date().toISOString();
  const review = {
    id: earlier?.id ?? byCitizen.size + 1,
    author: 'D. K.',
    rating: body.rating,
    text: (body.text ?? '').trim(),
    createdAt: earlier?.createdAt ?? now,
    updatedAt: now,
  };
  reviews.set(id, byCitizen.set(who, review));
  return review;
}

/** The directory's and the act check's tests put these regions in place of the shared dictionary mock. */
export const directoryDictionaryHandlers = [
  http.get('/api/dict/version', () => HttpResponse.json({ version: dictionaries.version }, { headers: HEADERS })),
  http.get('/api/dict', () => HttpResponse.json(dictionaries, { headers: HEADERS })),
];

export const handlers = [
  http.get('/api/notaries', ({ request }) => {
    const url = new URL(request.url);
    notaryRequests.lists.push(url.searchParams);
    return HttpResponse.json(listNotaries(url), { headers: HEADERS });
  }),
  http.get('/api/notaries/:id', ({ params }) => HttpResponse.json(detail(Number(params.id)), { headers: HEADERS })),
  http.get('/api/notaries/:id/reviews', ({ params }) => HttpResponse.json(reviewPage(Number(params.id)), { headers: HEADERS })),
  http.get('/api/notaries/:id/reviews/mine', ({ request, params }) => {
    const session = sessionOf(request);
    if (!session) return accessDenied();
    const review = reviews.get(Number(params.id))?.get(session.who);
    if (!review) {
      return HttpResponse.json({ message: 'Siz bu notarius haqida hali fikr qoldirmagansiz', requestId: 'test' }, { status: 404, headers: HEADERS });
    }
    return HttpResponse.json(review, { headers: HEADERS });
  }),
  http.put('/api/notaries/:id/reviews/mine', async ({ request, params }) => {
    const session = sessionOf(request);
    if (!session) return accessDenied();
    const review = saveReview(Number(params.id), session.who, (await request.json()) as ReviewIn);
    if (!review) return new HttpResponse('Baho bering: 1 dan 5 gacha', { status: 400, headers: { ...HEADERS, 'Content-Type': 'text/plain' } });
    return HttpResponse.json(review, { headers: HEADERS });
  }),
];
