/**
 * The API a kiosk page sees as `window.kioskBridge` (kiosk-shell/src/kiosk-bridge.d.ts, exposed by the shell's
 * preload). It is absent in an ordinary browser, so the portal declares it optional and asks `kioskBridge()`.
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
}

declare global {
  interface Window {
    kioskBridge?: KioskBridge;
  }
}

/** The shell's bridge when the page runs inside the kiosk shell, otherwise null. */
export function kioskBridge(): KioskBridge | null {
  return window.kioskBridge ?? null;
}
