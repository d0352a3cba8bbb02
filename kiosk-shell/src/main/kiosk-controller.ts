/**
 * Keeps the kiosk window on the kiosk: loads it, swallows leaving keys, watches the citizen's presence, wipes the
 * session when asked or when idle, keeps the display awake during a video call, shows the offline page while the
 * server is unreachable, and brings a crashed or hung page back (relaunching the whole shell when reloads keep
 * failing).
 */
import { app, type BrowserWindow, powerSaveBlocker, type Session, type WebContents } from 'electron';
import type { KioskConfig } from '../config/schema';
import { isKeyPress, provesPresence } from '../policy/activity';
import { offlinePageUrl } from '../policy/app-pages';
import { CrashPolicy, relaunchMode } from '../policy/crash-policy';
import { IdlePolicy } from '../policy/idle-policy';
import { KeepAwake } from '../policy/keep-awake';
import { isBlockedKey } from '../policy/keys';
import { isGatewayDown, isUnreachableLoad } from '../policy/offline-policy';
import { originOf } from '../policy/origins';
import { createSessionReset } from '../policy/session-reset';
import { describeError, log } from './log';

const AGENT_TIMEOUT_MS = 3000;

export class KioskController {
  private readonly wipe: () => Promise<void>;
  private readonly contents: WebContents;
  private readonly idle: IdlePolicy;
  private readonly crashes: CrashPolicy;
  private readonly awake: KeepAwake;
  private hangTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly window: BrowserWindow,
    private readonly session: Session,
    private readonly config: KioskConfig,
  ) {
    this.contents = window.webContents;
    this.crashes = new CrashPolicy({
      maxReloads: config.crashMaxReloads,
      windowMs: config.crashWindowSeconds * 1000,
    });
    this.wipe = createSessionReset(
      {
        forgetCardData: () => this.forgetCardData(),
        leavePage: () => this.contents.loadURL('about:blank'),
        clearBrowsingData: () => this.clearBrowsingData(),
        showLogin: () => this.contents.loadURL(`${config.serverUrl}/kiosk/auth`),
      },
      (message, error) => log('session-reset-step-failed', { message, error: describeError(error) }),
    );
    this.idle = new IdlePolicy({
      idleMs: config.idleSeconds * 1000,
      graceMs: config.idleGraceSeconds * 1000,
      onIdle: () => {
        log('idle-backstop-fired');
        void this.wipe();
      },
    });
    this.awake = new KeepAwake({
      blocker: {
        start: () => powerSaveBlocker.start('prevent-display-sleep'),
        stop: (id) => powerSaveBlocker.stop(id),
      },
      onChange: (on, reason) => {
        log('keep-awake', { on, reason });
        if (on) this.idle.pause();
        else this.idle.resume();
      },
    });
    this.watchInput();
    this.watchLoads();
    this.watchRenderer();
  }

  showKiosk(): void {
    this.load(`${this.config.serverUrl}/kiosk`);
  }

  /** The page ended the session itself: same wipe, and the backstop waits for the next citizen. */
  async endSession(): Promise<void> {
    this.awake.turnOff('session-ended');
    this.idle.reset();
    await this.wipe();
  }

  /** The page's keep-awake signal for a video call. */
  keepAwake(on: boolean): void {
    this.awake.set(on);
  }

  private load(url: string): void {
    // A failed load also raises did-fail-load, which decides about the offline page.
    this.contents.loadURL(url).catch((error: unknown) => log('load-failed', { url, error: describeError(error) }));
  }

  private async forgetCardData(): Promise<void> {
    const response = await fetch(`${this.config.cameraAgentUrl}/api/forget`, {
      method: 'POST',
      signal: AbortSignal.timeout(AGENT_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`camera agent answered ${response.status}`);
  }

  private async clearBrowsingData(): Promise<void> {
    await this.session.clearStorageData();
    await this.session.clearCache();
    await this.session.clearAuthCache();
  }

  private watchInput(): void {
    this.contents.on('before-input-event', (event, input) => {
      if (isKeyPress(input.type)) this.idle.activity();
      if (isBlockedKey(input)) event.preventDefault();
    });
    this.contents.on('input-event', (_event, input) => {
      if (provesPresence(input.type)) this.idle.activity();
    });
  }

  private isServerUrl(url: string): boolean {
    return originOf(url) === this.config.serverUrl;
  }

  private showOffline(reason: Record<string, unknown>): void {
    log('server-unreachable', reason);
    this.load(offlinePageUrl(this.config.serverUrl));
  }

  private watchLoads(): void {
    this.contents.on('did-fail-load', (_event, errorCode, errorDescription, url, isMainFrame) => {
      if (isMainFrame && this.isServerUrl(url) && isUnreachableLoad(errorCode)) {
        this.showOffline({ url, errorCode, errorDescription });
      }
    });
    this.contents.on('did-navigate', (_event, url, httpStatus) => {
      // A new document (not an in-page route change): whatever call held the kiosk awake is gone with the old one.
      this.awake.turnOff('navigated');
      if (this.isServerUrl(url) && isGatewayDown(httpStatus)) this.showOffline({ url, httpStatus });
    });
  }

  private watchRenderer(): void {
    this.contents.on('render-process-gone', (_event, details) => {
      this.clearHangTimer();
      this.awake.turnOff('renderer-gone');
      const action = this.crashes.onRendererGone();
      log('renderer-gone', { reason: details.reason, exitCode: details.exitCode, action });
      if (action === 'reload') this.load(this.contents.getURL() || `${this.config.serverUrl}/kiosk`);
      else relaunchShell();
    });
    this.window.on('unresponsive', () => {
      log('renderer-unresponsive');
      this.hangTimer ??= setTimeout(() => {
        log('renderer-hung', { seconds: this.config.hangSeconds });
        this.contents.forcefullyCrashRenderer();
      }, this.config.hangSeconds * 1000);
    });
    this.window.on('responsive', () => this.clearHangTimer());
  }

  private clearHangTimer(): void {
    if (this.hangTimer !== null) clearTimeout(this.hangTimer);
    this.hangTimer = null;
  }
}

function relaunchShell(): void {
  if (relaunchMode(process.env) === 'exit-for-supervisor') {
    app.exit(1);
    return;
  }
  app.relaunch();
  app.exit(0);
}
