import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { catalogue, expect, test } from './fixtures';

/**
 * The identification page's help video as shipped (portal/public/help/, made by `make help-video`): the dialog plays
 * it from the configured URL, and Chromium shows the captions of the interface language.
 */
const CAPTIONS = JSON.parse(readFileSync(new URL('./help-video-captions.json', import.meta.url), 'utf8'));

/** Opens the dialog and waits for the video's duration and the cues of the track on show. */
async function openHelpVideo(page: Page, locale: 'oz' | 'ru') {
  const texts = catalogue(locale);
  await page.getByRole('button', { name: texts.identity.help_video }).click();
  const dialog = page.getByRole('dialog', { name: texts.dialog.help_video_title });
  const video = dialog.getByLabel(texts.dialog.help_video_title);
  await expect(video).toHaveJSProperty('paused', true);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(20);
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => {
        const showing = [...element.textTracks].filter((track) => track.mode === 'showing');
        return showing.map((track) => ({ language: track.language, first: (track.cues?.[0] as VTTCue | undefined)?.text }));
      }),
    )
    .toEqual([{ language: locale === 'oz' ? 'uz-Latn' : 'ru', first: CAPTIONS[locale].page }]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('the help video plays with the captions of the interface language', async ({ page }) => {
  await page.goto('/auth');
  await openHelpVideo(page, 'oz');
  await page.getByText('Русский', { exact: true }).click();
  await openHelpVideo(page, 'ru');
});
