import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { DILNOZA, expect, forgetTermsOfUse, test } from './face-camera';
import { catalogue } from './fixtures';

/**
 * The identification page's help video, made from the product itself (`make help-video`, help-video.config.ts; not
 * part of the Chromium suite): a citizen's walk through /auth in Chromium, the fake camera filming Dilnoza's synthetic
 * live head, the page's screencast made small by ffmpeg, and one WebVTT caption file per interface language, each
 * cue timed by the step it describes (texts: help-video-captions.json). Writes
 * portal/public/help/identification.{mp4,oz.vtt,uz.vtt,ru.vtt}, which are committed; the help video dialog finds the
 * captions beside the video.
 */

const OUT_DIR = fileURLToPath(new URL('../../../portal/public/help/', import.meta.url));
const NAME = 'identification';
const LANGUAGES = ['oz', 'uz', 'ru'] as const;
type Language = (typeof LANGUAGES)[number];
type Captions = Record<string, string>;
const CAPTIONS: Record<Language, Captions> = JSON.parse(
  readFileSync(new URL('./help-video-captions.json', import.meta.url), 'utf8'),
);
const SIZE = { width: 1280, height: 720 };
/** Keystrokes and pauses slow enough for a first-time visitor to follow and to read the caption. */
const KEY_DELAY_MS = 150;
const READ_PAUSE_MS = 1800;
const GLIDE_MS = 700;
const CLICK_MS = 300;
const FACE_CHECK_TIMEOUT_MS = 90_000;

/** A frame of the screencast, sent only when the picture changes and shown until the next. */
interface Frame {
  file: string;
  /** When it was painted, in ms from the start of the recording. */
  at: number;
}

interface Cue {
  step: string;
  at: number;
}

/**
 * A wait on the product (the server, the camera) or an action of the script (a glide, typing) that took longer than
 * `keep` ms plays faster, lasting `keep`: the video keeps its pace however busy the machine that records it.
 */
interface Wait {
  from: number;
  to: number;
  keep: number;
}

/** Where a moment of the recording falls in the video, once each wait before it is sped up. */
function videoTime(at: number, waits: Wait[]): number {
  let saved = 0;
  for (const { from, to, keep } of waits) {
    if (at <= from || to - from <= keep) continue;
    const into = Math.min(at, to) - from;
    saved += into * (1 - keep / (to - from));
  }
  return at - saved;
}

/** A visible pointer: headless Chromium draws none, and a viewer follows the hand that types and clicks. */
function showPointer() {
  addEventListener('DOMContentLoaded', () => {
    const dot = document.createElement('div');
    dot.setAttribute('aria-hidden', 'true');
    Object.assign(dot.style, {
      position: 'fixed', left: '0', top: '0', width: '22px', height: '22px', margin: '-11px 0 0 -11px',
      borderRadius: '50%', background: 'rgba(255, 193, 7, 0.55)', border: '2px solid #c77700',
      pointerEvents: 'none', zIndex: '2147483647', transition: 'scale 120ms',
    });
    document.body.append(dot);
    addEventListener('mousemove', (event) => (dot.style.translate = `${event.clientX}px ${event.clientY}px`), true);
    addEventListener('mousedown', () => (dot.style.scale = '0.6'), true);
    addEventListener('mouseup', () => (dot.style.scale = '1'), true);
  });
}

/** Glides the pointer to the middle of what comes next, as a hand would, before it is used. */
async function glideTo(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to point at');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 20 });
}

/** The caption texts of one language, the portal's own button and page names put in. */
function captionsOf(language: Language): Captions {
  const texts = catalogue(language);
  const names: Record<string, string> = {
    submit: texts.identity.form.submit,
    ok: texts.dialog.ok,
    agree: texts.identity.offer.agree,
    myActs: texts.menu.myActs,
  };
  const fill = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
      if (!names[key]) throw new Error(`no name for {{${key}}}`);
      return names[key];
    });
  return Object.fromEntries(Object.entries(CAPTIONS[language]).map(([step, text]) => [step, fill(text)]));
}

