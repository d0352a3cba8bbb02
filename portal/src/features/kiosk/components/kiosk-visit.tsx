import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { endKioskVisit } from '@/lib/kiosk-session';
import { useClientConfig } from '@/lib/client-config';
import { useNotify } from '@/lib/notify';
import { usePersistedState } from '@/lib/persisted-state';
import { useIdleCountdown } from '../hooks/use-idle-countdown';
import { useSessionChanges } from '../hooks/use-session-changes';

// The dialogs' code (the countdown ring with its tooltip library, the dates of the acts) comes just after the frame is
// on screen, well before the first idle time can end.
const IdleCountdownDialog = lazy(() =>
  import('./idle-countdown-dialog').then((m) => ({ default: m.IdleCountdownDialog })),
);
const NotifyWarningDialog = lazy(() =>
  import('./notify-warning-dialog').then((m) => ({ default: m.NotifyWarningDialog })),
);

/** Until the config has come; the server's default too. */
const DEFAULT_IDLE_SECONDS = 120;
/** Shorter than the shell's grace (30 s by default), so the page ends the visit before the shell's backstop does. */
export const COUNTDOWN_SECONDS = 20;

/**
 * Once after a kiosk login, the user's upcoming acts (docs/contracts/portal.md#after-success), when the login is
 * through (terms accepted, the login page and its success dialog left for the menu).
 */
function useNotifyAfterLogin(loginBeforeMount: boolean) {
  const [pending, setPending] = useState(loginBeforeMount);
  const pin = usePersistedState((state) => (state.user?.termsofuse === 1 ? state.user.pin : null));
  const landed = useLocation().pathname !== paths.kioskLogin.path;
  const { data: items = [] } = useNotify(pending ? pin : null);
  const opened = pending && landed && items.length > 0;
  return { items, opened, start: () => setPending(true), done: () => setPending(false) };
}

interface KioskVisitProps {
  /** A login on this page before this part had come (it comes after the frame): its notify list is still due. */
  loginBeforeMount: boolean;
}

/**
 * One visitor's time at the kiosk, beside the kiosk pages: the notify-warning list after login, and the idle
 * countdown that ends the visit.
 */
export function KioskVisit({ loginBeforeMount }: KioskVisitProps) {
  const queryClient = useQueryClient();
  const loggedIn = usePersistedState((state) => state.user !== null);
  const idleSeconds = useClientConfig().data?.kioskIdleSeconds ?? DEFAULT_IDLE_SECONDS;
  const notify = useNotifyAfterLogin(loginBeforeMount);

  const { secondsLeft, stayActive } = useIdleCountdown({
    idleSeconds,
    countdownSeconds: COUNTDOWN_SECONDS,
    watchNow: loggedIn,
    onExpire: () => void endKioskVisit(),
  });
  // Cached answers are the previous visitor's data: those of pages no longer shown are dropped at every change.
  const forgetCachedPages = () => queryClient.removeQueries({ type: 'inactive' });
  useSessionChanges({
    onStart: () => {
      forgetCachedPages();
      notify.start();
    },
    onEnd: () => {
      forgetCachedPages();
      notify.done();
    },
  });

  return (
    <Suspense>
      <NotifyWarningDialog opened={notify.opened} items={notify.items} onClose={notify.done} />
      <IdleCountdownDialog
        secondsLeft={secondsLeft}
        countdownSeconds={COUNTDOWN_SECONDS}
        onContinue={stayActive}
        onFinish={() => void endKioskVisit()}
      />
    </Suspense>
  );
}
