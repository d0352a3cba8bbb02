import { dayAfter, monthOf, tashkentClock, tashkentDateTime } from './times';

describe('the queue’s times, in Tashkent whatever the browser’s zone', () => {
  it('shows a UTC instant on the Tashkent day and hour, across midnight', () => {
    expect(tashkentDateTime('2026-11-30T19:30:00Z')).toBe('01.12.2026 00:30');
    expect(tashkentDateTime('2026-11-30T18:59:00+00:00')).toBe('30.11.2026 23:59');
    // The server writes a UTC instant; one without a zone is taken as UTC too.
    expect(tashkentDateTime('2026-11-30T19:30:00')).toBe('01.12.2026 00:30');
    expect(tashkentClock('2026-12-01T04:50:00Z')).toBe('09:50');
  });

  it('counts days and months on the calendar', () => {
    expect(dayAfter('2026-11-30', 1)).toBe('2026-12-01');
    expect(dayAfter('2027-01-01', -1)).toBe('2026-12-31');
    expect(monthOf('2026-12-11')).toBe('2026-12');
  });
});
