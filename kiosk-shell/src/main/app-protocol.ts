/** Serves the shell's own pages on kiosk://app/ (instead of file://, which would expose the whole disk). */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { protocol } from 'electron';
import { appPageCsp, resolveAppAsset } from '../policy/app-pages';
import { APP_SCHEME } from '../policy/origins';

/** Must run before the app is ready. Standard + secure: a real origin, and 'self' in the CSP means it. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true } }]);
}

export function serveAppPages(staticDir: string, serverOrigin: string): void {
  const csp = appPageCsp(serverOrigin);
  protocol.handle(APP_SCHEME, async (request) => {
    const asset = resolveAppAsset(request.url);
    if (asset === null) return new Response('not found', { status: 404 });
    const body = await readFile(path.join(staticDir, asset.file));
    return new Response(body, {
      headers: {
        'content-type': asset.contentType,
        'content-security-policy': csp,
        'x-content-type-options': 'nosniff',
      },
    });
  });
}
