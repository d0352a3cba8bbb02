/**
 * The API the kiosk page sees as `window.kioskBridge`, exposed by the preload with contextBridge: the one
 * declaration of it. The shell implements it (src/preload/preload.ts, src/main/bridge-handlers.ts); the portal
 * (portal/src/lib/kiosk-bridge.ts) and the browser tests (tests/e2e/tests/kiosk-agent.ts) compile against this
 * file too, through the `@kiosk-bridge` path of their tsconfig, so a change here fails whichever side no longer
 * matches. Types only: `import type` is erased, so neither the page nor the tests ever load shell code.
 */

export interface KioskDeviceInfo {
  kioskId: string;
  shellVersion: string;
  platform: string;
  printer: string | null;
}

export interface KioskPrintResult {
  ok: boolean;
  error?: string;
}

export interface KioskBridge {
  /** This kiosk's id, from the shell configuration. */
  kioskId: string;
  /** Base URL of the local camera agent, e.g. "http://127.0.0.1:8470". */
  cameraAgentUrl: string;
  deviceInfo(): Promise<KioskDeviceInfo>;
  /** Silently prints the element with data-print-region=regionId on the configured printer. */
  printRegion(regionId: string): Promise<KioskPrintResult>;
  /** The page has revoked its server session: the shell wipes card data and browser storage and shows the login. */
  endSession(): Promise<void>;
  /**
   * A video call is on (true) or over (false): the shell keeps the display awake and its idle backstop waits. The
   * signal lapses by itself after 3 hours, when the page navigates away and when the session ends.
   */
  keepAwake(on: boolean): Promise<void>;
}

/** Where the page finds it: the preload exposes the bridge under this name of `window`. */
export interface KioskBridgeWindow {
  kioskBridge: KioskBridge;
}
