import { http, HttpResponse } from 'msw';
import type { Dictionaries } from '@/lib/api';
import { clientConfig } from '../data';

const HEADERS = { 'X-App-Version': clientConfig.appVersion };

/** A small excerpt of the reference data (server/notary/dictionaries/data), under the version the server gives it. */
export function dictionariesOf(version: string): Dictionaries {
  return {
    version,
    regions: [
      {
        id: 1703,
        name: { oz: 'Andijon viloyati', uz: 'Андижон вилояти', ru: 'Андижанская область' },
        districts: [
          { id: 1703202, name: { oz: 'Oltinko‘l tumani', uz: 'Олтинкўл тумани', ru: 'Алтынкульский район' } },
          { id: 1703203, name: { oz: 'Andijon tumani', uz: 'Андижон тумани', ru: 'Андижанский район' } },
        ],
      },
      {
        id: 1726,
        name: { oz: 'Toshkent shahri', uz: 'Тошкент шаҳри', ru: 'Город Ташкент' },
        districts: [{ id: 1726262, name: { oz: 'Yunusobod tumani', uz: 'Юнусобод тумани', ru: 'Юнусабадский район' } }],
      },
    ],
    actTypes: [
      {
        id: 1,
        name: {
          oz: 'Avtotransport vositasi oldi-sotdi shartnomasi',
          uz: 'Автотранспорт воситаси олди-сотди шартномаси',
          ru: 'Договор купли-продажи автотранспортного средства',
        },
        section: { oz: 'Shartnomalar', uz: 'Шартномалар', ru: 'Договоры' },
        simplified: true,
        kiosk: true,
      },
    ],
    documentTypes: [
      {
        id: 0,
        name: { oz: 'Tug‘ilganlik haqidagi guvohnoma', uz: 'Туғилганлик ҳақидаги гувоҳнома', ru: 'Свидетельство о рождении' },
        numberRule: { digits: [6, 7] },
      },
      {
        id: 46,
        name: { oz: 'O‘zbekiston Respublikasi fuqarosining ID-kartasi', uz: 'Ўзбекистон Республикаси фуқаросининг ID-картаси', ru: 'ID-карта гражданина Республики Узбекистан' },
        numberRule: { digits: 7 },
      },
      {
        id: 99,
        name: { oz: 'Boshqa hujjat', uz: 'Бошқа ҳужжат', ru: 'Иной документ' },
        numberRule: { max_length: 20 },
      },
    ],
    languages: [
      { code: 'oz', nativeName: 'O‘zbekcha', interface: true },
      { code: 'uz', nativeName: 'Ўзбекча', interface: true },
      { code: 'ru', nativeName: 'Русский', interface: true },
    ],
  };
}

/** The server's current version; tests change it with `server.use(...dictionaryHandlers('v2'))`. */
export function dictionaryHandlers(version: string) {
  return [
    http.get('/api/dict/version', () => HttpResponse.json({ version }, { headers: HEADERS })),
    http.get('/api/dict', () => HttpResponse.json(dictionariesOf(version), { headers: HEADERS })),
  ];
}

export const handlers = dictionaryHandlers('39289bbc626aab8b');
