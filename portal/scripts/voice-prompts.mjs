// Spoken face-check hints: one short Ogg Opus recording per hint and recording language, made with espeak-ng from
// the texts in src/locales/face-check/, into public/voice/<language>/<hint>.ogg, which Vite copies into the build.
// Deterministic (the same texts give the same bytes) and incremental: a recording newer than its texts and this
// script is kept. Usage: node scripts/voice-prompts.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = new URL('../', import.meta.url);
const TEXTS = new URL('src/locales/face-check/', ROOT);
const OUT = new URL('public/voice/', ROOT);
const SELF = fileURLToPath(import.meta.url);

/**
 * The recordings, each named after the catalogue it reads. Uzbek Cyrillic (uz) is the same spoken language as Uzbek
 * Latin, so the portal plays the oz recordings for it. espeak-ng has no Karakalpak and its Kazakh voice expects
 * Cyrillic: the Uzbek voice reads the Karakalpak Latin texts well once `w` and `ń`, letters Uzbek lacks (it would
 * spell them out), are written the Uzbek way.
 */
const RECORDINGS = [
  { language: 'oz', voice: 'uz', spelling: (text) => text },
  { language: 'ru', voice: 'ru', spelling: (text) => text },
  { language: 'kaa', voice: 'uz', spelling: (text) => text.replaceAll('w', 'v').replaceAll('W', 'V').replaceAll('ń', 'ng') },
];
/** Words a minute: a little slower than espeak-ng's 175, for hints heard while looking at a camera. */
const SPEED = '150';

/** The spoken hints of one catalogue: the default "position your face" and each camera-hint code. */
function hintsOf(language) {
  const texts = JSON.parse(readFileSync(new URL(`${language}.json`, TEXTS), 'utf8'));
  return { position_face: texts.position_face, ...texts.hints };
}

function mtimeOf(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** espeak-ng's WAV to mono Opus at 16 kHz (the synthetic voice has next to nothing above 8 kHz), bit-exact and without metadata so a rebuild gives the same bytes. */
function record(text, voice) {
  const wav = execFileSync('espeak-ng', ['-v', voice, '-s', SPEED, '--stdout', text]);
  return execFileSync(
    'ffmpeg',
    ['-loglevel', 'error', '-i', 'pipe:0', '-map_metadata', '-1', '-ac', '1', '-ar', '16000', '-c:a', 'libopus',
      '-b:a', '16k', '-application', 'voip', '-fflags', '+bitexact', '-flags:a', '+bitexact', '-f', 'ogg', 'pipe:1'],
    { input: wav, maxBuffer: 16 * 1024 * 1024 },
  );
}

function generate({ language, voice, spelling }) {
  const dir = new URL(`${language}/`, OUT);
  mkdirSync(dir, { recursive: true });
  const hints = hintsOf(language);
  const sourceTime = Math.max(mtimeOf(new URL(`${language}.json`, TEXTS)), mtimeOf(SELF));
  const wanted = new Set(Object.keys(hints).map((key) => `${key}.ogg`));
  for (const file of readdirSync(dir)) if (!wanted.has(file)) rmSync(new URL(file, dir));
  let made = 0;
  for (const [key, text] of Object.entries(hints)) {
    const file = new URL(`${key}.ogg`, dir);
    if (mtimeOf(file) > sourceTime) continue;
    writeFileSync(file, record(spelling(text), voice));
    made += 1;
  }
  return made;
}

function totalBytes() {
  let total = 0;
  for (const { language } of RECORDINGS) {
    const dir = new URL(`${language}/`, OUT);
    for (const file of readdirSync(dir)) total += statSync(new URL(file, dir)).size;
  }
  return total;
}

const made = RECORDINGS.reduce((sum, recording) => sum + generate(recording), 0);
console.log(`voice prompts: ${made} recorded, ${Math.round(totalBytes() / 1024)} KiB in public/voice`);
