import { personName, registryNumber } from './formats';

describe('the search formats', () => {
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
