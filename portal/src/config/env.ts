import '@/lib/content-policy';

/** Browser or kiosk, decided by the path (docs/contracts/portal.md#modes). */
export type Mode = 'browser' | 'kiosk';

export function modeOfPath(pathname: string): Mode {
  return pathname.includes('kiosk') ? 'kiosk' : 'browser';
}

const LOCALES = ['oz', 'uz', 'ru'] as const;

/** Interface languages (docs/contracts/portal.md#languages); `oz` is the default. */
export type Locale = (typeof LOCALES)[number];

/**
 * The languages in the switch's order, and a chosen value checked to be one of them. Checked by hand, not by a
 * schema library: this module is in the first download of every page.
 */
export const Locale = {
  options: LOCALES,
  parse(value: unknown): Locale {
    if (!LOCALES.includes(value as Locale)) throw new TypeError(`${String(value)} is not an interface language`);
    return value as Locale;
  },
};
export const DEFAULT_LOCALE: Locale = 'oz';

if (!__APP_VERSION__) throw new Error('the build has no version (vite.config.ts __APP_VERSION__)');

/** Build-time configuration; runtime configuration comes from GET /api/client-config. */
export const env = { appVersion: __APP_VERSION__ };
