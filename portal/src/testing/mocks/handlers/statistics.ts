import { http, HttpResponse } from 'msw';
import type { Statistics } from '@/lib/api';
import { clientConfig } from '../data';

/** GET /api/statistics as the server answers a fresh sandbox: the two demo acts, labels in oz. */
export const statistics: Statistics = {
  generatedAt: '2026-11-22T07:58:08Z',
  total: 2,
  byType: [
    { id: 1, label: 'Avtotransport vositasi oldi-sotdi shartnomasi', count: 0 },
    { id: 101, label: 'Avtotransport vositasini boshqarish va tasarruf etish uchun ishonchnoma', count: 1 },
    { id: 11651, label: 'Umumiy ishonchnoma', count: 1 },
  ],
  byRegion: [
    { id: 1703, label: 'Andijon viloyati', count: 0 },
    { id: 1726, label: 'Toshkent shahri', count: 2 },
  ],
  byMonth: [
    { month: '2026-09', count: 0 },
    { month: '2026-10', count: 3 },
    { month: '2026-11', count: 1 },
  ],
};

export const handlers = [
  http.get('/api/statistics', () => HttpResponse.json(statistics, { headers: { 'X-App-Version': clientConfig.appVersion } })),
];
