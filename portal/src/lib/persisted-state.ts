import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_LOCALE, type Locale, type Mode } from '@/config/env';
import { NOT_REMEMBERED_PATHS } from '@/config/paths';
import type { UserPublic } from '@/lib/api';

/**
 * The locally persisted state of docs/contracts/portal.md#locally-persisted-state; a kiosk's idle reset clears this
 * storage key. The session token is not part of it: the server keeps it in an HttpOnly cookie no script can read
 * (docs/security.md#session-cookie); the stored user is what tells the pages someone is logged in.
 */
export const PERSISTED_STATE_KEY = 'notary-portal';

interface PersistedFields {
  redirectUrl: string | null;
  mode: Mode;
  locale: Locale;
  user: UserPublic | null;
  /** Spoken face-check hints; null: the mode's default (on at a kiosk, off in a browser). */
  voiceGuidance: boolean | null;
}

interface PersistedActions {
  setMode: (mode: Mode) => void;
  setLocale: (locale: Locale) => void;
  setUser: (user: UserPublic) => void;
  setVoiceGuidance: (on: boolean) => void;
  signIn: (user: UserPublic) => void;
  clearSession: () => void;
  /**
   * Remembers where a logged-out visitor wanted to go, except the main page
   * (docs/contracts/portal.md#navigation-rules).
   */
  rememberPath: (path: string) => void;
  /** The remembered path, cleared once taken (docs/contracts/portal.md#after-success). */
  takeRedirectUrl: () => string | null;
}

export type PersistedState = PersistedFields & PersistedActions;

const initialFields: PersistedFields = {
  redirectUrl: null,
  mode: 'browser',
  locale: DEFAULT_LOCALE,
  user: null,
  voiceGuidance: null,
};

function pathnameOf(path: string): string {
  return new URL(path, 'http://portal.invalid').pathname;
}

export const usePersistedState = create<PersistedState>()(
  persist(
    (set, get) => ({
      ...initialFields,
      setMode: (mode) => set({ mode }),
      setLocale: (locale) => set({ locale }),
      setUser: (user) => set({ user }),
      setVoiceGuidance: (on) => set({ voiceGuidance: on }),
      signIn: (user) => set({ user }),
      clearSession: () => set({ user: null }),
      rememberPath: (path) => {
        if (!NOT_REMEMBERED_PATHS.includes(pathnameOf(path))) set({ redirectUrl: path });
      },
      takeRedirectUrl: () => {
        const { redirectUrl } = get();
        set({ redirectUrl: null });
        return redirectUrl;
      },
    }),
    {
      name: PERSISTED_STATE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ redirectUrl, mode, locale, user, voiceGuidance }) => ({
        redirectUrl,
        mode,
        locale,
        user,
        voiceGuidance,
      }),
    },
  ),
);

/** Whether the logged-in user holds `role` (the server checks it again on every call). */
export function useHasRole(role: string): boolean {
  return usePersistedState((state) => (state.user?.roles ?? []).includes(role));
}

/** Back to a first visit: used between tests. */
export function resetPersistedState(): void {
  usePersistedState.setState(initialFields);
}
