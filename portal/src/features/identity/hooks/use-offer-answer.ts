import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { modeOfPath } from '@/config/env';
import { href } from '@/config/paths';
import { checkToken } from '@/lib/auth';
import { finishKioskVisit } from '@/lib/kiosk-session';
import { usePersistedState } from '@/lib/persisted-state';
import { answerOffer } from '../api/offer-accept';
import { useLanding } from './use-landing';

/**
 * A session check (docs/contracts/portal.md#terms-of-use): anything but 200 logs out (the API client has cleared a 403
 * already).
 */
async function sessionValid(): Promise<boolean> {
  try {
    if (await checkToken()) return true;
  } catch {
    // shown by the API client
  }
  usePersistedState.getState().clearSession();
  return false;
}

/** Agreeing to or declining the public offer (docs/contracts/portal.md#terms-of-use), with where each answer leads. */
export function useOfferAnswer() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const land = useLanding();
  const [pending, setPending] = useState<'agree' | 'decline' | null>(null);

  const agree = async () => {
    setPending('agree');
    try {
      if (!(await sessionValid())) return;
      await answerOffer(1);
      const { user, setUser } = usePersistedState.getState();
      if (user) setUser({ ...user, termsofuse: 1 });
      land();
    } finally {
      setPending(null);
    }
  };

  const decline = async () => {
    setPending('decline');
    try {
      if (await sessionValid()) await answerOffer(0); // the server ends the session
      if (modeOfPath(pathname) === 'kiosk') return await finishKioskVisit(); // kiosk login, nothing kept
      // Leave before logging out: a page that needs a session would otherwise be remembered for the next login.
      if (pathname !== href('home')) await navigate(href('home'));
      usePersistedState.getState().clearSession();
    } finally {
      setPending(null);
    }
  };

  return { agree, decline, pending };
}
