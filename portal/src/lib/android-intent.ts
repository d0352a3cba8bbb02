/**
 * On Android, once per browser session, the page reopens in Chrome through an intent link
 * (docs/contracts/portal.md#navigation-rules).
 */
const DONE_KEY = 'notary-android-intent-done';

function isAndroid(userAgent: string): boolean {
  return /Android/i.test(userAgent);
}

type PageLocation = Pick<Location, 'host' | 'pathname' | 'search' | 'protocol'>;

/** The page's own hash is left out: `#Intent` must be the link's only fragment. */
export function chromeIntentUrl(location: PageLocation): string {
  const scheme = location.protocol.replace(/:$/, '');
  const target = `${location.host}${location.pathname}${location.search}`;
  return `intent://${target}#Intent;scheme=${scheme};package=com.android.chrome;end`;
}

/** Returns the intent link to follow now, or null (not Android, or already done in this session). */
export function takeAndroidIntent(userAgent: string, location: PageLocation, session: Storage): string | null {
  if (!isAndroid(userAgent) || session.getItem(DONE_KEY)) return null;
  session.setItem(DONE_KEY, '1');
  return chromeIntentUrl(location);
}
