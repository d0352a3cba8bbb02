import { http, HttpResponse } from 'msw';
import type {
  CalculationResult,
  CatalogueDetail,
  CatalogueEdit,
  CatalogueItem,
  CatalogueTexts,
  CatalogueTextsIn,
  Money,
  Relationship,
} from '@/lib/api';
import { clientConfig } from '../data';
import { authenticate } from '../server-state';

/**
 * The service catalogue as the server answers it (server/notary/catalogue), for four act types; texts in oz
 * (the mock ignores Accept-Language). Sums in words are the server's own for the sums the tests meet.
 */
const HEADERS = { 'X-App-Version': clientConfig.appVersion };

const WORDS: Record<number, Money['words']> = {
  20600000: { oz: "ikki yuz olti ming so'm nol tiyin", uz: 'икки юз олти минг сўм нол тийин', ru: 'двести шесть тысяч сумов ноль тийинов' },
  10000000000: { oz: "bir yuz million so'm nol tiyin", uz: 'бир юз миллион сўм нол тийин', ru: 'сто миллионов сумов ноль тийинов' },
  15000000: { oz: "bir yuz ellik ming so'm nol tiyin", uz: 'бир юз эллик минг сўм нол тийин', ru: 'сто пятьдесят тысяч сумов ноль тийинов' },
  35600000: { oz: "uch yuz ellik olti ming so'm nol tiyin", uz: 'уч юз эллик олти минг сўм нол тийин', ru: 'триста пятьдесят шесть тысяч сумов ноль тийинов' },
  300000000: { oz: "uch million so'm nol tiyin", uz: 'уч миллион сўм нол тийин', ru: 'три миллиона сумов ноль тийинов' },
  320600000: { oz: "uch million ikki yuz olti ming so'm nol tiyin", uz: 'уч миллион икки юз олти минг сўм нол тийин', ru: 'три миллиона двести шесть тысяч сумов ноль тийинов' },
  41200000: { oz: "to'rt yuz o'n ikki ming so'm nol tiyin", uz: 'тўрт юз ўн икки минг сўм нол тийин', ru: 'четыреста двенадцать тысяч сумов ноль тийинов' },
  8240000: { oz: "sakson ikki ming to'rt yuz so'm nol tiyin", uz: 'саксон икки минг тўрт юз сўм нол тийин', ru: 'восемьдесят две тысячи четыреста сумов ноль тийинов' },
  4120000: { oz: "qirq bir ming ikki yuz so'm nol tiyin", uz: 'қирқ бир минг икки юз сўм нол тийин', ru: 'сорок одна тысяча двести сумов ноль тийинов' },
  28840000: { oz: "ikki yuz sakson sakkiz ming to'rt yuz so'm nol tiyin", uz: 'икки юз саксон саккиз минг тўрт юз сўм нол тийин', ru: 'двести восемьдесят восемь тысяч четыреста сумов ноль тийинов' },
};

/** 1234567 tiyin → '12 345,67', as server/notary/money/words.py writes it. */
function figures(tiyin: number): string {
  const som = Math.floor(tiyin / 100).toLocaleString('en-US').replace(/,/g, ' ');
  return `${som},${String(tiyin % 100).padStart(2, '0')}`;
}

export function money(tiyin: number): Money {
  const words = WORDS[tiyin] ?? { oz: `words of ${tiyin}`, uz: `words of ${tiyin}`, ru: `words of ${tiyin}` };
  return { tiyin, figures: figures(tiyin), words };
}

const BHM = 41200000;
const CLOSE_RELATIVES: readonly Relationship[] = ['spouse', 'parent', 'child', 'sibling', 'grandparent', 'grandchild'];

