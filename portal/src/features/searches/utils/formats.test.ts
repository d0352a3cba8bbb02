import dayjs from 'dayjs';
import { parseDisplayDate, pastDate, personName, registryNumber } from './formats';

describe('the search formats of spec 5', () => {
  it('read dd.mm.yyyy as a real calendar day', () => {
    expect(parseDisplayDate('10.06.2025')).toBe('2025-06-10');
    expect(parseDisplayDate('31.02.2025')).toBeNull();
    expect(parseDisplayDate('2025-06-10')).toBeNull();
    expect(pastDate.parse('01.12.2024')).toBe('2024-12-01');
  });

  it('refuse an empty, an impossible and a future date with their own messages', () => {
    const message = (text: string) => pastDate.safeParse(text).error?.issues[0]?.message;
    expect(message('')).toBe('searches.errors.date_required');
    expect(message('31.02.2025')).toBe('searches.errors.date_format');
    expect(message(dayjs().add(1, 'day').format('DD.MM.YYYY'))).toBe('searches.errors.date_future');
  });

  it('take registry numbers as the registry writes them', () => {
    expect(registryNumber.parse(' 0001234 ')).toBe('0001234');
    expect(registryNumber.safeParse('00%').success).toBe(false);
    expect(registryNumber.safeParse('x'.repeat(33)).success).toBe(false);
  });

  it('take names in Latin or Cyrillic with any apostrophe, but no digits or signs', () => {
    for (const name of ['Qodirov', 'Қодиров', "To'xtayev", 'Toʻxtayev', 'To‘xtayev', 'Abdul-Aziz']) {
      expect(personName.safeParse(name).success, name).toBe(true);
    }
    for (const name of ['Qodirov1', 'Q%', '']) expect(personName.safeParse(name).success, name).toBe(false);
  });
});
