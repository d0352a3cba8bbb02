import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@/config/env';
import oz from '@/locales/oz.json';
import ru from '@/locales/ru.json';
import uz from '@/locales/uz.json';
import { usePersistedState } from './persisted-state';

export const catalogues = { oz, uz, ru } as const;

/** The `lang` attribute for each interface language (oz is Uzbek in Latin script, uz in Cyrillic). */
const HTML_LANG: Record<Locale, string> = { oz: 'uz-Latn', uz: 'uz-Cyrl', ru: 'ru' };

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
