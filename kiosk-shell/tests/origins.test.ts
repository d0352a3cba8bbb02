import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, isAllowedNavigation, originOf } from '../src/policy/origins';

const SERVER = 'https://notary.example.uz';

describe('originOf', () => {
  it('gives the scheme, host and port of web URLs', () => {
    expect(originOf('https://notary.example.uz/kiosk/auth?x=1#y')).toBe(SERVER);
    expect(originOf('http://127.0.0.1:8000/kiosk')).toBe('http://127.0.0.1:8000');
  });

  it("names the shell's own protocol although URL gives it an opaque origin", () => {
    expect(originOf('kiosk://app/offline.html?server=x')).toBe(APP_ORIGIN);
    expect(originOf('kiosk://other/offline.html')).toBeNull();
  });

  it('has no origin for non-URLs and opaque schemes', () => {
    expect(originOf('not a url')).toBeNull();
    expect(originOf('data:text/html,<h1>x</h1>')).toBeNull();
    expect(originOf('about:blank')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
  });
});

describe('isAllowedNavigation', () => {
  it('allows any path on the exact server origin', () => {
    expect(isAllowedNavigation(`${SERVER}/kiosk`, SERVER)).toBe(true);
    expect(isAllowedNavigation(`${SERVER}/kiosk/enotarial_act/5b1c`, SERVER)).toBe(true);
  });

  it.each([
    ['another host', 'https://evil.example/kiosk'],
    ['a subdomain', 'https://sub.notary.example.uz/kiosk'],
    ['a look-alike suffix', 'https://notary.example.uz.evil.example/kiosk'],
    ['userinfo tricks', 'https://notary.example.uz@evil.example/kiosk'],
    ['plain http on the same host', 'http://notary.example.uz/kiosk'],
    ['another port', 'https://notary.example.uz:8443/kiosk'],
    ['a file', 'file:///etc/passwd'],
    ['the shell protocol', 'kiosk://app/offline.html'],
    ['a data URL', 'data:text/html,hi'],
    ['javascript', 'javascript:alert(1)'],
  ])('refuses %s', (_name, url) => {
    expect(isAllowedNavigation(url, SERVER)).toBe(false);
  });
});
