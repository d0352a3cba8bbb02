/**
 * The shell's own pages, served on kiosk://app/ from a fixed list of files (never a path from the URL), each with
 * a strict content security policy.
 */
import { APP_ORIGIN } from './origins';

export interface AppAsset {
  file: string;
  contentType: string;
}

const ASSETS: Readonly<Record<string, AppAsset>> = {
  '/offline.html': { file: 'offline.html', contentType: 'text/html; charset=utf-8' },
  '/offline.css': { file: 'offline.css', contentType: 'text/css; charset=utf-8' },
  '/offline.js': { file: 'offline.js', contentType: 'text/javascript; charset=utf-8' },
};

export function resolveAppAsset(url: string): AppAsset | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (`${parsed.protocol}//${parsed.host}` !== APP_ORIGIN) return null;
  return Object.hasOwn(ASSETS, parsed.pathname) ? ASSETS[parsed.pathname] : null;
}

/** The offline page probes the server (connect-src) and otherwise loads nothing but its own files. */
export function appPageCsp(serverOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    `connect-src ${serverOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function offlinePageUrl(serverOrigin: string): string {
  return `${APP_ORIGIN}/offline.html?server=${encodeURIComponent(serverOrigin)}`;
}
