import { describe, expect, it } from 'vitest';
import { bridgeArguments, readBridgeArguments } from '../src/shared/bridge-args';

describe('bridge values handed to the sandboxed preload', () => {
  it('survive the trip through the renderer command line', () => {
    const args = { kioskId: 'tashkent-07', cameraAgentUrl: 'http://127.0.0.1:8470' };
    const argv = ['/opt/notary-kiosk/shell/notary-kiosk-shell', '--type=renderer', ...bridgeArguments(args)];
    expect(readBridgeArguments(argv)).toEqual(args);
  });

  it('fail loudly when missing instead of exposing empty values', () => {
    expect(() => readBridgeArguments(['--type=renderer'])).toThrow(/--kiosk-id/);
  });
});