const vehicleSale: CatalogueDetail = {
  id: 1,
  name: 'Avtotransport vositasi oldi-sotdi shartnomasi',
  section: 'Shartnomalar',
  simplifiedDescription:
    "Avtomobilingizni sotasiz: notarius shartnomani tasdiqlaydi, so'ng xaridor avtomobilni o'z nomiga ro'yxatdan o'tkazadi.",
  simplified: true,
  kiosk: true,
  price: { stateDuty: null, stateDutyPercent: 3, notaryFee: money(BHM / 2), closeRelativesPercent: 5, needsValue: true },
  legalDescription:
    "Oldi-sotdi shartnomasi bo'yicha sotuvchi avtotransport vositasini xaridorning mulkiga topshirish, xaridor esa uni qabul qilib, kelishilgan narxni to'lash majburiyatini oladi.",
  documents: [
    'Sotuvchi va xaridorning shaxsini tasdiqlovchi hujjat (pasport yoki ID-karta)',
    "Avtotransport vositasini ro'yxatdan o'tkazish guvohnomasi (texnik pasport)",
  ],
  parties: ['Sotuvchi (avtomobil egasi)', 'Xaridor'],
  duration: 'Notarius huzurida yoki videokonferensiyada 30-60 daqiqa; onlayn tayyorlash va tekshirish 1-3 ish kuni',
  result: 'Notarial tasdiqlangan oldi-sotdi shartnomasi (elektron reyestrga yozilgan, noyob raqam bilan)',
  conditions: ["Avtomobilda taqiq, hibs yoki to'lanmagan jarimalar bo'lmasligi kerak"],
  links: [{ title: "O'zbekiston Respublikasining Fuqarolik kodeksi", url: 'https://lex.uz/docs/111181' }],
};

const proxyDetails = {
  legalDescription: "Ishonchnoma — bir shaxs tomonidan boshqa shaxsga uchinchi shaxslar oldida vakillik qilish uchun berilgan yozma vakolat.",
  documents: ['Ishonch bildiruvchining shaxsini tasdiqlovchi hujjat'],
  parties: ['Ishonch bildiruvchi', 'Vakil'],
  duration: 'Videokonferensiyada 20-30 daqiqa',
  result: 'Notarial tasdiqlangan ishonchnoma',
  conditions: ["Ishonchnoma muddati ko'rsatilmasa, u bir yil amal qiladi"],
  links: [],
};

export const catalogueDetails: CatalogueDetail[] = [
  vehicleSale,
  {
    id: 101,
    name: 'Avtotransport vositasini boshqarish va tasarruf etish uchun ishonchnoma',
    section: 'Ishonchnomalar',
    simplifiedDescription: "Boshqa odamga avtomobilingizni haydash va kerak bo'lsa u bilan bog'liq ishlarni bajarishga ruxsat berasiz.",
    simplified: true,
    kiosk: false,
    price: { stateDuty: money(BHM), stateDutyPercent: null, notaryFee: money(BHM / 5), closeRelativesPercent: 50, needsValue: false },
    ...proxyDetails,
  },
  {
    id: 11651,
    name: 'Umumiy ishonchnoma',
    section: 'Ishonchnomalar',
    simplifiedDescription: "Ishonchli odamingiz siz uchun idoralarda, bankda yoki sudda hujjatlarni topshirishi va olishi mumkin bo'ladi.",
    simplified: true,
    kiosk: false,
    price: { stateDuty: money(BHM / 2), stateDutyPercent: null, notaryFee: money(BHM / 5), closeRelativesPercent: null, needsValue: false },
    ...proxyDetails,
  },
];

const itemOf = ({ id, name, section, simplifiedDescription, simplified, kiosk, price }: CatalogueDetail): CatalogueItem => ({
  id,
  name,
  section,
  simplifiedDescription,
  simplified,
  kiosk,
  price,
});

/** The server's search, roughly: every word must be in the act's texts. */
function matches(detail: CatalogueDetail, q: string): boolean {
  const text = [detail.name, detail.section, detail.simplifiedDescription, detail.legalDescription, ...detail.documents]
    .join(' ')
    .toLowerCase();
  return q.toLowerCase().split(/\s+/).filter(Boolean).every((word) => text.includes(word));
}

/** Any other id answers like the general power of attorney under that id (the route tests open `/na_details/7`);
 * `NOT_IN_CATALOGUE` is the one unknown id. */
export const NOT_IN_CATALOGUE = 404;

