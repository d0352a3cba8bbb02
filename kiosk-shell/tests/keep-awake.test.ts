import { beforeEach, describe, expect, it } from 'vitest';
import { IdlePolicy } from '../src/policy/idle-policy';
import { InvalidKeepAwakeError, KEEP_AWAKE_CAP_MS, KeepAwake, parseKeepAwakeArg } from '../src/policy/keep-awake';
import { FakeClock } from './fake-clock';

const IDLE = 120_000;
const GRACE = 30_000;

class FakeBlocker {
  active = new Set<number>();
  private next = 1;
  start(): number {
    const id = this.next++;
    this.active.add(id);
    return id;
  }
  stop(id: number): void {
    this.active.delete(id);
  }
}

describe('the keep-awake signal of a video call', () => {
  let clock: FakeClock;
  let blocker: FakeBlocker;
  let changes: string[];
  let wipes: number;
  let idle: IdlePolicy;
  let awake: KeepAwake;

  beforeEach(() => {
    clock = new FakeClock();
    blocker = new FakeBlocker();
    changes = [];
    wipes = 0;
    idle = new IdlePolicy({ idleMs: IDLE, graceMs: GRACE, clock, onIdle: () => wipes++ });
    // Wired as the kiosk controller wires it.
    awake = new KeepAwake({
      blocker,
      clock,
      onChange: (on, reason) => {
        changes.push(`${on ? 'on' : 'off'}:${reason}`);
        if (on) idle.pause();
        else idle.resume();
      },
    });
  });

  it('blocks display sleep once, however often the page asks', () => {
    awake.set(true);
    awake.set(true);
    expect(blocker.active.size).toBe(1);
    expect(changes).toEqual(['on:page']);
    awake.set(false);
    expect(blocker.active.size).toBe(0);
    expect(awake.on).toBe(false);
    expect(changes).toEqual(['on:page', 'off:page']);
  });

  it('holds the idle backstop for a long, still call and restarts it from the end of the call', () => {
    idle.activity();
    awake.set(true);
    clock.advance(60 * 60 * 1000);
    idle.activity(); // a touch during the call must not re-arm the backstop
    clock.advance(60 * 60 * 1000);
    expect(wipes).toBe(0);
    awake.set(false);
    clock.advance(IDLE + GRACE - 1);
    expect(wipes).toBe(0);
    clock.advance(1);
    expect(wipes).toBe(1);
  });

  it('lapses by itself at the cap, and asking again does not extend it', () => {
    awake.set(true);
    clock.advance(KEEP_AWAKE_CAP_MS - 1);
    awake.set(true);
    clock.advance(1);
    expect(awake.on).toBe(false);
    expect(blocker.active.size).toBe(0);
    expect(changes).toEqual(['on:page', 'off:cap']);
    clock.advance(IDLE + GRACE);
    expect(wipes).toBe(1);
  });

  it('is turned off by the shell (navigation, end of session) and no cap timer is left behind', () => {
    awake.set(true);
    awake.turnOff('navigated');
    awake.turnOff('session-ended');
    expect(changes).toEqual(['on:page', 'off:navigated']);
    expect(clock.pending).toBe(1); // only the restarted idle backstop
    idle.reset();
    expect(clock.pending).toBe(0);
  });

  it('takes only a boolean from the page', () => {
    expect(parseKeepAwakeArg(true)).toBe(true);
    expect(parseKeepAwakeArg(false)).toBe(false);
    for (const bad of ['true', 1, null, undefined, {}]) {
      expect(() => parseKeepAwakeArg(bad)).toThrow(InvalidKeepAwakeError);
    }
  });
});
