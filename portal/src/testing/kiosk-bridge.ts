/** A kiosk shell's bridge for tests: the page runs "inside the shell" until the test's afterEach removes it. */
export function installKioskBridge(endSession = vi.fn(() => Promise.resolve())) {
  window.kioskBridge = {
    kioskId: 'TSH-014',
    cameraAgentUrl: 'http://127.0.0.1:8470',
    deviceInfo: vi.fn(),
    printRegion: vi.fn(),
    endSession,
    keepAwake: vi.fn(() => Promise.resolve()),
  };
  return endSession;
}
