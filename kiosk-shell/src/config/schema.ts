/** The shell's configuration (config/kiosk-shell.toml), validated with zod so a wrong file stops the shell early. */
import { z } from 'zod';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function isLoopback(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname);
}

/** An http(s) origin: scheme, host and port only, returned without a trailing slash. */
function origin(what: string, rule: (url: URL) => string | null) {
  return z
    .string()
    .trim()
    .transform((value, ctx) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: `${what} is not a URL: ${value}` });
        return z.NEVER;
      }
      const problem =
        url.protocol !== 'http:' && url.protocol !== 'https:'
          ? `${what} must be http or https`
          : url.pathname !== '/' || url.search || url.hash || url.username || url.password
            ? `${what} must be an origin only (scheme, host and port), not ${value}`
            : rule(url);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return url.origin;
    });
}

const serverUrl = origin('serverUrl', (url) =>
  url.protocol === 'https:' || isLoopback(url) ? null : 'serverUrl must use https unless the server is on this machine',
);

const cameraAgentUrl = origin('cameraAgentUrl', (url) =>
  isLoopback(url) ? null : 'cameraAgentUrl must be on the loopback interface (the agent listens there only)',
);

const seconds = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const kioskConfigSchema = z.strictObject({
  serverUrl: serverUrl.default('http://127.0.0.1:8000'),
  kioskId: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'kioskId: letters, digits, ".", "_" or "-", at most 64'),
  cameraAgentUrl: cameraAgentUrl.default('http://127.0.0.1:8470'),
  printerName: z
    .string()
    .trim()
    .max(127)
    .default('')
    .transform((name) => (name === '' ? null : name)),
  idleSeconds: seconds(15, 3600).default(120),
  idleGraceSeconds: seconds(0, 600).default(30),
  crashMaxReloads: seconds(1, 20).default(3),
  crashWindowSeconds: seconds(10, 86400).default(600),
  hangSeconds: seconds(5, 300).default(20),
});

export type KioskConfig = z.output<typeof kioskConfigSchema>;
