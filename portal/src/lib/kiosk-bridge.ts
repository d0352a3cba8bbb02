import type { KioskBridgeWindow } from '@kiosk-bridge';

/**
 * The API a kiosk page sees as `window.kioskBridge`, declared once by the shell that exposes it
 * (kiosk-shell/src/shared/kiosk-bridge.ts, the `@kiosk-bridge` path of tsconfig): the portal compiles against the
 * shell's own declaration, so the two cannot drift apart unnoticed. Vite has no such alias, on purpose: only
 * `import type` may reach the shell's file, and the build erases it.
 */
export type { KioskBridge, KioskDeviceInfo, KioskPrintResult } from '@kiosk-bridge';

declare global {
  interface Window {
    /** Absent in an ordinary browser: the portal asks `kioskBridge()`. */
    kioskBridge?: KioskBridgeWindow['kioskBridge'];
  }
}

/** The shell's bridge when the page runs inside the kiosk shell, otherwise null. */
export function kioskBridge(): KioskBridgeWindow['kioskBridge'] | null {
  return window.kioskBridge ?? null;
}
