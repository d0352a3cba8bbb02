import { defineConfig } from 'vitest/config';

// The policy modules are plain TypeScript: the tests need neither Electron nor a display.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
  },
});
