/**
 * The sandboxed preload can read neither files nor the environment, so the main process hands it the two static
 * bridge values as extra renderer arguments (webPreferences.additionalArguments).
 */
const KIOSK_ID = '--kiosk-id=';
const CAMERA_AGENT_URL = '--kiosk-camera-agent-url=';

export interface BridgeArgs {
  kioskId: string;
  cameraAgentUrl: string;
}

export function bridgeArguments(args: BridgeArgs): string[] {
  return [KIOSK_ID + args.kioskId, CAMERA_AGENT_URL + args.cameraAgentUrl];
}

export function readBridgeArguments(argv: readonly string[]): BridgeArgs {
  const value = (prefix: string): string => {
    const found = argv.find((arg) => arg.startsWith(prefix));
    if (found === undefined) throw new Error(`renderer started without ${prefix.slice(0, -1)}`);
    return found.slice(prefix.length);
  };
  return { kioskId: value(KIOSK_ID), cameraAgentUrl: value(CAMERA_AGENT_URL) };
}
