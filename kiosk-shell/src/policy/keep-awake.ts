/**
 * The keep-awake signal of a video call at the kiosk: while it is on, the display does not sleep and the shell's idle
 * backstop waits (a citizen listening to the notary may not touch the screen for minutes). It lapses by itself after
 * a cap, and the shell turns it off when the page navigates away or the session ends, so a page that forgets to turn
 * it off cannot keep the kiosk from being wiped for long.
 */
import { type Clock, systemClock } from './idle-policy';

/** Longest a call may hold the kiosk awake without the page turning the signal off. */
export const KEEP_AWAKE_CAP_MS = 3 * 60 * 60 * 1000;

/** Electron's powerSaveBlocker with 'prevent-display-sleep', behind a seam the tests replace. */
export interface DisplaySleepBlocker {
  start(): number;
  stop(id: number): void;
}

export interface KeepAwakeOptions {
  blocker: DisplaySleepBlocker;
  /** Called once each time the signal goes on or off; `reason` says why it went off. */
  onChange: (on: boolean, reason: string) => void;
  capMs?: number;
  clock?: Clock;
}

export class InvalidKeepAwakeError extends Error {
  constructor() {
    super('keepAwake takes true or false');
    this.name = 'InvalidKeepAwakeError';
  }
}

/** The page's argument as it arrives over IPC: only a real boolean is taken. */
export function parseKeepAwakeArg(value: unknown): boolean {
  if (typeof value !== 'boolean') throw new InvalidKeepAwakeError();
  return value;
}

export class KeepAwake {
  private blockId: number | null = null;
  private capTimer: unknown = null;
  private readonly clock: Clock;

  constructor(private readonly options: KeepAwakeOptions) {
    this.clock = options.clock ?? systemClock;
  }

  get on(): boolean {
    return this.blockId !== null;
  }

  /** The page's request. Asking again while on does not extend the cap. */
  set(on: boolean): void {
    if (on) this.turnOn();
    else this.turnOff('page');
  }

  turnOff(reason: string): void {
    if (this.blockId === null) return;
    this.clock.clearTimeout(this.capTimer);
    this.capTimer = null;
    this.options.blocker.stop(this.blockId);
    this.blockId = null;
    this.options.onChange(false, reason);
  }

  private turnOn(): void {
    if (this.blockId !== null) return;
    this.blockId = this.options.blocker.start();
    this.capTimer = this.clock.setTimeout(() => this.turnOff('cap'), this.options.capMs ?? KEEP_AWAKE_CAP_MS);
    this.options.onChange(true, 'page');
  }
}
