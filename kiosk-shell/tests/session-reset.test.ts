import { describe, expect, it } from 'vitest';
import { createSessionReset, type SessionResetSteps } from '../src/policy/session-reset';

function recordingSteps(failing: Partial<Record<keyof SessionResetSteps, Error>> = {}) {
  const calls: string[] = [];
  const step = (name: keyof SessionResetSteps) => async () => {
    calls.push(name);
    await Promise.resolve();
    const error = failing[name];
    if (error) throw error;
  };
  const steps: SessionResetSteps = {
    forgetCardData: step('forgetCardData'),
    leavePage: step('leavePage'),
    clearBrowsingData: step('clearBrowsingData'),
    showLogin: step('showLogin'),
  };
  return { calls, steps };
}

describe('ending a session on the kiosk', () => {
  it('forgets card data, leaves the page, clears everything, then shows the login', async () => {
    const { calls, steps } = recordingSteps();
    await createSessionReset(steps, () => undefined)();
    expect(calls).toEqual(['forgetCardData', 'leavePage', 'clearBrowsingData', 'showLogin']);
  });

  it('still wipes the browser when the camera agent is down, and logs it', async () => {
    const { calls, steps } = recordingSteps({ forgetCardData: new Error('ECONNREFUSED') });
    const logged: string[] = [];
    await createSessionReset(steps, (message, error) => logged.push(`${message}: ${(error as Error).message}`))();
    expect(calls).toEqual(['forgetCardData', 'leavePage', 'clearBrowsingData', 'showLogin']);
    expect(logged).toEqual(['session reset: forget card data failed: ECONNREFUSED']);
  });

  it('runs one wipe when the page and the idle backstop ask together, and a new one afterwards', async () => {
    const { calls, steps } = recordingSteps();
    const reset = createSessionReset(steps, () => undefined);
    await Promise.all([reset(), reset()]);
    expect(calls.filter((c) => c === 'clearBrowsingData')).toHaveLength(1);
    await reset();
    expect(calls.filter((c) => c === 'clearBrowsingData')).toHaveLength(2);
  });
});
