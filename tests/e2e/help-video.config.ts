import { defineConfig } from '@playwright/test';
import suite from './playwright.config';

/**
 * `make help-video`: records the identification page's help video (tests/help-video.record.ts) against the same
 * e2e server as the suite; the suite's own test match leaves the recording out.
 */
export default defineConfig({
  ...suite,
  testMatch: 'help-video.record.ts',
  retries: 0,
  use: { ...suite.use, trace: 'off' },
});
