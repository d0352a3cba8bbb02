import { create } from 'zustand';
import type { Locale } from '@/config/env';
import { i18n } from '@/lib/i18n';
import kaa from '@/locales/face-check/kaa.json';
import type { Guidance } from './state';

/**
 * Camera hints come in the three interface languages and in Karakalpak (docs/contracts/portal.md#languages: kaa is
 * used for camera hints).
 * The face-check dialog has its own hint-language switch, starting at the interface language; Karakalpak texts
 * exist for the hints only, everything else falls back to Uzbek Latin (i18next's fallback language).
 */
export const HINT_LANGUAGES = ['oz', 'uz', 'ru', 'kaa'] as const;
export type HintLanguage = (typeof HINT_LANGUAGES)[number];

/** Each language named in itself, as in the interface language switch. */
export const HINT_LANGUAGE_NAMES: Record<HintLanguage, string> = {
  oz: 'O‘zbekcha',
  uz: 'Ўзбекча',
  ru: 'Русский',
  kaa: 'Qaraqalpaqsha',
};

const KAA_NAMESPACE = 'face-check';

function ensureKaraKalpak(): void {
  if (!i18n.hasResourceBundle('kaa', 'translation')) {
    i18n.addResourceBundle('kaa', 'translation', { [KAA_NAMESPACE]: kaa });
  }
}

/** A face-check text in the hint language. */
export function hintText(key: string, language: HintLanguage, values: Record<string, unknown> = {}): string {
  ensureKaraKalpak();
  return i18n.t(`face-check.${key}`, { ...values, lng: language });
}

/**
 * The guidance for one code of docs/contracts/errors-and-limits.md#camera-hints; a code without a text reads "Error:
 * code N".
 */
export function guidanceText(code: number, language: HintLanguage): string {
  if (!hasGuidanceText(code, language)) return hintText('unknown_code', language, { code });
  return i18n.t(`face-check.hints.${code}`, { lng: language });
}

export function hasGuidanceText(code: number, language: HintLanguage): boolean {
  ensureKaraKalpak();
  return i18n.exists(`face-check.hints.${code}`, { lng: language });
}

/** The code of the main hint: the most important error, "continue" (37) when all is well, null before any answer. */
export function mainHintCode(guidance: Guidance | null): number | null {
  const first = guidance?.errors[0];
  if (first !== undefined) return first;
  return guidance?.isOk ? 37 : null;
}

interface HintLanguageState {
  /** null: follow the interface language. */
  chosen: HintLanguage | null;
  choose: (language: HintLanguage) => void;
}

/** The visitor's choice lasts for the page's life, so a retry or a second check keeps it. */
export const useHintLanguageChoice = create<HintLanguageState>()((set) => ({
  chosen: null,
  choose: (language) => set({ chosen: language }),
}));

export function hintLanguageOf(chosen: HintLanguage | null, locale: Locale): HintLanguage {
  return chosen ?? locale;
}
