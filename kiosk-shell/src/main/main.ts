/**
 * Entry point of the kiosk shell: one instance, one locked-down fullscreen window on <server>/kiosk.
 * Operating-system lockdown (single-app Wayland session, no VT switching, power keys) is the installer's job.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { app, Menu, session } from 'electron';
import { ConfigError, configPath, loadConfig } from '../config/load';
import type { KioskConfig } from '../config/schema';
import { registerAppScheme, serveAppPages } from './app-protocol';
import { registerBridgeHandlers } from './bridge-handlers';
import { KioskController } from './kiosk-controller';
import { log } from './log';
import { guardSession } from './session-guard';
import { createKioskWindow, hardenContents } from './window';

const INSTALLED_CONFIG = '/etc/notary-kiosk/kiosk-shell.toml';

function readConfig(): KioskConfig {
  const repositoryConfig = path.join(app.getAppPath(), '..', 'config', 'kiosk-shell.toml');
  return loadConfig(configPath(process.env, [INSTALLED_CONFIG, repositoryConfig], existsSync), process.env);
}

function start(config: KioskConfig): void {
  Menu.setApplicationMenu(null);
  app.on('web-contents-created', (_event, contents) => hardenContents(contents, config.serverUrl));
  let quitting = false;
  app.on('before-quit', () => {
    quitting = true;
  });
  app.on('window-all-closed', () => app.quit());

  void app.whenReady().then(() => {
    serveAppPages(path.join(__dirname, 'static'), config.serverUrl);
    guardSession(session.defaultSession, config.serverUrl);
    const window = createKioskWindow(config, path.join(__dirname, 'preload.js'));
    // The page may call window.close(); only the shell itself decides to go.
    window.on('close', (event) => {
      if (!quitting) event.preventDefault();
    });
    const kiosk = new KioskController(window, session.defaultSession, config);
    registerBridgeHandlers(config, {
      endSession: () => kiosk.endSession(),
      keepAwake: (on) => kiosk.keepAwake(on),
    });
    app.on('second-instance', () => window.focus());
    kiosk.showKiosk();
    log('started', { kioskId: config.kioskId, server: config.serverUrl, version: app.getVersion() });
  });
}

registerAppScheme();
app.enableSandbox();
// No desktop keyring runs in the kiosk session; without this Chromium may wait for one at start.
app.commandLine.appendSwitch('password-store', 'basic');

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  try {
    start(readConfig());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log('configuration-invalid', { error: error.message });
    app.exit(2);
  }
}
