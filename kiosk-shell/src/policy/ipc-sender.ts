/**
 * Every IPC message is answered only when it comes from the kiosk window's top frame on the server's origin or on
 * the shell's own protocol. One wrapper registers every handler, so no channel can forget the check.
 */
import type { IpcChannel } from '../shared/ipc-channels';
import { originOf } from './origins';

export interface SenderFrame {
  url: string;
  parent: unknown;
}

export interface InvokeEvent {
  senderFrame: SenderFrame | null;
}

export interface IpcMainLike<E extends InvokeEvent> {
  handle(channel: string, listener: (event: E, ...args: unknown[]) => unknown): void;
}

export function isTrustedSender(frame: SenderFrame | null, trustedOrigins: readonly string[]): boolean {
  if (frame === null || frame.parent !== null) return false;
  const origin = originOf(frame.url);
  return origin !== null && trustedOrigins.includes(origin);
}

export class UntrustedSenderError extends Error {
  constructor(channel: IpcChannel, url: string | undefined) {
    super(`refused ${channel} from untrusted sender ${url ?? '(no frame)'}`);
    this.name = 'UntrustedSenderError';
  }
}

export function handleTrusted<E extends InvokeEvent>(
  ipc: IpcMainLike<E>,
  trustedOrigins: readonly string[],
  channel: IpcChannel,
  handler: (event: E, ...args: unknown[]) => unknown,
): void {
  ipc.handle(channel, (event, ...args) => {
    if (!isTrustedSender(event.senderFrame, trustedOrigins)) {
      throw new UntrustedSenderError(channel, event.senderFrame?.url);
    }
    return handler(event, ...args);
  });
}
