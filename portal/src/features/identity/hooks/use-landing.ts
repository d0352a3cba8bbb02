import { useLocation, useNavigate } from 'react-router';
import { modeOfPath } from '@/config/env';
import { usePersistedState } from '@/lib/persisted-state';
import { useLoginFlow } from '../stores/login-flow-state';
import { landingPages } from '../utils/landing';

/**
 * Takes a logged-in visitor with accepted terms where docs/contracts/portal.md#after-success says (a kiosk's
 * notify-warning list is the kiosk feature's).
 */
export function useLanding(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return () => {
    const mode = modeOfPath(pathname);
    const { search } = useLoginFlow.getState().origin;
    const pages = landingPages({ mode, search, takeRedirectUrl: usePersistedState.getState().takeRedirectUrl });
    for (const page of pages) navigate(page);
  };
}
