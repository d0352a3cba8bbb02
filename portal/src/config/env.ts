import '@/lib/content-policy';
import { z } from 'zod';

/** Browser or kiosk: one validated value, decided by the path (docs/contracts/portal.md#modes). */
export const Mode = z.enum(['browser', 'kiosk']);
export type Mode = z.infer<typeof Mode>;

export function modeOfPath(pathname: string): Mode {
  return Mode.parse(pathname.includes('kiosk') ? 'kiosk' : 'browser');
}

/** Interface languages (docs/contracts/portal.md#languages); `oz` is the default. */
export const Locale = z.enum(['oz', 'uz', 'ru']);
export type Locale = z.infer<typeof Locale>;
export const DEFAULT_LOCALE: Locale = 'oz';

const BuildEnv = z.object({
  appVersion: z.string().min(1),
});

/** Build-time configuration, checked once at start-up; runtime configuration comes from GET /api/client-config. */
export const env = BuildEnv.parse({ appVersion: __APP_VERSION__ });
