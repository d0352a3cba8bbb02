import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configPath, ENV_OVERRIDES, loadConfig, parseConfig } from '../src/config/load';

const REPO_CONFIG = new URL('../../config/kiosk-shell.toml', import.meta.url).pathname;
const MINIMAL = 'kioskId = "tashkent-07"\n';

describe('the committed config/kiosk-shell.toml', () => {
  it('is valid and gives the documented defaults', () => {
    expect(loadConfig(REPO_CONFIG, {})).toEqual({
      serverUrl: 'http://127.0.0.1:8000',
      kioskId: 'dev-kiosk-01',
      cameraAgentUrl: 'http://127.0.0.1:8470',
      printerName: null,
      idleSeconds: 120,
      idleGraceSeconds: 30,
      crashMaxReloads: 3,
      crashWindowSeconds: 600,
      hangSeconds: 20,
    });
  });

  it('documents every environment override', () => {
    const text = readFileSync(REPO_CONFIG, 'utf8');
    for (const variable of Object.keys(ENV_OVERRIDES)) expect(text).toContain(variable);
  });
});

describe('validation', () => {
  it('fills defaults for everything but the kiosk id', () => {
    const config = parseConfig(MINIMAL, {}, 'test');
    expect(config.serverUrl).toBe('http://127.0.0.1:8000');
    expect(config.idleSeconds + config.idleGraceSeconds).toBe(150);
    expect(config.cameraAgentUrl).toBe('http://127.0.0.1:8470');
    expect(config.printerName).toBeNull();
  });

  it('requires a kiosk id', () => {
    expect(() => parseConfig('', {}, 'test')).toThrow(ConfigError);
    expect(() => parseConfig('kioskId = "../etc"', {}, 'test')).toThrow(/kioskId/);
  });

  it('keeps the server to an origin and normalises it', () => {
    expect(parseConfig(`${MINIMAL}serverUrl = "https://notary.example.uz/"`, {}, 't').serverUrl).toBe('https://notary.example.uz');
    expect(() => parseConfig(`${MINIMAL}serverUrl = "https://notary.example.uz/kiosk"`, {}, 't')).toThrow(/origin only/);
    expect(() => parseConfig(`${MINIMAL}serverUrl = "ftp://notary.example.uz"`, {}, 't')).toThrow(/http or https/);
    expect(() => parseConfig(`${MINIMAL}serverUrl = "notary"`, {}, 't')).toThrow(/not a URL/);
  });

  it('insists on https for a remote server', () => {
    expect(() => parseConfig(`${MINIMAL}serverUrl = "http://notary.example.uz"`, {}, 't')).toThrow(/https/);
    expect(parseConfig(`${MINIMAL}serverUrl = "http://localhost:8000"`, {}, 't').serverUrl).toBe('http://localhost:8000');
  });

  it('keeps the camera agent on loopback', () => {
    expect(() => parseConfig(`${MINIMAL}cameraAgentUrl = "http://10.0.0.5:8470"`, {}, 't')).toThrow(/loopback/);
    expect(parseConfig(`${MINIMAL}cameraAgentUrl = "http://[::1]:8470"`, {}, 't').cameraAgentUrl).toBe('http://[::1]:8470');
  });

  it('bounds the timers', () => {
    expect(() => parseConfig(`${MINIMAL}idleSeconds = 5`, {}, 't')).toThrow(/idleSeconds/);
    expect(() => parseConfig(`${MINIMAL}idleSeconds = 12.5`, {}, 't')).toThrow(/idleSeconds/);
    expect(() => parseConfig(`${MINIMAL}crashMaxReloads = 0`, {}, 't')).toThrow(/crashMaxReloads/);
  });

  it('refuses unknown keys, so a typo is not silently ignored', () => {
    expect(() => parseConfig(`${MINIMAL}idleSecnds = 60`, {}, 't')).toThrow(/idleSecnds/);
  });

  it('names the file when the TOML is broken', () => {
    expect(() => parseConfig('kioskId = ', {}, '/etc/notary-kiosk/kiosk-shell.toml')).toThrow(/\/etc\/notary-kiosk\/kiosk-shell.toml/);
  });

  it('takes a printer name, empty meaning the default printer', () => {
    expect(parseConfig(`${MINIMAL}printerName = "  Ticket_1 "`, {}, 't').printerName).toBe('Ticket_1');
    expect(parseConfig(`${MINIMAL}printerName = ""`, {}, 't').printerName).toBeNull();
  });
});

describe('environment overrides', () => {
  it('win over the file, numbers included', () => {
    const config = parseConfig(MINIMAL, {
      KIOSK_SERVER_URL: 'https://notary.example.uz',
      KIOSK_ID: 'samarkand-02',
      KIOSK_IDLE_SECONDS: '90',
      KIOSK_PRINTER_NAME: 'ticket',
    }, 't');
    expect(config).toMatchObject({ serverUrl: 'https://notary.example.uz', kioskId: 'samarkand-02', idleSeconds: 90, printerName: 'ticket' });
  });

  it('are validated like the file', () => {
    expect(() => parseConfig(MINIMAL, { KIOSK_IDLE_SECONDS: 'soon' }, 't')).toThrow(/idleSeconds/);
  });
});

describe('which file is read', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kiosk-config-'));
  const installed = path.join(dir, 'installed.toml');
  writeFileSync(installed, MINIMAL);

  it('prefers KIOSK_SHELL_CONFIG, then the first file that exists', () => {
    expect(configPath({ KIOSK_SHELL_CONFIG: '/x.toml' }, [installed], existsSync)).toBe('/x.toml');
    expect(configPath({}, [path.join(dir, 'missing.toml'), installed], existsSync)).toBe(installed);
  });

  it('says where it looked when there is none', () => {
    expect(() => configPath({}, [path.join(dir, 'missing.toml')], existsSync)).toThrow(/missing.toml/);
  });
});