function releaseDetailOf(id: number): CatalogueDetail | null {
  if (id === NOT_IN_CATALOGUE) return null;
  const generic = catalogueDetails[2] as CatalogueDetail;
  return catalogueDetails.find((detail) => detail.id === id) ?? { ...generic, id };
}

/** Details show the Latin texts an administrator saved during the test. */
function detailOf(id: number): CatalogueDetail | null {
  const release = releaseDetailOf(id);
  const saved = editedTexts.get(id);
  return release && saved ? { ...release, ...textsIn(saved.oz) } : release;
}

/**
 * What an administrator edits (GET/PUT /api/catalogue/:id/texts, POST …/restore): the Latin texts are the details
 * above; the Cyrillic and Russian ones are short stand-ins. The mock writes no transliteration: with `uz` null it
 * keeps the Cyrillic it had.
 */
const UZ_TEXTS: CatalogueTextsIn = {
  simplifiedDescription: 'Автомобилингизни сотасиз',
  legalDescription: 'Олди-сотди шартномаси бўйича сотувчи автомобилни харидорнинг мулкига топширади.',
  documents: ['Паспорт'],
  parties: ['Сотувчи', 'Харидор'],
  duration: '30-60 дақиқа',
  result: 'Нотариал тасдиқланган шартнома',
  conditions: [],
  links: [],
};
const RU_TEXTS: CatalogueTextsIn = {
  simplifiedDescription: 'Вы продаёте автомобиль',
  legalDescription: 'По договору купли-продажи продавец передаёт автомобиль в собственность покупателя.',
  documents: ['Паспорт'],
  parties: ['Продавец', 'Покупатель'],
  duration: '30-60 минут',
  result: 'Нотариально удостоверенный договор',
  conditions: ['На автомобиле нет запретов'],
  links: [{ title: 'Гражданский кодекс', url: 'https://lex.uz/docs/111181' }],
};
export const EDITOR_NAME = 'Aliyev Sardor';
export const SAVED_MEANWHILE_MESSAGE =
  "Siz tahrirlayotgan paytda bu matnlarni boshqa administrator o'zgartirdi. Sahifani yangilang va o'zgartirishlaringizni qaytadan kiriting";

const editedTexts = new Map<number, CatalogueTexts>();
/** The saves the mock accepted, in order: what the portal sent. */
export const savedEdits: CatalogueEdit[] = [];

export function resetCatalogueMocks(): void {
  editedTexts.clear();
  savedEdits.length = 0;
}

function textsIn(texts: CatalogueTextsIn): CatalogueTextsIn {
  const { simplifiedDescription, legalDescription, documents, parties, duration, result, conditions, links } = texts;
  return { simplifiedDescription, legalDescription, documents, parties, duration, result, conditions, links };
}

const unedited = (texts: CatalogueTextsIn) => ({ ...textsIn(texts), editedAt: null, editedBy: null });
const edited = (texts: CatalogueTextsIn) => ({ ...textsIn(texts), editedAt: '2026-11-24T09:30:00Z', editedBy: EDITOR_NAME });

function releaseTexts(detail: CatalogueDetail): CatalogueTexts {
  const revision = 'release';
  return { actTypeId: detail.id, name: detail.name, revision, uzFromLatin: true, oz: unedited(detail), uz: unedited(UZ_TEXTS), ru: unedited(RU_TEXTS) };
}

function textsOf(id: number): CatalogueTexts | null {
  const release = releaseDetailOf(id);
  return release && (editedTexts.get(id) ?? releaseTexts(release));
}

/** Another administrator's save (test set-up): the Russian result changes and the revision moves on. */
export function saveElsewhere(id: number, result = 'Договор, изменённый другим администратором'): void {
  const current = textsOf(id) as CatalogueTexts;
  editedTexts.set(id, { ...current, revision: `${current.revision}+`, ru: edited({ ...current.ru, result }) });
}

function saveTexts(id: number, edit: CatalogueEdit): CatalogueTexts | 'conflict' {
  const current = textsOf(id) as CatalogueTexts;
  if (edit.revision !== current.revision) return 'conflict';
  savedEdits.push(edit);
  const saved: CatalogueTexts = {
    ...current,
    revision: `${current.revision}+`,
    uzFromLatin: edit.uz === null,
    oz: edited(edit.oz),
    uz: edit.uz ? edited(edit.uz) : current.uz,
    ru: edited(edit.ru),
  };
  editedTexts.set(id, saved);
  return saved;
}

