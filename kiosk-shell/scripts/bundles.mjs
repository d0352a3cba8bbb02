// The three bundles of the shell, shared by the build and by the test that checks the preload stays sandbox-safe.
const common = { bundle: true, sourcemap: false, logLevel: 'warning', target: 'es2023' };
const electronSide = { ...common, platform: 'node', format: 'cjs', external: ['electron'] };

export const bundles = {
  main: { ...electronSide, entryPoints: ['src/main/main.ts'], outfile: 'dist/main.js' },
  preload: { ...electronSide, entryPoints: ['src/preload/preload.ts'], outfile: 'dist/preload.js' },
  offline: { ...common, entryPoints: ['src/offline/page.ts'], outfile: 'dist/static/offline.js', platform: 'browser', format: 'iife' },
};
