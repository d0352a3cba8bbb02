import { Loader, ThemeIcon } from '@mantine/core';

export type CheckState = 'checking' | 'ok' | 'warning' | 'fail' | 'unavailable';

/** Each result's colour, so it reads at a glance; the words beside it say the same for those who cannot see it. */
export const STATE_COLOR: Record<CheckState, string> = {
  checking: 'blue',
  ok: 'green',
  warning: 'yellow',
  fail: 'red',
  unavailable: 'gray',
};

const PATHS: Record<Exclude<CheckState, 'checking'>, string> = {
  ok: 'M5 12l5 5L20 7',
  warning: 'M12 7v6M12 17h.01',
  fail: 'M6 6l12 12M18 6L6 18',
  unavailable: 'M7 12h10',
};

/** The result's icon (a tick, an exclamation, a cross, a dash) or a spinner while it is being checked. */
export function StatusIcon({ state }: { state: CheckState }) {
  if (state === 'checking') return <Loader size={28} color={STATE_COLOR.checking} aria-hidden />;
  return (
    <ThemeIcon color={STATE_COLOR[state]} radius="xl" size={28} aria-hidden>
      <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round">
        <path d={PATHS[state]} />
      </svg>
    </ThemeIcon>
  );
}
