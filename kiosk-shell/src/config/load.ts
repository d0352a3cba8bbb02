/**
 * Reading the configuration: the TOML file, then environment variables on top (KIOSK_SERVER_URL and the like), so a
 * technician can point one kiosk elsewhere without editing /etc.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { z } from 'zod';
import { type KioskConfig, kioskConfigSchema } from './schema';

type Env = Readonly<Record<string, string | undefined>>;

export const ENV_OVERRIDES = {
  KIOSK_SERVER_URL: 'serverUrl',
  KIOSK_ID: 'kioskId',
  KIOSK_CAMERA_AGENT_URL: 'cameraAgentUrl',
  KIOSK_PRINTER_NAME: 'printerName',
  KIOSK_IDLE_SECONDS: 'idleSeconds',
  KIOSK_IDLE_GRACE_SECONDS: 'idleGraceSeconds',
  KIOSK_CRASH_MAX_RELOADS: 'crashMaxReloads',
  KIOSK_CRASH_WINDOW_SECONDS: 'crashWindowSeconds',
  KIOSK_HANG_SECONDS: 'hangSeconds',
} as const satisfies Record<string, keyof KioskConfig>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The file to read: $KIOSK_SHELL_CONFIG, else the installed one, else the repository's development default. */
export function configPath(env: Env, candidates: readonly string[], exists: (path: string) => boolean): string {
  const chosen = env.KIOSK_SHELL_CONFIG ?? candidates.find(exists);
  if (chosen === undefined) throw new ConfigError(`no configuration file; looked for ${candidates.join(', ')}`);
  return chosen;
}

export function parseConfig(tomlText: string, env: Env, source: string): KioskConfig {
  let fromFile: Record<string, unknown>;
  try {
    fromFile = parse(tomlText);
  } catch (error) {
    throw new ConfigError(`${source}: ${(error as Error).message}`);
  }
  const merged: Record<string, unknown> = { ...fromFile };
  for (const [variable, key] of Object.entries(ENV_OVERRIDES)) {
    if (env[variable] !== undefined) merged[key] = env[variable];
  }
  const result = kioskConfigSchema.safeParse(merged);
  if (!result.success) throw new ConfigError(`${source}:\n${z.prettifyError(result.error)}`);
  return result.data;
}

export function loadConfig(path: string, env: Env): KioskConfig {
  return parseConfig(readFileSync(path, 'utf8'), env, path);
}
