import { http, HttpResponse } from 'msw';
import type { ActCheck, BanCheck, InheritanceSearch, OfficeListItem, OfficePublic, ProxyCheck } from '@/lib/api';
import { clientConfig } from '../data';
import { authenticate } from '../server-state';

/**
 * The public registry searches as the server answers them (server/notary/registries), over the demo records of
 * docs/contracts/sandbox.md#demo-registry-records: the power of attorney 0001234 of 10.06.2025, the estate of Bobur
 * Qodirov (died 01.12.2024, also found by XX.12.2024 and XX.XX.2024), and, for the ban check, Jasur Nazarov's car
 * 01B777CC (the logged-in citizen of the tests has no bans).
 */

const HEADERS = { 'X-App-Version': clientConfig.appVersion };
const MIROBOD = 1726273;

export const MIROBOD_OFFICE_1: OfficePublic = {
  id: 3,
  name: 'Mirobod tumani 1-davlat notarial idorasi',
  address: "Toshkent sh., Mirobod tumani, Amir Temur ko'chasi, 15-uy",
  phone: '+998 71 200-00-00',
};

const OFFICES: OfficeListItem[] = [
  { ...MIROBOD_OFFICE_1, regionId: 1726, districtId: MIROBOD },
  { id: 4, name: 'Mirobod tumani 2-davlat notarial idorasi', address: "Toshkent sh., Mirobod tumani, Nukus ko'chasi, 40-uy", regionId: 1726, districtId: MIROBOD },
];

const GENERAL_PROXY = { id: 11651, name: 'Umumiy ishonchnoma' };

export const PROXY_0001234: ProxyCheck = {
  items: [
    {
      regnum: '0001234',
      regdate: '2025-06-10',
      actType: GENERAL_PROXY,
      state: 'active',
      termto: '2027-06-10',
      valid: true,
      notary: 'Rahimova Malika Anvarovna',
      office: MIROBOD_OFFICE_1,
      principal: ['K. D. R.'],
      attorney: ['T. A. B.'],
    },
  ],
};

export const ACT_0001234: ActCheck = {
  regnum: '0001234',
  regdate: '2025-06-10',
  actType: GENERAL_PROXY,
  state: 'active',
  notary: 'Rahimova Malika Anvarovna',
  office: MIROBOD_OFFICE_1,
  linkedActs: [
    { relation: 'delegates_by', regnum: '0001300', regdate: '2025-07-01', actType: GENERAL_PROXY, state: 'active' },
  ],
};

export const BOBUR_QODIROV_ESTATE: InheritanceSearch = {
  items: [
    {
      caseNumber: 'INH-2025-0042',
      deceased: 'Qodirov Bobur Ergashevich',
      deathDate: '2024-12-01',
      openedOn: '2025-01-15',
      state: 'open',
      notary: 'Rahimova Malika Anvarovna',
      office: MIROBOD_OFFICE_1,
    },
  ],
};

export const JASUR_BANS: BanCheck = {
  message: 'Mol-mulkingizda topilgan taqiqlar: 1',
  items: [
    {
      id: 1,
      state: 'active',
      startDate: '2025-03-01',
      docDate: '2025-02-27',
      number: 'MIB-2025/1187',
      type: 'arrest',
      official: 'Karimov A. S.',
      organisation: 'Majburiy ijro byurosi',
      propertyKind: 'vehicle',
      propertyRef: '01B777CC',
    },
  ],
};

const NO_BANS: BanCheck = { message: 'Mol-mulkingizda taqiqlar topilmadi', items: [] };

const notFound = (message: string) => HttpResponse.json({ message, requestId: 'test' }, { status: 404, headers: HEADERS });
const found = (body: object) => HttpResponse.json(body, { headers: HEADERS });
const key = (text: string | null) => (text ?? '').trim().toLowerCase().replace(/[ʻʼ‘’`]/g, "'");
/** Whether a death date as asked (YYYY-MM-DD, YYYY-MM-XX or YYYY-XX-XX) stands for the day: XX agrees with any. */
const covers = (asked: string | null, day: string) =>
  asked?.length === day.length && [...day].every((sign, at) => asked[at] === sign || asked[at] === 'X');

export const handlers = [
  http.get('/api/notary-offices', ({ request }) => {
    const district = Number(new URL(request.url).searchParams.get('districtId') ?? 0);
    return found(OFFICES.filter((office) => !district || office.districtId === district));
  }),
  http.get('/api/registries/proxy', ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get('regnum') === '0001234' && query.get('regdate') === '2025-06-10') return found(PROXY_0001234);
    return notFound("Ushbu reyestr raqami va sana bo'yicha ishonchnoma topilmadi");
  }),
  http.get('/api/registries/act', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const match = query.get('regnum') === '0001234' && query.get('regdate') === '2025-06-10' && query.get('officeId') === '3';
    return match ? found(ACT_0001234) : notFound("Ushbu reyestr ma'lumotlari bo'yicha notarial harakat topilmadi");
  }),
  http.get('/api/registries/inheritance-cases', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const patronymic = query.get('patronymic');
    const match =
      key(query.get('surname')) === 'qodirov' &&
      key(query.get('name')) === 'bobur' &&
      (patronymic === null || key(patronymic) === 'ergashevich') &&
      covers(query.get('deathDate'), '2024-12-01');
    return match ? found(BOBUR_QODIROV_ESTATE) : notFound("Ushbu ism va vafot sanasi bo'yicha meros ishi topilmadi");
  }),
  http.get('/api/registries/bans', ({ request }) => {
    const fresh = authenticate(request);
    if (!fresh) return HttpResponse.json({ message: 'Access Denied', requestId: 'test' }, { status: 403, headers: HEADERS });
    return HttpResponse.json(NO_BANS, { headers: HEADERS });
  }),
];
