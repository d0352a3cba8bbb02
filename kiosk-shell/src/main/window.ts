/** The one fullscreen kiosk window, and the hardening every web contents of the app gets. */
import path from 'node:path';
import { BrowserWindow, type WebContents } from 'electron';
import type { KioskConfig } from '../config/schema';
import { isAllowedNavigation } from '../policy/origins';
import { bridgeArguments } from '../shared/bridge-args';
import { log } from './log';

/** Applied to every web contents the app ever creates (app 'web-contents-created'), as in Signal Desktop. */
export function hardenContents(contents: WebContents, serverOrigin: string): void {
  contents.setWindowOpenHandler(({ url }) => {
    log('window-open-denied', { url });
    return { action: 'deny' };
  });
  const blockForeign = (event: Electron.Event, url: string, what: string): void => {
    if (isAllowedNavigation(url, serverOrigin)) return;
    event.preventDefault();
    log(`${what}-blocked`, { url });
  };
  contents.on('will-frame-navigate', (event) => blockForeign(event, event.url, 'navigation'));
  contents.on('will-redirect', (event) => blockForeign(event, event.url, 'redirect'));
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log('webview-blocked');
  });
}

export function createKioskWindow(config: KioskConfig, preloadPath: string): BrowserWindow {
  const window = new BrowserWindow({
    kiosk: true,
    fullscreen: true,
    frame: false,
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: {
      preload: path.resolve(preloadPath),
      additionalArguments: bridgeArguments({ kioskId: config.kioskId, cameraAgentUrl: config.cameraAgentUrl }),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      devTools: false,
      spellcheck: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      enableWebSQL: false,
      // Middle click would otherwise open links in new windows (denied anyway, but not even attempted).
      disableBlinkFeatures: 'Auxclick',
    },
  });
  window.setContentProtection(true);
  window.webContents.setVisualZoomLevelLimits(1, 1).catch((error: unknown) => log('zoom-limit-failed', { error }));
  window.once('ready-to-show', () => window.show());
  return window;
}
