import type { ActPublic } from '@/lib/api';
import { actInvoice } from '@/testing/mocks/handlers/payments';
import { paymentSettling } from './invoices';
import { visitOf, visitTimes, weekdayOf } from './visit-times';

const act = (fields: Partial<ActPublic>) => ({ state: 'in_progress', step: 7, invoices: [], visit: null, ...fields }) as ActPublic;
const paid = actInvoice({ id: 1, state: 'paid' });
const unpaid = actInvoice({ id: 2, state: 'unpaid' });

describe('a payment settling', () => {
  it('is an act at the payment step with an invoice paid: it is read again until it moves on', () => {
    expect(paymentSettling(act({ invoices: [paid, unpaid] }))).toBe(true);
    expect(paymentSettling(act({ invoices: [unpaid] }))).toBe(false);
    expect(paymentSettling(act({ step: 8, invoices: [paid] }))).toBe(false);
    expect(paymentSettling(act({ state: 'annulled', invoices: [paid] }))).toBe(false);
    expect(paymentSettling(undefined)).toBe(false);
  });
});

describe('the visit', () => {
  it('is read as the server wrote it, in Tashkent time', () => {
    expect(visitOf(act({ visit: { date: '2026-12-01', time: '10:30' } }))).toEqual({ date: '2026-12-01', time: '10:30' });
    expect(visitOf(act({}))).toBeNull();
  });

  it("is offered on the half hours of the notary's day, less the break and the last half hour", () => {
    const timetable = [{ weekday: 2, opens: '09:00', closes: '11:00', breakFrom: '10:00', breakTo: '10:30' }];
    expect(weekdayOf('2026-12-01')).toBe(2);
    expect(visitTimes('2026-12-01', timetable, 30)).toEqual(['09:00', '09:30', '10:30']);
    expect(visitTimes('2026-12-06', timetable, 30)).toEqual([]);
    expect(visitTimes('2026-12-06', [], 30)).toContain('09:00');
  });
});