function timestamp(ms: number): string {
  return new Date(Math.max(0, Math.round(ms))).toISOString().slice(11, 23);
}

/** Each cue lasts until the next step starts, the last one until the end. */
function webVtt(cues: Cue[], end: number, texts: Captions): string {
  const blocks = cues.map(({ step, at }, index) => {
    const text = texts[step];
    if (!text) throw new Error(`no caption for ${step}`);
    return `${index + 1}\n${timestamp(at)} --> ${timestamp(cues[index + 1]?.at ?? end)}\n${text}\n`;
  });
  return ['WEBVTT\n', ...blocks].join('\n');
}

/**
 * The frames as screen content at 720p: H.264 (every browser a citizen may have plays it, Safari included) at 15
 * frames a second, no sound, the index first so that a player knows the duration before the rest arrives, without
 * metadata.
 */
function encode(frames: Frame[], end: number, dir: string, to: string) {
  const list = frames.map(({ file, at }, index) => {
    const until = frames[index + 1]?.at ?? end;
    return `file '${file}'\nduration ${(until - at) / 1000}`;
  });
  writeFileSync(`${dir}/frames.txt`, `ffconcat version 1.0\n${list.join('\n')}\nfile '${frames.at(-1)?.file}'\n`);
  execFileSync('ffmpeg', [
    '-loglevel', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', `${dir}/frames.txt`, '-an', '-map_metadata', '-1',
    '-vf', `fps=15,scale=${SIZE.width}:${SIZE.height}:flags=lanczos,format=yuv420p`,
    '-c:v', 'libx264', '-preset', 'slow', '-tune', 'animation', '-crf', '30', '-profile:v', 'high',
    '-movflags', '+faststart', '-fflags', '+bitexact', '-flags:v', '+bitexact', to,
  ]);
}

/** The page's screencast with the steps it shows and the waits to speed up, in ms from its start. */
async function record(page: Page, dir: string) {
  const frames: Frame[] = [];
  const cues: Cue[] = [];
  const waits: Wait[] = [];
  const started = Date.now();
  await page.screencast.start({
    size: SIZE,
    quality: 90,
    onFrame: ({ data, timestamp: paintedAt }) => {
      const file = `${dir}/${String(frames.length).padStart(5, '0')}.jpg`;
      writeFileSync(file, data);
      frames.push({ file, at: paintedAt - started });
    },
  });
  const now = () => Date.now() - started;
  return {
    step: (name: string) => cues.push({ step: name, at: now() }),
    async atMost(keep: number, until: Promise<unknown>) {
      const from = now();
      await until;
      waits.push({ from, to: now(), keep });
    },
    /** The video and its captions, each moment moved to where the sped-up waits put it. */
    async stop(to: string) {
      const end = videoTime(now(), waits);
      await page.screencast.stop();
      // Frames come in the order they were sent, not always the order they were painted in.
      const shown = frames
        .map(({ file, at }) => ({ file, at: Math.max(0, videoTime(at, waits)) }))
        .sort((a, b) => a.at - b.at);
      // The first picture stands from the start, however late the screencast sent it.
      if (shown[0]) shown[0].at = 0;
      encode(shown, end, dir, `${to}.mp4`);
      const timed = cues.map(({ step, at }) => ({ step, at: videoTime(at, waits) }));
      for (const language of LANGUAGES) {
        writeFileSync(`${to}.${language}.vtt`, webVtt(timed, end, captionsOf(language)));
      }
      return end;
    },
  };
}

test.use({ camera: { portrait: 'astronaut', sequence: 'bona-fide' } });

