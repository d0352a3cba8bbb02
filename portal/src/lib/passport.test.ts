import { PASSPORT_MASKS, seriesLetter } from './passport';

describe('the passport formats', () => {
  it('mask two letters, seven digits and a fourteen-digit pin', () => {
    expect(PASSPORT_MASKS).toEqual({ passserial: 'aa', passnum: '0000000', pin: '00000000000000' });
  });

  it('take a series letter as a Latin capital and refuse a Cyrillic one, saying so', () => {
    expect(seriesLetter('a')).toEqual({ take: 'A', cyrillic: false });
    expect(seriesLetter('Z')).toEqual({ take: 'Z', cyrillic: false });
    // The Cyrillic А looks Latin, but the series is checked against the Latin alphabet.
    expect(seriesLetter('А')).toEqual({ take: '', cyrillic: true });
    expect(seriesLetter('ў')).toEqual({ take: '', cyrillic: true });
    // Neither: nothing is taken and the warning stays as it was.
    expect(seriesLetter('1')).toEqual({ take: '', cyrillic: null });
  });
});
