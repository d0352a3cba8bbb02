import { describe, expect, it } from 'vitest';
import { isGatewayDown, isUnreachableLoad } from '../src/policy/offline-policy';
import { kioskUrlFor, retryDelaySeconds } from '../src/offline/retry';
import { OFFLINE_LOCALES, OFFLINE_STRINGS, offlineLocale, retryingIn } from '../src/offline/strings';

describe('when the offline page is shown', () => {
  it('on network failures of the main frame', () => {
    for (const code of [-102, -105, -106, -109, -118, -7, -21, -324]) expect(isUnreachableLoad(code)).toBe(true);
  });

  it('not when a navigation was merely superseded', () => {
    expect(isUnreachableLoad(-3)).toBe(false);
    expect(isUnreachableLoad(0)).toBe(false);
  });

  it('when the reverse proxy says the API is down, not on ordinary errors', () => {
    for (const status of [502, 503, 504]) expect(isGatewayDown(status)).toBe(true);
    for (const status of [200, 302, 400, 403, 404, 418, 429, 500]) expect(isGatewayDown(status)).toBe(false);
  });
});

describe('the offline page', () => {
  it('retries soon, then every 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(retryDelaySeconds)).toEqual([5, 10, 15, 20, 30, 30, 30]);
  });

  it('goes back to the kiosk of the server it was given, and nowhere else', () => {
    expect(kioskUrlFor('https://notary.example.uz')).toBe('https://notary.example.uz/kiosk');
    expect(kioskUrlFor('http://127.0.0.1:8000')).toBe('http://127.0.0.1:8000/kiosk');
    expect(kioskUrlFor('javascript:alert(1)')).toBeNull();
    expect(kioskUrlFor('nonsense')).toBeNull();
    expect(kioskUrlFor(null)).toBeNull();
  });

  it('speaks oz by default, and uz or ru when asked', () => {
    expect(offlineLocale(null)).toBe('oz');
    expect(offlineLocale('de')).toBe('oz');
    expect(offlineLocale('ru')).toBe('ru');
    expect(offlineLocale('uz')).toBe('uz');
  });

  it('has every text in every language, the countdown placeholder included', () => {
    const keys = Object.keys(OFFLINE_STRINGS.oz).sort();
    for (const locale of OFFLINE_LOCALES) {
      const strings = OFFLINE_STRINGS[locale];
      expect(Object.keys(strings).sort()).toEqual(keys);
      for (const text of Object.values(strings)) expect(text.trim()).not.toBe('');
      expect(strings.retryingIn).toContain('{seconds}');
      expect(retryingIn(strings, 7)).toContain('7');
      expect(strings.helpline).toContain('1008');
    }
  });

  it('uses the right script in each language', () => {
    expect(OFFLINE_STRINGS.oz.title).toMatch(/^[\p{Script=Latin}\s]+$/u);
    expect(OFFLINE_STRINGS.uz.title).toMatch(/^[\p{Script=Cyrillic}\s]+$/u);
    expect(OFFLINE_STRINGS.ru.title).toMatch(/^[\p{Script=Cyrillic}\s]+$/u);
  });
});
