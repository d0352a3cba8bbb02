import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { catalogue, openDevSession, type Person, portalStorage } from './fixtures';
import { DILNOZA, MALIKA, cli, seesOthers, videoAct, videoTab, videoTest as test } from './video-kit';

/**
 * A power of attorney registered by video (docs/video.md) through the real media server that the e2e server starts:
 * Dilnoza gets ready (her device check), notary Malika starts the conference, both join, each sees the other's
 * picture decoded, then Aziz joins and all three see each other; Jasur, no party, gets no ticket; Malika ends the
 * call, the recording is mixed, plays, and its hash goes into the journal when she registers the act. A second act,
 * whose applicant never comes, becomes inactive once the time to join has passed.
 */
const oz = catalogue('oz');
const texts = oz.acts.video;
const AZIZ: Person = { passserial: 'AC', passnum: '1111111' };
const JASUR: Person = { passserial: 'AF', passnum: '4444444' };

test('the notary and the parties meet by video, the call is recorded and its hash registered', async ({ browser }) => {
  test.setTimeout(240_000);
  const uuid = videoAct(5);
  const dilnoza = await videoTab(browser, DILNOZA, uuid);
  await dilnoza.getByRole('button', { name: texts.ready }).click();
  await expect(dilnoza.getByText(texts.is_ready, { exact: true })).toBeVisible({ timeout: 30_000 });

  const malika = await videoTab(browser, MALIKA, uuid);
  await malika.getByRole('button', { name: texts.start }).click();
  await malika.getByRole('button', { name: texts.join }).click();
  await dilnoza.getByRole('button', { name: texts.join }).click({ timeout: 15_000 });
  await seesOthers(malika, 1);
  await seesOthers(dilnoza, 1);
  await expect(dilnoza.getByText(new RegExp(texts.quality.split(':')[0]))).toBeVisible({ timeout: 15_000 });

  const aziz = await videoTab(browser, AZIZ, uuid);
  await aziz.getByRole('button', { name: texts.join }).click();
  await seesOthers(aziz, 2);
  await seesOthers(malika, 2);
  await seesOthers(dilnoza, 2);

  const jasur = await browser.newContext({ storageState: portalStorage(openDevSession(JASUR), 'browser') });
  const refused = await jasur.request.post(`/api/notarial_act/${uuid}/video/join`, {
    headers: { 'X-Requested-With': 'notary-portal' },
  });
  expect(refused.status()).toBe(418);

  await malika.getByRole('button', { name: texts.end }).click();
  await expect(malika.getByText(texts.recording)).toBeVisible({ timeout: 120_000 });
  const recording = await malika.request.get(`/api/notarial_act/${uuid}/video/recording`);
  expect(recording.status()).toBe(200);
  const file = test.info().outputPath('recording.webm');
  writeFileSync(file, await recording.body());
  const probe = (entries: string) => execFileSync('ffprobe', ['-v', 'error', ...entries.split(' '), '-of', 'csv=p=0', file], { encoding: 'utf8' });
  expect(Number(probe('-show_entries format=duration'))).toBeGreaterThan(5);
  expect(probe('-show_entries stream=codec_name').split('\n').filter(Boolean)).toEqual(['vp8', 'opus']);
  execFileSync('ffmpeg', ['-v', 'error', '-xerror', '-i', file, '-map', '0:v', '-f', 'null', '-']); // every picture decodes

  await malika.reload();
  await malika.getByRole('group', { name: oz.acts.details.actions_label }).getByRole('button', { name: oz.acts.actions.register.label }).click();
  const dialog = malika.getByRole('dialog', { name: oz.acts.actions.register.title });
  await dialog.getByRole('button', { name: oz.acts.actions.register.label }).click();
  await expect(malika.getByText(oz.acts.actions.register.done)).toBeVisible({ timeout: 30_000 });
  const journal = cli(['python', '-c', JOURNAL_HASH, uuid]).trim().split('\n').at(-1);
  const sha = execFileSync('sha256sum', [file], { encoding: 'utf8' }).split(' ')[0];
  expect(journal).toBe(sha);
});

/** The recording hash of an act's journal entry, read from the e2e server's database. */
const JOURNAL_HASH = `
import sys
from sqlmodel import Session, select
from notary.core.db import get_engine
from notary.models import JournalEntry, NotarialAct
with Session(get_engine()) as session:
    act = session.exec(select(NotarialAct).where(NotarialAct.uuid == sys.argv[1])).one()
    print(session.exec(select(JournalEntry.recording_sha256).where(JournalEntry.act_id == act.id)).one())
`;

test('an applicant who does not come makes the act inactive', async ({ browser }) => {
  test.setTimeout(150_000);
  const uuid = videoAct(-14.5); // the visit began 14.5 minutes ago: 30 seconds are left to join
  const malika = await videoTab(browser, MALIKA, uuid);
  await malika.getByRole('button', { name: texts.start }).click();
  await expect(malika.getByRole('button', { name: texts.join })).toBeVisible();
  const dilnoza = await videoTab(browser, DILNOZA, uuid);
  await expect
    .poll(
      async () => {
        await dilnoza.reload();
        return dilnoza.getByText(oz.acts.state.inactive).first().isVisible();
      },
      { timeout: 120_000, intervals: [5_000] },
    )
    .toBe(true);
});

test('the room test shows the picture coming back through the media server, with its quality', async ({ browser }) => {
  const context = await browser.newContext({ storageState: portalStorage(openDevSession(DILNOZA), 'browser') });
  const page = await context.newPage();
  const room = catalogue('oz')['room-test'];
  await page.goto('/room_video_testing');
  await page.getByRole('button', { name: room.start }).click();
  const returned = page.getByRole('img', { name: room.returned }).or(page.getByLabel(room.returned));
  await expect
    .poll(() => returned.evaluate((video) => (video as HTMLVideoElement).getVideoPlaybackQuality().totalVideoFrames), {
      timeout: 30_000,
    })
    .toBeGreaterThan(10);
  await expect(page.getByRole('status').filter({ hasText: room.quality.split(':')[0] })).toBeVisible({ timeout: 15_000 });
});
