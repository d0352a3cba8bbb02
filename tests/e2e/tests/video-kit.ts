import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Browser, type Page, test as base, expect } from '@playwright/test';
import { catalogue, E2E_ENV, openDevSession, type Person, portalStorage } from './fixtures';

/** What the video specs share (docs/video.md): browsers with fake media, video acts from the CLI, the call's checks. */
const oz = catalogue('oz');
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export const DILNOZA: Person = { passserial: 'AA', passnum: '1234567' };
export const MALIKA: Person = { passserial: 'AB', passnum: '7654321' };

export const videoTest = base.extend({
  launchOptions: async ({ launchOptions }, use) => {
    // Chromium's own fake camera and microphone (a moving pattern and a beep), no prompt.
    const fake = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];
    await use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...fake] });
  },
  permissions: ['camera', 'microphone'],
});

/** The project's CLI against the e2e server's database and settings. */
export function cli(args: string[]): string {
  return execFileSync(process.env.UV ?? 'uv', ['run', '--frozen', ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...E2E_ENV },
  });
}

/** A power of attorney registered by video, at step 8 with its visit this many minutes ahead; its uuid. */
export function videoAct(minutesAhead: number): string {
  const output = cli(['notary', 'dev-video-act', '--minutes-ahead', String(minutesAhead)]);
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}').uuid as string;
}

/** The act's video tab of a page already set up. */
export async function openVideoTab(page: Page, path: string): Promise<Page> {
  await page.goto(path);
  await page.getByRole('tab', { name: oz.acts.details.tabs.video }).click();
  return page;
}

/** The act's video tab in a browser of this person's own. */
export async function videoTab(browser: Browser, person: Person, uuid: string): Promise<Page> {
  const context = await browser.newContext({ storageState: portalStorage(openDevSession(person), 'browser') });
  return openVideoTab(await context.newPage(), `/enotarial_act/${uuid}`);
}

/** Every other participant's picture on this page is playing: frames decoded and still coming. */
export async function seesOthers(page: Page, others: number): Promise<void> {
  const pictures = page.getByTestId('call-picture');
  await expect(pictures).toHaveCount(others + 1, { timeout: 30_000 });
  const decoded = () =>
    pictures.evaluateAll((videos) =>
      (videos as HTMLVideoElement[]).slice(1).map((video) => video.getVideoPlaybackQuality().totalVideoFrames),
    );
  await expect.poll(async () => Math.min(...(await decoded())), { timeout: 30_000 }).toBeGreaterThan(10);
  // Still coming: a loaded machine may stall a picture for a moment (a lost key frame), so within seconds, not one.
  const before = await decoded();
  const advanced = async () => (await decoded()).every((frames, index) => frames > (before[index] ?? 0));
  await expect.poll(advanced, { timeout: 10_000 }).toBe(true);
}