test('the identification walk-through, recorded with its captions', async ({ browser }) => {
  // The face check, then ffmpeg, on a machine that may be busy.
  test.setTimeout(FACE_CHECK_TIMEOUT_MS + 360_000);
  forgetTermsOfUse(DILNOZA.pin);
  const oz = catalogue('oz');
  const dir = mkdtempSync(`${tmpdir()}/help-video-`);
  const context = await browser.newContext({ viewport: SIZE, permissions: ['camera'] });
  await context.addInitScript(showPointer);
  const page = await context.newPage();
  await page.goto('/auth');
  await expect(page.getByRole('form', { name: oz.identity.page_title })).toBeVisible();
  await page.mouse.move(SIZE.width / 2, SIZE.height - 40);

  const recording = await record(page, dir);
  const glide = (target: Locator) => recording.atMost(GLIDE_MS, glideTo(page, target));
  const click = (target: Locator) => recording.atMost(CLICK_MS, target.click());
  recording.step('page');
  await page.waitForTimeout(READ_PAUSE_MS + 1500);

  for (const name of ['passserial', 'passnum', 'pin'] as const) {
    recording.step(name);
    const field = page.getByLabel(oz.identity.form[name]);
    await glide(field);
    await click(field);
    const typed = DILNOZA[name];
    await recording.atMost(typed.length * KEY_DELAY_MS, field.pressSequentially(typed, { delay: KEY_DELAY_MS }));
    await page.waitForTimeout(READ_PAUSE_MS);
  }

  recording.step('submit');
  const submit = page.getByRole('button', { name: oz.identity.form.submit });
  await glide(submit);
  await page.waitForTimeout(READ_PAUSE_MS);
  await click(submit);
  // Out of the way of the camera picture and the hints.
  await recording.atMost(GLIDE_MS, page.mouse.move(SIZE.width - 40, SIZE.height - 40, { steps: 10 }));

  await recording.atMost(1000, expect(page.getByRole('dialog', { name: oz['face-check'].title })).toBeVisible());
  recording.step('camera');
  await recording.atMost(2500, expect(page.getByTestId('face-hint')).toBeVisible({ timeout: 20_000 }));
  await page.waitForTimeout(READ_PAUSE_MS);
  recording.step('hints');

  const success = page.getByRole('dialog', { name: oz.identity.success_title });
  await recording.atMost(10_000, expect(success).toBeVisible({ timeout: FACE_CHECK_TIMEOUT_MS }));
  recording.step('passed');
  const ok = success.getByRole('button', { name: oz.dialog.ok });
  await glide(ok);
  await page.waitForTimeout(READ_PAUSE_MS);
  await click(ok);

  const offer = page.getByRole('dialog', { name: oz.identity.offer.title });
  await recording.atMost(1000, expect(offer.getByTestId('offer-document')).toBeVisible());
  recording.step('offer');
  await glide(offer.getByTestId('offer-document'));
  await recording.atMost(CLICK_MS, page.mouse.wheel(0, 400));
  await page.waitForTimeout(READ_PAUSE_MS);
  const agree = offer.getByRole('button', { name: oz.identity.offer.agree });
  await glide(agree);
  await page.waitForTimeout(READ_PAUSE_MS);
  await click(agree);

  await recording.atMost(1000, expect(page).toHaveURL(/\/my_notarial_act$/));
  await recording.atMost(1000, expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  // Settled: the list of acts and the filters' choices loaded.
  const loading = page.getByLabel(oz.common.loading).or(page.locator('[aria-busy="true"]'));
  await recording.atMost(1000, expect(loading).toHaveCount(0, { timeout: 30_000 }));
  recording.step('done');
  await page.waitForTimeout(READ_PAUSE_MS + 2500);
  mkdirSync(OUT_DIR, { recursive: true });
  const length = await recording.stop(`${OUT_DIR}${NAME}`);
  await context.close();
  rmSync(dir, { recursive: true, force: true });
  const video = `${OUT_DIR}${NAME}.mp4`;
  console.log(`${video}: ${(length / 1000).toFixed(1)} s, ${statSync(video).size} bytes`);
});
