import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** The key under which the portal persists redirect URL, mode, locale and user. */
const PERSISTED_STATE_KEY = 'notary-portal';

const LOCALES = `${REPO_ROOT}/portal/src/locales`;
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/** The portal's own catalogues (shared texts and each feature's under its name), so tests read what a visitor reads. */
export function catalogue(locale: 'oz' | 'uz' | 'ru') {
  const merged = readJson(`${LOCALES}/${locale}.json`);
  for (const entry of readdirSync(LOCALES, { withFileTypes: true })) {
    const file = `${LOCALES}/${entry.name}/${locale}.json`;
    if (entry.isDirectory() && existsSync(file)) merged[entry.name] = readJson(file);
  }
  return merged;
}

const E2E_PORT = process.env.E2E_PORT ?? '8765';
/**
 * The e2e server's database, data directory and sandbox clock (Makefile `e2e-server`, per port): a CLI run with these
 * reads the server's database and keeps the server's time (the clock's anchor is in that database).
 */
export const E2E_ENV = {
  DATABASE_URL: `sqlite:///${process.env.E2E_DB ?? `/tmp/notary-e2e-${E2E_PORT}.db`}`,
  NOTARY_DATA_DIR: process.env.E2E_DATA_DIR ?? `/tmp/notary-e2e-data-${E2E_PORT}`,
  NOTARY_SANDBOX_CLOCK: process.env.E2E_CLOCK ?? '2026-12-07T10:00:00+05:00',
};

export interface Person {
  passserial: string;
  passnum: string;
}

/** Dilnoza Karimova of docs/contracts/sandbox.md#demo-people. */
export const CITIZEN: Person = { passserial: 'AA', passnum: '1234567' };

/** Sardor Aliyev, the administrator of docs/contracts/sandbox.md#demo-people. */
export const ADMINISTRATOR: Person = { passserial: 'AD', passnum: '2222222' };

export interface DevSession {
  token: string;
  user: { pin: string; fullname: string } & Record<string, unknown>;
}

/**
 * A session without a face check, from the server's sandbox-only CLI, on the e2e server's database; `mode` 'kiosk'
 * opens it as a kiosk's face check would (the server, not the page, knows the citizen is at an office).
 */
export function openDevSession(person: Person, expiresIn?: number, mode: 'browser' | 'kiosk' = 'browser'): DevSession {
  const args = ['run', '--frozen', 'notary', 'dev-session', '--passserial', person.passserial];
  args.push('--passnum', person.passnum, '--terms-accepted');
  if (expiresIn !== undefined) args.push('--expires-in', String(expiresIn));
  if (mode === 'kiosk') args.push('--kiosk');
  const output = execFileSync(process.env.UV ?? 'uv', args, {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...E2E_ENV },
  });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as DevSession;
}

/** The server's session cookie, as the login answer sets it (docs/security.md#session-cookie). */
export const SESSION_COOKIE = 'notary_session';

/** A browser logged in as the session: the server's HttpOnly cookie, and the user the portal keeps. */
export function portalStorage(session: DevSession, mode: 'browser' | 'kiosk') {
  const state = { redirectUrl: null, mode, locale: 'oz', user: session.user };
  const { hostname } = new URL(BASE_URL);
  const cookie = { name: SESSION_COOKIE, value: session.token, domain: hostname, path: '/api', expires: -1 };
  return {
    cookies: [{ ...cookie, httpOnly: true, secure: false, sameSite: 'Strict' as const }],
    origins: [{ origin: BASE_URL, localStorage: [{ name: PERSISTED_STATE_KEY, value: JSON.stringify({ state, version: 0 }) }] }],
  };
}

interface Options {
  /** Start the test logged in as this person. */
  person: Person | null;
  /** Seconds until that session expires on the server. */
  sessionExpiresIn: number | undefined;
  /** The mode the portal persisted with that session ('kiosk' for a kiosk visit). */
  mode: 'browser' | 'kiosk';
}

/**
 * Every logged-in test gets its own fresh session: the server rotates the token on each call, so a saved
 * logged-in state is spent by the first test that uses it.
 */
export const test = base.extend<Options & { session: DevSession | null }>({
  person: [null, { option: true }],
  sessionExpiresIn: [undefined, { option: true }],
  mode: ['browser', { option: true }],
  session: async ({ person, sessionExpiresIn, mode }, use) => {
    await use(person ? openDevSession(person, sessionExpiresIn, mode) : null);
  },
  storageState: async ({ session, mode }, use) => {
    await use(session ? portalStorage(session, mode) : undefined);
  },
});

export { expect } from '@playwright/test';

/** What the portal persisted, read back from the page's local storage. */
export async function persistedState(page: Page): Promise<Record<string, unknown>> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), PERSISTED_STATE_KEY);
  return raw ? (JSON.parse(raw).state as Record<string, unknown>) : {};
}
