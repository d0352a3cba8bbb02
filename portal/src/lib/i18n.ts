import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type CatalogueGroup, groupOf } from '@/config/catalogues';
import { DEFAULT_LOCALE, type Locale } from '@/config/env';
import type ozCatalogue from '@/locales/oz.json';
import { usePersistedState } from './persisted-state';

/**
 * Each feature keeps its texts in `locales/<feature>/<lang>.json`, reached as `<feature>.<key>`; the shared texts
 * are in `locales/<lang>.json`. Separate files keep features from editing one another's catalogue.
 */
type Catalogue = typeof ozCatalogue;
type Strings = Record<string, unknown>;

/** The language and, for a feature's file, the feature of a catalogue file. */
function fileOf(path: string): { feature?: string; lang?: string } {
  const [, feature, lang] = /\/locales\/(?:([^/]+)\/)?([^/]+)\.json$/.exec(path) ?? [];
  return { feature, lang };
}

function merge(lang: string, files: [string, Strings][]): Strings {
  const mine = files.filter(([path]) => fileOf(path).lang === lang);
  const merged: Strings = Object.assign({}, ...mine.filter(([path]) => !fileOf(path).feature).map(([, s]) => s));
  for (const [path, strings] of mine) {
    const { feature } = fileOf(path);
    if (feature) merged[feature] = strings;
  }
  return merged;
}

/** Each language's catalogue files; the build puts each group's files of a language in one chunk (vite.config.ts). */
const lazyFiles = import.meta.glob<Strings>(['../locales/{oz,uz,ru}.json', '../locales/*/{oz,uz,ru}.json'], { import: 'default' });

async function loadGroup(lang: Locale, group: CatalogueGroup): Promise<Strings> {
  const wanted = Object.entries(lazyFiles).filter(([path]) => fileOf(path).lang === lang && groupOf(fileOf(path).feature) === group);
  return merge(lang, await Promise.all(wanted.map(async ([path, load]) => [path, await load()] as [string, Strings])));
}

function allCatalogues(): Record<Locale, Catalogue> {
  const eager = import.meta.glob<Strings>(['../locales/{oz,uz,ru}.json', '../locales/*/{oz,uz,ru}.json'], { eager: true, import: 'default' });
  const files = Object.entries(eager);
  return { oz: merge('oz', files) as Catalogue, uz: merge('uz', files) as Catalogue, ru: merge('ru', files) as Catalogue };
}

/**
 * Every language at once, for the tests (which start synchronously); nothing in the build reads it, so it is left out
 * of the bundle.
 */
export const catalogues = /* @__PURE__ */ allCatalogues();

/**
 * The `lang` attribute for each interface language (oz is Uzbek in Latin script, uz in Cyrillic), also the locale
 * of Intl date and number formats.
 */
export const HTML_LANG: Record<Locale, string> = { oz: 'uz-Latn', uz: 'uz-Cyrl', ru: 'ru' };

export const i18n = i18next.createInstance();

function showLocale(locale: Locale): void {
  void i18n.changeLanguage(locale);
  document.documentElement.lang = HTML_LANG[locale];
}

/** The groups asked for so far: a language switch brings them all in the new language. */
const groupsInUse = new Set<CatalogueGroup>(['start']);
const groupsLoaded = new Map<string, Promise<void>>();

function loadInto(lang: Locale, group: CatalogueGroup): Promise<void> {
  const key = `${lang}:${group}`;
  let loading = groupsLoaded.get(key);
  if (!loading) {
    loading = loadGroup(lang, group).then((strings) => void i18n.addResourceBundle(lang, 'translation', strings, true, true));
    // A failed load (a file of an older version gone) is tried again by the next page that needs it.
    loading.catch(() => groupsLoaded.delete(key));
    groupsLoaded.set(key, loading);
  }
  return loading;
}

const loadGroups = (lang: Locale, groups: Iterable<CatalogueGroup>) => Promise.all([...groups].map((group) => loadInto(lang, group)));

/**
 * The texts of these groups in the language on screen, for a page about to show (app/lazy-page.ts). Under test every
 * language is there whole already.
 */
export async function loadTexts(groups: CatalogueGroup[]): Promise<void> {
  if (import.meta.env.MODE === 'test') return;
  groups.forEach((group) => groupsInUse.add(group));
  await loadGroups(usePersistedState.getState().locale, groups);
}

/**
 * Switches once the new language's texts (every group in use) have arrived, the old ones staying until then; a switch
 * overtaken by a later one is dropped, and a failed load goes back to the language on screen.
 */
function applyLocale(locale: Locale, previous: Locale): void {
  if (import.meta.env.MODE === 'test') return showLocale(locale);
  loadGroups(locale, groupsInUse).then(
    () => {
      if (usePersistedState.getState().locale === locale) showLocale(locale);
    },
    () => usePersistedState.getState().setLocale(previous),
  );
}

function start(resources: Resource, locale: Locale): void {
  void i18n.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    initAsync: false,
    // A text that arrives after its component showed (a later group) shows at once.
    react: { bindI18nStore: 'added' },
  });
  document.documentElement.lang = HTML_LANG[locale];
  usePersistedState.subscribe((state, before) => {
    if (state.locale !== before.locale) applyLocale(state.locale, before.locale);
  });
}

/**
 * Starts i18n in the persisted locale and follows every later change of it. Only that language's `start` group is
 * loaded (the rest when a page needs it): render once the returned promise settles. Under test every language is
 * there at once.
 */
export async function initI18n(): Promise<void> {
  const locale = usePersistedState.getState().locale;
  if (import.meta.env.MODE === 'test') {
    const resources = Object.fromEntries(Object.entries(catalogues).map(([lng, strings]) => [lng, { translation: strings }]));
    return start(resources, locale);
  }
  start({}, locale);
  await loadInto(locale, 'start');
}
