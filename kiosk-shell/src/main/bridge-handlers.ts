/** The main-process side of window.kioskBridge; every channel goes through the sender check. */
import { app, ipcMain } from 'electron';
import type { KioskConfig } from '../config/schema';
import { handleTrusted } from '../policy/ipc-sender';
import { parseKeepAwakeArg } from '../policy/keep-awake';
import { APP_ORIGIN } from '../policy/origins';
import { IpcChannel } from '../shared/ipc-channels';
import type { KioskDeviceInfo } from '../shared/kiosk-bridge';
import { printRegion } from './printing';

export interface BridgeServices {
  endSession(): Promise<void>;
  keepAwake(on: boolean): void;
}

export function registerBridgeHandlers(config: KioskConfig, services: BridgeServices): void {
  const trusted = [config.serverUrl, APP_ORIGIN];
  handleTrusted(ipcMain, trusted, IpcChannel.DeviceInfo, (): KioskDeviceInfo => ({
    kioskId: config.kioskId,
    shellVersion: app.getVersion(),
    platform: process.platform,
    printer: config.printerName,
  }));
  handleTrusted(ipcMain, trusted, IpcChannel.PrintRegion, (event, regionId) =>
    printRegion(event.sender, config.printerName, regionId),
  );
  handleTrusted(ipcMain, trusted, IpcChannel.EndSession, () => services.endSession());
  // Only the server's pages hold calls; the shell's own offline page has no reason to keep the kiosk awake.
  handleTrusted(ipcMain, [config.serverUrl], IpcChannel.KeepAwake, (_event, on) => {
    services.keepAwake(parseKeepAwakeArg(on));
  });
}
