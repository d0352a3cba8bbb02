/**
 * The only thing the kiosk page gets from the shell: window.kioskBridge, a narrow typed API (never a generic send).
 * Runs sandboxed, with context isolation, in the top frame only.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { readBridgeArguments } from '../shared/bridge-args';
import { IpcChannel } from '../shared/ipc-channels';

const { kioskId, cameraAgentUrl } = readBridgeArguments(process.argv);

function hasRegion(regionId: string): boolean {
  return document.querySelector(`[data-print-region="${CSS.escape(regionId)}"]`) !== null;
}

const kioskBridge: KioskBridge = {
  kioskId,
  cameraAgentUrl,
  deviceInfo: () => ipcRenderer.invoke(IpcChannel.DeviceInfo),
  printRegion: async (regionId) => {
    if (typeof regionId !== 'string' || !hasRegion(regionId)) return { ok: false, error: 'region-not-found' };
    return ipcRenderer.invoke(IpcChannel.PrintRegion, regionId);
  },
  endSession: () => ipcRenderer.invoke(IpcChannel.EndSession),
};

contextBridge.exposeInMainWorld('kioskBridge', kioskBridge);
