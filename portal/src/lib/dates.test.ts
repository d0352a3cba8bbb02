import dayjs from 'dayjs';
import {
  displayDate,
  displayDateTime,
  incompleteDateChar,
  parseDisplayDate,
  parseIncompleteDate,
  pastDate,
  pastIncompleteDate,
} from './dates';

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

  it('read an incomplete date, XX for an unknown day or day and month, in the API’s form', () => {
    expect(parseIncompleteDate('01.12.2024')).toBe('2024-12-01');
    expect(parseIncompleteDate('XX.12.2024')).toBe('2024-12-XX');
    expect(parseIncompleteDate('xx.12.2024')).toBe('2024-12-XX');
    expect(parseIncompleteDate('XX.XX.2024')).toBe('2024-XX-XX');
    expect(pastIncompleteDate.parse('XX.02.2024')).toBe('2024-02-XX');
  });

  it('refuse an incomplete date that is no date: a day without its month, month 13, 30 February, a half X', () => {
    for (const text of ['05.XX.2024', 'XX.13.2024', '30.02.2024', '1X.12.2024', 'XX.1X.2024', 'XX.12.24', '2024-12-XX']) {
      expect(parseIncompleteDate(text)).toBeNull();
    }
  });

  it('say what is wrong with an incomplete date, the future included', () => {
    const message = (text: string) => pastIncompleteDate.safeParse(text).error?.issues[0]?.message;
    expect(message('')).toBe('form.date.required');
    expect(message('05.XX.2024')).toBe('form.date.day_without_month');
    expect(message('XX.13.2024')).toBe('form.date.incomplete_format');
    expect(message(`XX.XX.${dayjs().year() + 1}`)).toBe('form.date.future');
    expect(message(dayjs().add(1, 'month').format('[XX].MM.YYYY'))).toBe('form.date.future');
    expect(message(dayjs().format('[XX].MM.YYYY'))).toBeUndefined();
    expect(message(dayjs().format('[XX.XX].YYYY'))).toBeUndefined();
  });

  it('type the X of XX from x, X and the Cyrillic х of the kiosk keyboard', () => {
    expect(['x', 'X', 'х', 'Х', '5', '.'].map(incompleteDateChar)).toEqual(['X', 'X', 'X', 'X', '5', '.']);
  });
});
