/**
 * The API the kiosk page sees as `window.kioskBridge` (exposed by the preload with contextBridge). Ambient, so the
 * preload and any page code share one declaration.
 */
interface KioskDeviceInfo {
  kioskId: string;
  shellVersion: string;
  platform: string;
  printer: string | null;
}

interface KioskPrintResult {
  ok: boolean;
  error?: string;
}

interface KioskBridge {
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

interface Window {
  kioskBridge: KioskBridge;
}
