import { ClientConfig, serverNow } from './client-config';

const BASE = { appVersion: '0.1.0', sandbox: true, helpVideoUrl: '/help.mp4', mapTileUrl: '', supportPhone: '1008' };

describe('the client configuration', () => {
  it("keeps the server's clock: today and now are the server's, whatever the device says", () => {
    const hourAhead = new Date(Date.now() + 3_600_000).toISOString();
    const config = ClientConfig.parse({ ...BASE, visitMinutes: 15, serverTime: hourAhead });
    expect(Math.abs(serverNow(config).getTime() - (Date.now() + 3_600_000))).toBeLessThan(1_000);
    expect(config.visitMinutes).toBe(15);
  });

  it('falls back to the device clock and half-hour visits for a server that says neither', () => {
    const config = ClientConfig.parse(BASE);
    expect(Math.abs(serverNow(config).getTime() - Date.now())).toBeLessThan(1_000);
    expect(config.visitMinutes).toBe(30);
  });
});
