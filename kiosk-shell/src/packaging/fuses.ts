/**
 * Electron fuses flipped in the binary at packaging (electron-builder hands these to @electron/fuses), as Electron's
 * security checklist asks: the binary cannot be run as a plain Node.js, ignores NODE_OPTIONS and --inspect, and
 * loads the app only from its archive, never from a loose folder beside it.
 */
import type { Configuration } from 'electron-builder';

type FuseSettings = NonNullable<Configuration['electronFuses']>;

export const kioskFuses = {
  runAsNode: false,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  onlyLoadAppFromAsar: true,
  enableEmbeddedAsarIntegrityValidation: true,
  enableCookieEncryption: true,
  grantFileProtocolExtraPrivileges: false,
  loadBrowserProcessSpecificV8Snapshot: false,
} as const satisfies FuseSettings;
