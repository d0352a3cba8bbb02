import { beforeEach, describe, expect, it } from 'vitest';
import { IdlePolicy } from '../src/policy/idle-policy';
import { FakeClock } from './fake-clock';

const IDLE = 120_000;
const GRACE = 30_000;

describe('the idle backstop', () => {
  let clock: FakeClock;
  let fired: number;
  let idle: IdlePolicy;

  beforeEach(() => {
    clock = new FakeClock();
    fired = 0;
    idle = new IdlePolicy({ idleMs: IDLE, graceMs: GRACE, clock, onIdle: () => fired++ });
  });

  it('waits for a citizen before watching: an empty kiosk is not wiped again and again', () => {
    clock.advance(10 * IDLE);
    expect(fired).toBe(0);
    expect(idle.watching).toBe(false);
  });

  it('fires at idle timeout plus grace after the last sign of life, once', () => {
    idle.activity();
    clock.advance(IDLE + GRACE - 1);
    expect(fired).toBe(0);
    clock.advance(1);
    expect(fired).toBe(1);
    clock.advance(10 * IDLE);
    expect(fired).toBe(1);
  });

  it('never cuts off a citizen who keeps typing', () => {
    idle.activity();
    for (let i = 0; i < 600; i++) {
      clock.advance(1_000);
      idle.activity();
    }
    expect(fired).toBe(0);
    clock.advance(IDLE + GRACE);
    expect(fired).toBe(1);
  });

  it('counts from the last touch, not the first', () => {
    idle.activity();
    clock.advance(IDLE);
    idle.activity();
    clock.advance(IDLE + GRACE - 1);
    expect(fired).toBe(0);
    clock.advance(1);
    expect(fired).toBe(1);
  });

  it('keeps one timer however many keys are pressed', () => {
    for (let i = 0; i < 100; i++) idle.activity();
    expect(clock.pending).toBe(1);
  });

  it('stands down when the page ended the session itself, and re-arms for the next citizen', () => {
    idle.activity();
    clock.advance(IDLE);
    idle.reset();
    expect(idle.watching).toBe(false);
    clock.advance(IDLE + GRACE);
    expect(fired).toBe(0);
    idle.activity();
    clock.advance(IDLE + GRACE);
    expect(fired).toBe(1);
  });
});
