/**
 * The shell's own idle backstop. The page shows the citizen a countdown and ends the session itself; this fires
 * later (idle timeout plus a grace) and wipes the kiosk without the page's help, in case the page is hung or broken.
 * It only watches once a citizen has touched the kiosk since the last wipe, so an empty kiosk is not wiped over and
 * over while it waits on the login page. A video call pauses it (the keep-awake signal, keep-awake.ts).
 */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface IdlePolicyOptions {
  idleMs: number;
  graceMs: number;
  onIdle: () => void;
  clock?: Clock;
}

export class IdlePolicy {
  private readonly limitMs: number;
  private readonly clock: Clock;
  private lastActivity = 0;
  private timer: unknown = null;
  private paused = false;

  constructor(private readonly options: IdlePolicyOptions) {
    this.limitMs = options.idleMs + options.graceMs;
    this.clock = options.clock ?? systemClock;
  }

  /** A key press, touch, click or wheel turn: the citizen is still there. */
  activity(): void {
    if (this.paused) return;
    this.lastActivity = this.clock.now();
    if (this.timer === null) this.schedule(this.limitMs);
  }

  /** The kiosk was wiped (by the page or by this policy): wait for the next citizen. */
  reset(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  /** A video call holds the kiosk: no wipe while it lasts, however still the citizen sits. */
  pause(): void {
    this.reset();
    this.paused = true;
  }

  /** The call is over: the citizen was there a moment ago, so the idle time starts from now. */
  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.activity();
  }

  get watching(): boolean {
    return this.timer !== null;
  }

  // One timer per idle period rather than one per key press: on expiry it re-arms for the time still left.
  private schedule(ms: number): void {
    this.timer = this.clock.setTimeout(() => this.expire(), ms);
  }

  private expire(): void {
    const left = this.lastActivity + this.limitMs - this.clock.now();
    if (left > 0) {
      this.schedule(left);
      return;
    }
    this.timer = null;
    this.options.onIdle();
  }
}
