/**
 * What to do when the kiosk page's renderer dies or hangs: reload it, but only a few times within a window; past
 * that something is badly wrong and the whole shell is relaunched.
 */
import type { Clock } from './idle-policy';
import { systemClock } from './idle-policy';

export type CrashAction = 'reload' | 'relaunch';

export interface CrashPolicyOptions {
  maxReloads: number;
  windowMs: number;
  clock?: Clock;
}

export class CrashPolicy {
  private reloads: number[] = [];
  private readonly clock: Clock;

  constructor(private readonly options: CrashPolicyOptions) {
    this.clock = options.clock ?? systemClock;
  }

  onRendererGone(): CrashAction {
    const now = this.clock.now();
    this.reloads = this.reloads.filter((at) => now - at < this.options.windowMs);
    if (this.reloads.length >= this.options.maxReloads) return 'relaunch';
    this.reloads.push(now);
    return 'reload';
  }
}

/**
 * How to relaunch. Under systemd (which sets INVOCATION_ID for every service process) the shell exits with a
 * failure and the unit restarts the whole kiosk session; on its own it restarts itself.
 */
export function relaunchMode(env: Readonly<Record<string, string | undefined>>): 'exit-for-supervisor' | 'self' {
  return env.INVOCATION_ID ? 'exit-for-supervisor' : 'self';
}
