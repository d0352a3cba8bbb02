import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { E2E_ENV, test as base } from './fixtures';

/**
 * A fake camera for face-check tests: Chromium films a synthetic clip of the liveness engine
 * (`python -m liveness.synthetic`), generated on first use into /tmp and kept for later runs (never committed).
 * The sandbox photos are the same portraits: `astronaut` is Dilnoza Karimova, `hopper` is Malika Rahimova.
 * A looped clip turns left and right in turn, so whichever order a session's challenge asks for comes round.
 */
export type Portrait = 'astronaut' | 'hopper';
export type Sequence = 'bona-fide' | 'flat-tilt' | 'still' | 'swap';

export interface Camera {
  portrait: Portrait;
  sequence: Sequence;
}

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CLIPS_DIR = '/tmp/notary-e2e-clips';
const uv = () => process.env.UV ?? 'uv';

export function clipOf({ portrait, sequence }: Camera): string {
  const clip = `${CLIPS_DIR}/${portrait}-${sequence}.y4m`;
  if (existsSync(clip)) return clip;
  mkdirSync(CLIPS_DIR, { recursive: true });
  const partial = `${clip}.${process.pid}.part`;
  const args = ['run', '--frozen', 'python', '-m', 'liveness.synthetic', '--portrait', portrait, '--sequence', sequence];
  execFileSync(uv(), [...args, '--out', partial], { cwd: REPO_ROOT, stdio: 'ignore' });
  renameSync(partial, clip); // whole or absent: a half-written clip is never found
  return clip;
}

/** A person's login data, as the identification form takes it. */
export interface Login {
  passserial: string;
  passnum: string;
  pin: string;
}

export const DILNOZA: Login = { passserial: 'AA', passnum: '1234567', pin: '41403850230012' };

/** The server's own texts (server/notary/locales/identity), so a test expects what the server says. */
export function serverMessages(locale: 'oz' | 'uz' | 'ru'): Record<string, string> {
  return JSON.parse(readFileSync(`${REPO_ROOT}/server/notary/locales/identity/${locale}.json`, 'utf8'));
}

/** The user has not accepted the public offer yet, whatever earlier tests on this database did. */
export function forgetTermsOfUse(pin: string): void {
  const script = [
    'import sys',
    'from sqlmodel import Session, select',
    'from notary.core.db import get_engine',
    'from notary.models import User',
    'with Session(get_engine()) as session:',
    '    for user in session.exec(select(User).where(User.pin == sys.argv[1])):',
    '        user.termsofuse = 0',
    '        session.add(user)',
    '    session.commit()',
  ].join('\n');
  execFileSync(uv(), ['run', '--frozen', 'python', '-c', script, pin], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...E2E_ENV },
    stdio: 'ignore',
  });
}

/** Fills the identification form (labels of `texts`, the identity catalogue) and passes identification. */
export async function identify(page: Page, texts: { form: Record<string, string> }, login: Login): Promise<void> {
  await page.getByLabel(texts.form.passserial).fill(login.passserial);
  await page.getByLabel(texts.form.passnum).fill(login.passnum);
  await page.getByLabel(texts.form.pin).fill(login.pin);
  await page.getByRole('button', { name: texts.form.submit }).click();
}

export const test = base.extend<object, { camera: Camera }>({
  camera: [{ portrait: 'astronaut', sequence: 'bona-fide' }, { scope: 'worker', option: true }],
  launchOptions: [
    async ({ launchOptions, camera }, use) => {
      const fakeCamera = [
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${clipOf(camera)}`,
      ];
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...fakeCamera] });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  permissions: ['camera'],
});

export { expect } from './fixtures';
