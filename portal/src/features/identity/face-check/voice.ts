import { useEffect, useState } from 'react';
import { usePersistedState } from '@/lib/persisted-state';
import { hasGuidanceText, type HintLanguage, mainHintCode } from './hints';
import type { FaceCheckState } from './state';

/**
 * Spoken hints, as in the national identity app: recordings made at build time (scripts/voice-prompts.mjs) from the
 * hint texts, served from /voice/<recording language>/<hint>.ogg.
 */

/** A hint still shown is said again at most this often. */
export const REPEAT_GAP_MS = 5_000;

/** Uzbek Cyrillic is the same spoken Uzbek: it plays the recordings of the Uzbek Latin texts. */
const RECORDING_LANGUAGE: Record<HintLanguage, string> = { oz: 'oz', uz: 'oz', ru: 'ru', kaa: 'kaa' };

/** The recording of the main hint; null for a code without a text (it has no recording either). */
export function hintRecording(state: Pick<FaceCheckState, 'guidance'>, language: HintLanguage): string | null {
  const code = mainHintCode(state.guidance);
  if (code !== null && !hasGuidanceText(code, language)) return null;
  return `${import.meta.env.BASE_URL}voice/${RECORDING_LANGUAGE[language]}/${code ?? 'position_face'}.ogg`;
}

export interface Speaker {
  /** The hint now shown: said once the one playing has finished, unless said within REPEAT_GAP_MS. */
  say: (src: string) => void;
  /** Silence at once, and nothing waiting. */
  stop: () => void;
}

/**
 * One voice, never two at a time. A new hint waits for the one playing to finish rather than cut it off mid-word (hints
 * can change with every frame); only the newest waiting hint is kept, so what follows is what is on screen.
 */
export function createSpeaker(): Speaker {
  let playing: { src: string; audio: HTMLAudioElement } | null = null;
  let waiting: string | null = null;
  const startedAt = new Map<string, number>();

  const finished = (audio: HTMLAudioElement) => {
    if (playing?.audio !== audio) return;
    playing = null;
    const next = waiting;
    waiting = null;
    if (next) say(next);
  };

  const start = (src: string) => {
    const audio = new Audio(src);
    playing = { src, audio };
    startedAt.set(src, Date.now());
    audio.addEventListener('ended', () => finished(audio));
    audio.addEventListener('error', () => finished(audio));
    // A refused play (autoplay policy, missing file) is a hint not heard, not an error to show.
    audio.play().catch(() => finished(audio));
  };

  function say(src: string): void {
    waiting = null;
    if (playing?.src === src || Date.now() - (startedAt.get(src) ?? -Infinity) < REPEAT_GAP_MS) return;
    if (playing) waiting = src;
    else start(src);
  }

  const stop = () => {
    waiting = null;
    playing?.audio.pause();
    playing = null;
  };

  return { say, stop };
}

/** The visitor's choice, else on at a kiosk and off in a browser. */
export function useVoiceOn(): boolean {
  return usePersistedState((state) => state.voiceGuidance ?? state.mode === 'kiosk');
}

/**
 * Says the main hint while the check runs. Every answer (several a second) offers the hint again, so one that stays on
 * screen is repeated every REPEAT_GAP_MS; switching the voice off, the end of the check or closing silences it.
 */
export function useVoiceGuidance(state: FaceCheckState, language: HintLanguage): void {
  const on = useVoiceOn();
  const [speaker] = useState(createSpeaker);
  const src = on && state.phase === 'checking' ? hintRecording(state, language) : null;
  const { guidance } = state;
  useEffect(() => {
    if (src) speaker.say(src);
    else speaker.stop();
  }, [speaker, src, guidance]);
  useEffect(() => () => speaker.stop(), [speaker]);
}
