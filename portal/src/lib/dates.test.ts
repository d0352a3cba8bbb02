import dayjs from 'dayjs';
import { displayDate, displayDateTime, parseDisplayDate, pastDate } from './dates';

describe('the dates', () => {
  it('read dd.mm.yyyy as a real calendar day', () => {
    expect(parseDisplayDate('10.06.2025')).toBe('2025-06-10');
    expect(parseDisplayDate('31.02.2025')).toBeNull();
    expect(parseDisplayDate('2025-06-10')).toBeNull();
    expect(pastDate.parse('01.12.2024')).toBe('2024-12-01');
  });

  it('refuse an empty, an impossible and a future date with their own messages', () => {
    const message = (text: string) => pastDate.safeParse(text).error?.issues[0]?.message;
    expect(message('')).toBe('form.date.required');
    expect(message('31.02.2025')).toBe('form.date.format');
    expect(message(dayjs().add(1, 'day').format('DD.MM.YYYY'))).toBe('form.date.future');
  });

  it('show the server’s dates as dd.mm.yyyy, and nothing for none', () => {
    expect(displayDate('2025-06-10')).toBe('10.06.2025');
    expect(displayDate('1985-03-14T00:00:00')).toBe('14.03.1985');
    expect(displayDate(null)).toBe('');
    expect(displayDate(undefined)).toBe('');
  });

  it('show a date-time in the Tashkent time the server wrote, whatever the browser’s zone', () => {
    expect(displayDateTime('2026-11-20T23:15:00+05:00')).toBe('20.11.2026 23:15');
    expect(displayDateTime('2026-11-20')).toBe('20.11.2026');
  });
});
