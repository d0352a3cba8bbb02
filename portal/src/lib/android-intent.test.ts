import { chromeIntentUrl, takeAndroidIntent } from './android-intent';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const page = { protocol: 'https:', host: 'notarius.example.uz', pathname: '/enotarial_act/ab12', search: '?pin=1' };

it('builds the Chrome intent link for the current page', () => {
  expect(chromeIntentUrl(page)).toBe(
    'intent://notarius.example.uz/enotarial_act/ab12?pin=1#Intent;scheme=https;package=com.android.chrome;end',
  );
});

it('redirects an Android browser once per session', () => {
  expect(takeAndroidIntent(ANDROID, page, sessionStorage)).toMatch(/^intent:\/\//);
  expect(takeAndroidIntent(ANDROID, page, sessionStorage)).toBeNull();
});

it('leaves other systems alone', () => {
  expect(takeAndroidIntent(DESKTOP, page, sessionStorage)).toBeNull();
});
