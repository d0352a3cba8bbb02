import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@/config/env';
import oz from '@/locales/oz.json';
import ru from '@/locales/ru.json';
import uz from '@/locales/uz.json';
import { usePersistedState } from './persisted-state';

/**
 * Each feature keeps its texts in `locales/<feature>/<lang>.json`, reached as `<feature>.<key>`; the shared texts
 * are in `locales/<lang>.json`. Separate files keep features from editing one another's catalogue.
 */
const featureFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

function withFeatures<T extends Record<string, unknown>>(lang: string, shared: T): T {
  const merged: Record<string, unknown> = { ...shared };
  for (const [file, strings] of Object.entries(featureFiles)) {
    const [, feature, fileLang] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (feature && fileLang === lang) merged[feature] = strings;
  }
  return merged as T;
}

export const catalogues = { oz: withFeatures('oz', oz), uz: withFeatures('uz', uz), ru: withFeatures('ru', ru) } as const;

/**
 * The `lang` attribute for each interface language (oz is Uzbek in Latin script, uz in Cyrillic), also the locale
 * of Intl date and number formats.
 */
export const HTML_LANG: Record<Locale, string> = { oz: 'uz-Latn', uz: 'uz-Cyrl', ru: 'ru' };

export const i18n = i18next.createInstance();

function applyLocale(locale: Locale): void {
  void i18n.changeLanguage(locale);
  document.documentElement.lang = HTML_LANG[locale];
}

/** Starts i18n in the persisted locale and follows every later change of it. */
export function initI18n(): void {
  const locale = usePersistedState.getState().locale;
  void i18n.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(catalogues).map(([lng, strings]) => [lng, { translation: strings }])),
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = HTML_LANG[locale];
  usePersistedState.subscribe((state, previous) => {
    if (state.locale !== previous.locale) applyLocale(state.locale);
  });
}
