/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

// The build's own version; the server's X-App-Version is compared with it (stale-version notice).
const appVersion = process.env.VITE_APP_VERSION ?? packageJson.version;

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': 'http://127.0.0.1:8000' } },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    // A first lazy route pulls its modules through the transform: on a busy 2-core machine that alone can take seconds.
    testTimeout: 40_000,
    // Both cores of the CI machine: Vitest's own default leaves one idle in a run.
    maxWorkers: 2,
    // A failed test runs once more: a net for a 2-core machine under load, never for a known cause (the one hang seen
    // was a test's late answer moving the next test's router, now settled in testing/setup.ts). A real failure fails
    // both attempts, and a pass on the second is still printed as a retry.
    retry: 1,
  },
});
