import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appPageCsp, offlinePageUrl, resolveAppAsset } from '../src/policy/app-pages';

describe("the shell's own pages", () => {
  it('serve a fixed list of files', () => {
    expect(resolveAppAsset('kiosk://app/offline.html?server=x')).toEqual({ file: 'offline.html', contentType: 'text/html; charset=utf-8' });
    expect(resolveAppAsset('kiosk://app/offline.js')?.file).toBe('offline.js');
    expect(resolveAppAsset('kiosk://app/offline.css')?.file).toBe('offline.css');
  });

  it('never map a URL path onto the disk', () => {
    for (const url of [
      'kiosk://app/../../etc/passwd',
      'kiosk://app/%2e%2e/%2e%2e/etc/passwd',
      'kiosk://app/main.js',
      'kiosk://app/',
      'kiosk://other/offline.html',
      'kiosk://app/constructor',
      'kiosk://app/__proto__',
      'https://notary.example.uz/offline.html',
      'not a url',
    ]) {
      expect(resolveAppAsset(url)).toBeNull();
    }
  });

  it('carry a strict CSP that lets the offline page probe the server only', () => {
    const csp = appPageCsp('https://notary.example.uz');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('connect-src https://notary.example.uz');
    expect(csp).not.toContain('unsafe');
  });

  it('tell the offline page which server to go back to', () => {
    expect(offlinePageUrl('https://notary.example.uz')).toBe('kiosk://app/offline.html?server=https%3A%2F%2Fnotary.example.uz');
  });

  it('ship every file the list names, and the page uses no inline script', () => {
    for (const name of ['offline.html', 'offline.css']) {
      expect(readFileSync(new URL(`../src/static/${name}`, import.meta.url), 'utf8').length).toBeGreaterThan(0);
    }
    const html = readFileSync(new URL('../src/static/offline.html', import.meta.url), 'utf8');
    expect(html).toMatch(/<script src="offline.js" defer><\/script>/);
    expect(html).not.toMatch(/<script>(?!<\/script>)|on(click|load)=/);
  });
});
