/**
 * The only thing the kiosk page gets from the shell: window.kioskBridge, a narrow typed API (never a generic send).
 * Runs sandboxed, with context isolation, in the top frame only.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { readBridgeArguments } from '../shared/bridge-args';
import { IpcChannel } from '../shared/ipc-channels';
import type { KioskBridge, KioskBridgeWindow } from '../shared/kiosk-bridge';

const { kioskId, cameraAgentUrl } = readBridgeArguments(process.argv);

function hasRegion(regionId: string): boolean {
  return document.querySelector(`[data-print-region="${CSS.escape(regionId)}"]`) !== null;
}

// Checked against the one declaration the portal and the browser tests also use: a missing, extra or mistyped
// member fails the typecheck here.
const kioskBridge = {
  kioskId,
  cameraAgentUrl,
  deviceInfo: () => ipcRenderer.invoke(IpcChannel.DeviceInfo),
  printRegion: async (regionId) => {
    if (typeof regionId !== 'string' || !hasRegion(regionId)) return { ok: false, error: 'region-not-found' };
    return ipcRenderer.invoke(IpcChannel.PrintRegion, regionId);
  },
  endSession: () => ipcRenderer.invoke(IpcChannel.EndSession),
  keepAwake: (on) => ipcRenderer.invoke(IpcChannel.KeepAwake, on),
} satisfies KioskBridge;

contextBridge.exposeInMainWorld('kioskBridge' satisfies keyof KioskBridgeWindow, kioskBridge);
