import { act, renderHook } from '@testing-library/react';
import type { Money } from '@/lib/api';
import { sumFigures, sumOfTiyin, tiyinOfSum, useMoneyFormat } from './money';
import { usePersistedState } from './persisted-state';

const SUM: Money = {
  tiyin: 28840000,
  figures: '288 400,00',
  words: {
    oz: "ikki yuz sakson sakkiz ming to'rt yuz so'm nol tiyin",
    uz: 'икки юз саксон саккиз минг тўрт юз сўм нол тийин',
    ru: 'двести восемьдесят восемь тысяч четыреста сумов ноль тийинов',
  },
};

describe('sums of money', () => {
  it('are written in figures as the server writes them, with the currency and words of the locale', () => {
    const { result, rerender } = renderHook(() => useMoneyFormat());
    expect(result.current.figures(SUM)).toBe('288 400,00 so‘m');
    expect(result.current.words(SUM)).toBe(SUM.words.oz);

    act(() => usePersistedState.getState().setLocale('ru'));
    rerender();
    expect(result.current.figures(SUM)).toBe('288 400,00 сум');
    expect(result.current.words(SUM)).toBe(SUM.words.ru);
  });
});

describe('sums as the contract writes them', () => {
  it('are read into tiyin and written back, and shown in figures', () => {
    expect(tiyinOfSum('412000.00')).toBe(41200000);
    expect(tiyinOfSum('1500000.5')).toBe(150000050);
    expect(tiyinOfSum('12,5')).toBeNull();
    expect(sumOfTiyin(150000050)).toBe('1500000.50');
    expect(sumFigures('1500000.00')).toBe('1 500 000,00');
    expect(sumFigures('0.07')).toBe('0,07');
  });
});
