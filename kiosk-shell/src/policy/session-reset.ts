/**
 * Ending a citizen's session on the kiosk, whoever asks (the page through the bridge, or the idle backstop): the
 * camera agent forgets any card data, the page is taken off the server first (so it cannot write its state back),
 * every trace in the browser session is cleared and the kiosk login is shown. A failing step is logged and the rest
 * still runs: a half-wiped kiosk is worse than a slow one.
 */
export interface SessionResetSteps {
  forgetCardData(): Promise<void>;
  leavePage(): Promise<void>;
  clearBrowsingData(): Promise<void>;
  showLogin(): Promise<void>;
}

export type ResetLog = (message: string, error: unknown) => void;

export function createSessionReset(steps: SessionResetSteps, log: ResetLog): () => Promise<void> {
  let running: Promise<void> | null = null;

  const attempt = async (name: string, step: () => Promise<void>): Promise<void> => {
    try {
      await step();
    } catch (error) {
      log(`session reset: ${name} failed`, error);
    }
  };

  const reset = async (): Promise<void> => {
    await attempt('forget card data', () => steps.forgetCardData());
    await attempt('leave page', () => steps.leavePage());
    await attempt('clear browsing data', () => steps.clearBrowsingData());
    await attempt('show login', () => steps.showLogin());
  };

  // The page and the idle backstop may ask at the same moment; both wait for the one wipe.
  return () => {
    running ??= reset().finally(() => {
      running = null;
    });
    return running;
  };
}
