import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundles } from '../scripts/bundles.mjs';

async function bundle(name: 'main' | 'preload' | 'offline'): Promise<string> {
  const { outputFiles } = await build({ ...bundles[name], write: false, logLevel: 'silent' });
  if (outputFiles === undefined) throw new Error('esbuild returned no output');
  return outputFiles[0].text;
}

describe('the bundles', () => {
  it('give the sandboxed preload nothing to require but electron', async () => {
    const preload = await bundle('preload');
    const required = [...preload.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]);
    expect(new Set(required)).toEqual(new Set(['electron']));
    expect(preload).toContain('exposeInMainWorld("kioskBridge"');
  });

  it('build the main process and the offline page', async () => {
    expect(await bundle('main')).toContain('requestSingleInstanceLock');
    expect(await bundle('offline')).not.toMatch(/require\(/);
  });
});
