import type { Mode } from '@/config/env';
import { href, modePaths } from '@/config/paths';
import { isInvitation } from './login-schema';

/** The act page an invitation link opens once its party has logged in (docs/contracts/portal.md#after-success). */
export const INVITATION_ACT = '-1';

interface LandingInput {
  mode: Mode;
  /** The query of the page where identification began. */
  search: string;
  /** The remembered path, cleared when taken (persisted state). */
  takeRedirectUrl: () => string | null;
}

/**
 * Where a logged-in visitor with accepted terms goes (docs/contracts/portal.md#after-success,
 * docs/contracts/portal.md#terms-of-use), as the pages to open in order. Browser: an invitation's act, else the
 * remembered path, else my notarial acts. Kiosk: the kiosk menu first, then the remembered path if there is one (so
 * "back" returns to the menu).
 */
export function landingPages({ mode, search, takeRedirectUrl }: LandingInput): string[] {
  if (mode === 'kiosk') {
    const remembered = takeRedirectUrl();
    const menu = modePaths.home('kiosk');
    return remembered && remembered !== menu ? [menu, remembered] : [menu];
  }
  if (isInvitation(search)) return [href('notarialAct', { uuid: INVITATION_ACT }) + search];
  return [takeRedirectUrl() ?? modePaths.myActs('browser')];
}
