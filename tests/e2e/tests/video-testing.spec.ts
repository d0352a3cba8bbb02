import { CITIZEN, catalogue, expect, test } from './fixtures';

/**
 * The device test before a video conference (docs/contracts/errors-and-limits.md#camera-and-network), with
 * Chromium's own fake camera and microphone: a test pattern and a beep.
 */
const oz = catalogue('oz');
const texts = oz['video-testing'];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Chromium's fake devices instead of real ones. No flag answers the permission prompt: each test's context grants
// the permission or leaves it to a headless prompt, which refuses.
test.use({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream'] });
    },
    { scope: 'worker' },
  ],
});

test.describe('with the camera and microphone allowed', () => {
  // The speed test is for a logged-in person (docs/video.md#calls): Dilnoza checks her devices.
  test.use({ permissions: ['camera', 'microphone'], person: CITIZEN });

  test('the camera, the microphone and the loopback speed all pass', async ({ page }) => {
    await page.goto('/video_testing');
    await expect(page.getByRole('heading', { level: 1, name: oz.pages.videoTesting.title })).toBeVisible();

    const camera = page.getByRole('region', { name: texts.camera.title });
    await expect(camera.getByText(texts.status.ok)).toBeVisible();
    const preview = camera.getByLabel(texts.camera.preview);
    await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThanOrEqual(640);
    const size = await preview.evaluate((video: HTMLVideoElement) => `${video.videoWidth}×${video.videoHeight}`);
    await expect(camera.getByRole('status')).toContainText(size);
    console.log(`fake camera: ${size}`);

    const microphone = page.getByRole('region', { name: texts.microphone.title });
    await expect(microphone.getByRole('status')).toHaveText(texts.microphone.ok);

    const bandwidth = page.getByRole('region', { name: texts.bandwidth.title });
    const speeds = bandwidth.getByText(/Mbit\/s$/);
    await expect(speeds).toHaveCount(2, { timeout: 15_000 });
    console.log(`loopback: ${(await speeds.allTextContents()).join(' down, ')} up`);
    // Enough for a conference: loopback through a busy test machine may stay under the recommended 4 Mb/s.
    await expect(bandwidth.getByRole('status')).toHaveText(new RegExp(`^(${texts.bandwidth.ok}|${escape(texts.bandwidth.warning)})$`));
    await expect(camera.getByRole('alert')).toHaveCount(0);
    await expect(microphone.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('with the camera refused', () => {
  test.use({ permissions: [] });

  test('says the permission was refused and how to give it', async ({ page }) => {
    await page.goto('/video_testing');
    const camera = page.getByRole('region', { name: texts.camera.title });
    await expect(camera.getByRole('status')).toHaveText(texts.errors.permission_denied.problem);
    await expect(camera.getByRole('alert')).toHaveText(texts.errors.permission_denied.advice);
    await expect(camera.getByText(texts.status.fail)).toBeVisible();
    await expect(camera.getByLabel(texts.camera.preview)).toHaveCount(0);
    await expect(page.getByRole('button', { name: texts.check_again })).toBeEnabled();
  });
});
