/**
 * Packaging of the kiosk shell (`npm run package`, on a build machine that has the real Electron binary): an
 * unpacked Linux directory the kiosk installer copies to /opt/notary-kiosk/shell, with the app in an asar archive
 * and the security fuses flipped.
 */
import type { Configuration } from 'electron-builder';
import { kioskFuses } from './src/packaging/fuses';

const config: Configuration = {
  appId: 'uz.justice.notary.kiosk-shell',
  productName: 'notary-kiosk-shell',
  executableName: 'notary-kiosk-shell',
  directories: { output: 'release' },
  // Everything is bundled by esbuild into dist/: no node_modules ship with the app.
  files: ['dist/**/*', 'package.json'],
  asar: true,
  npmRebuild: false,
  electronFuses: kioskFuses,
  linux: { target: ['dir'], category: 'Utility' },
};

export default config;
