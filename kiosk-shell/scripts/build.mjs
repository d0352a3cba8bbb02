// Bundles the shell with esbuild: the main process and the sandboxed preload (which may require nothing but
// 'electron', so it has to be one file) as CommonJS, the offline page's script for the browser; static files beside.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';
import { bundles } from './bundles.mjs';

await rm('dist', { recursive: true, force: true });
await Promise.all(Object.values(bundles).map((options) => build(options)));
await cp('src/static', 'dist/static', { recursive: true });
