import type { RequestHandler } from 'msw';
import type { NotifyItem } from '@/lib/api';

/** Upcoming acts as the notify-warning dialog lists them: one in person, one by video conference. */
export const upcomingActs: NotifyItem[] = [
  {
    na: 'Avtotransport oldi-sotdi shartnomasi',
    regtypeid: 1,
    regsystemid: 1,
    rid: 501,
    uuid: '0b7c1a52-3f7e-4d0a-9a57-1f0f3a0c5b11',
    visitdate: null,
    visittime: null,
  },
  {
    na: 'Umumiy mol-mulkni tasarruf etishga er (xotin)ning roziligi',
    regtypeid: 2,
    regsystemid: 1,
    rid: 502,
    uuid: 'c9d3e0f4-8a21-4b6e-b1d2-7e5f9a3c2d44',
    visitdate: '2026-03-12',
    visittime: '14:30:00',
  },
];

/**
 * The kiosk pages need no call of their own by default: get_notify answers [] (handlers/notify.ts) unless a test
 * gives it the acts above.
 */
export const handlers: RequestHandler[] = [];
