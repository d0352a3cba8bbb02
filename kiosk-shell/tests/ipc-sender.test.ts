import { describe, expect, it } from 'vitest';
import { handleTrusted, type InvokeEvent, isTrustedSender, UntrustedSenderError } from '../src/policy/ipc-sender';
import { APP_ORIGIN } from '../src/policy/origins';
import { IpcChannel } from '../src/shared/ipc-channels';

const SERVER = 'https://notary.example.uz';
const TRUSTED = [SERVER, APP_ORIGIN];
const top = (url: string) => ({ url, parent: null });

/** Records the handlers registered on it, as ipcMain would, and lets the test invoke them. */
class FakeIpcMain {
  readonly handlers = new Map<string, (event: InvokeEvent, ...args: unknown[]) => unknown>();
  handle(channel: string, listener: (event: InvokeEvent, ...args: unknown[]) => unknown): void {
    this.handlers.set(channel, listener);
  }
  invoke(channel: string, event: InvokeEvent, ...args: unknown[]): unknown {
    const handler = this.handlers.get(channel);
    if (handler === undefined) throw new Error(`no handler for ${channel}`);
    return handler(event, ...args);
  }
}

describe('isTrustedSender', () => {
  it('trusts the top frame on the server or on the shell protocol', () => {
    expect(isTrustedSender(top(`${SERVER}/kiosk`), TRUSTED)).toBe(true);
    expect(isTrustedSender(top('kiosk://app/offline.html'), TRUSTED)).toBe(true);
  });

  it('distrusts other origins, subframes and vanished frames', () => {
    expect(isTrustedSender(top('https://evil.example/'), TRUSTED)).toBe(false);
    expect(isTrustedSender(top('http://notary.example.uz/kiosk'), TRUSTED)).toBe(false);
    expect(isTrustedSender(top('about:blank'), TRUSTED)).toBe(false);
    expect(isTrustedSender({ url: `${SERVER}/kiosk`, parent: top(`${SERVER}/kiosk`) }, TRUSTED)).toBe(false);
    expect(isTrustedSender(null, TRUSTED)).toBe(false);
  });
});

describe('handleTrusted', () => {
  it('passes trusted messages and their arguments to the handler', async () => {
    const ipc = new FakeIpcMain();
    handleTrusted(ipc, TRUSTED, IpcChannel.PrintRegion, (_event, regionId) => ({ printed: regionId }));
    expect(ipc.invoke(IpcChannel.PrintRegion, { senderFrame: top(`${SERVER}/kiosk`) }, 'ticket')).toEqual({ printed: 'ticket' });
  });

  it('refuses untrusted messages without running the handler', () => {
    const ipc = new FakeIpcMain();
    let ran = false;
    handleTrusted(ipc, TRUSTED, IpcChannel.EndSession, () => {
      ran = true;
    });
    expect(() => ipc.invoke(IpcChannel.EndSession, { senderFrame: top('https://evil.example/') })).toThrow(UntrustedSenderError);
    expect(() => ipc.invoke(IpcChannel.EndSession, { senderFrame: null })).toThrow(UntrustedSenderError);
    expect(ran).toBe(false);
  });

  it('registers on exactly the channels of the enum', () => {
    const ipc = new FakeIpcMain();
    for (const channel of Object.values(IpcChannel)) handleTrusted(ipc, TRUSTED, channel, () => null);
    expect([...ipc.handlers.keys()].sort()).toEqual([
      'kiosk:device-info',
      'kiosk:end-session',
      'kiosk:keep-awake',
      'kiosk:print-region',
    ]);
  });
});