/** An administrator's call: 403 Access Denied without a session, else the answer. */
function asAdministrator(request: Request, answer: () => Response): Response {
  if (!authenticate(request)) return HttpResponse.json({ message: 'Access Denied', requestId: 'test' }, { status: 403, headers: HEADERS });
  return answer();
}

const notFound = () =>
  HttpResponse.json(
    { message: "Bunday notarial harakat turi xizmatlar katalogida yo'q", code: null, requestId: 'test' },
    { status: 404, headers: HEADERS },
  );

function calculate(detail: CatalogueDetail, value: number | null, relationship: Relationship | null): CalculationResult {
  const { price } = detail;
  let stateDuty = price.stateDuty?.tiyin ?? Math.round(((value ?? 0) * (price.stateDutyPercent ?? 0)) / 100);
  const reduced = price.closeRelativesPercent !== null && relationship !== null && CLOSE_RELATIVES.includes(relationship);
  if (reduced) stateDuty = Math.round((stateDuty * (price.closeRelativesPercent ?? 100)) / 100);
  return {
    actTypeId: detail.id,
    actName: detail.name,
    baseCalculationValue: money(BHM),
    value: value === null ? null : money(value),
    relationship,
    reducedToPercent: reduced ? price.closeRelativesPercent : null,
    stateDuty: money(stateDuty),
    notaryFee: price.notaryFee,
    total: money(stateDuty + price.notaryFee.tiyin),
  };
}

export const handlers = [
  http.get('/api/catalogue', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    const items = catalogueDetails.filter((detail) => matches(detail, q)).map(itemOf);
    const sections = [...new Set(items.map((item) => item.section))].map((name) => ({
      name,
      count: items.filter((item) => item.section === name).length,
    }));
    return HttpResponse.json({ sections, items }, { headers: HEADERS });
  }),
  http.get('/api/catalogue/:id', ({ params }) => {
    const detail = detailOf(Number(params.id));
    return detail ? HttpResponse.json(detail, { headers: HEADERS }) : notFound();
  }),
  http.get('/api/catalogue/:id/texts', ({ params, request }) =>
    asAdministrator(request, () => {
      const texts = textsOf(Number(params.id));
      return texts ? HttpResponse.json(texts, { headers: HEADERS }) : notFound();
    }),
  ),
  http.put('/api/catalogue/:id/texts', async ({ params, request }) => {
    const edit = (await request.json()) as CatalogueEdit;
    return asAdministrator(request, () => {
      const id = Number(params.id);
      if (!textsOf(id)) return notFound();
      const saved = saveTexts(id, edit);
      if (saved === 'conflict') {
        return new HttpResponse(SAVED_MEANWHILE_MESSAGE, { status: 409, headers: { ...HEADERS, 'Content-Type': 'text/plain' } });
      }
      return HttpResponse.json(saved, { headers: HEADERS });
    });
  }),
  http.post('/api/catalogue/:id/texts/restore', ({ params, request }) =>
    asAdministrator(request, () => {
      const id = Number(params.id);
      editedTexts.delete(id);
      const texts = textsOf(id);
      return texts ? HttpResponse.json(texts, { headers: HEADERS }) : notFound();
    }),
  ),
  http.get('/api/catalogue/:id/calc', ({ params, request }) => {
    const detail = detailOf(Number(params.id));
    if (!detail) return notFound();
    const query = new URL(request.url).searchParams;
    const value = query.has('value') ? Number(query.get('value')) : null;
    if (detail.price.needsValue && value === null) {
      return new HttpResponse('Hisoblash uchun avtotransport vositasining qiymatini kiriting', {
        status: 400,
        headers: { ...HEADERS, 'Content-Type': 'text/plain' },
      });
    }
    const relationship = (query.get('relationship') as Relationship | null) ?? null;
    return HttpResponse.json(calculate(detail, value, relationship), { headers: HEADERS });
  }),
];
