import { describe, expect, it } from 'vitest';
import builderConfig from '../electron-builder.config';
import { kioskFuses } from '../src/packaging/fuses';

describe('fuses flipped at packaging', () => {
  it('turn off running as Node, NODE_OPTIONS and the inspector', () => {
    expect(kioskFuses.runAsNode).toBe(false);
    expect(kioskFuses.enableNodeOptionsEnvironmentVariable).toBe(false);
    expect(kioskFuses.enableNodeCliInspectArguments).toBe(false);
  });

  it('load the app only from its archive, and give file:// no extra privileges', () => {
    expect(kioskFuses.onlyLoadAppFromAsar).toBe(true);
    expect(kioskFuses.enableEmbeddedAsarIntegrityValidation).toBe(true);
    expect(kioskFuses.grantFileProtocolExtraPrivileges).toBe(false);
  });

  it('are the ones the packaging configuration applies, to an asar-packed app', () => {
    expect(builderConfig.electronFuses).toBe(kioskFuses);
    expect(builderConfig.asar).toBe(true);
    expect(builderConfig.executableName).toBe('notary-kiosk-shell');
    expect(builderConfig.files).toEqual(['dist/**/*', 'package.json']);
  });
});
