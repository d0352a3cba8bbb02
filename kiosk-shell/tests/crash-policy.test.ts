import { describe, expect, it } from 'vitest';
import { CrashPolicy, relaunchMode } from '../src/policy/crash-policy';
import { FakeClock } from './fake-clock';

describe('crash and hang recovery', () => {
  it('reloads a few times, then relaunches', () => {
    const policy = new CrashPolicy({ maxReloads: 3, windowMs: 600_000, clock: new FakeClock() });
    expect([1, 2, 3, 4].map(() => policy.onRendererGone())).toEqual(['reload', 'reload', 'reload', 'relaunch']);
  });

  it('forgets crashes older than the window', () => {
    const clock = new FakeClock();
    const policy = new CrashPolicy({ maxReloads: 2, windowMs: 60_000, clock });
    expect(policy.onRendererGone()).toBe('reload');
    clock.advance(30_000);
    expect(policy.onRendererGone()).toBe('reload');
    clock.advance(30_001);
    expect(policy.onRendererGone()).toBe('reload');
    expect(policy.onRendererGone()).toBe('relaunch');
  });

  it('leaves the relaunch to systemd when run as a service', () => {
    expect(relaunchMode({ INVOCATION_ID: 'a1b2' })).toBe('exit-for-supervisor');
    expect(relaunchMode({})).toBe('self');
  });
});
