import { z } from 'zod';
import type { CatalogueEdit, CatalogueTexts, CatalogueTextsIn } from '@/lib/api';

/** The languages whose catalogue texts are written (kaa has none: it is for camera hints). */
export const TEXT_LANGUAGES = ['oz', 'uz', 'ru'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** The server's limits (server/notary/catalogue/schemas.py), so the form refuses what the server would. */
export const LIMITS = {
  simplifiedDescription: 600,
  legalDescription: 4000,
  duration: 300,
  result: 600,
  item: 400,
  items: 20,
  linkTitle: 200,
  url: 500,
  links: 10,
} as const;

export const LIST_FIELDS = ['documents', 'parties', 'conditions'] as const;
export type ListField = (typeof LIST_FIELDS)[number];

/** Lists hold objects: react-hook-form's field arrays key their rows by object. */
export interface LanguageValues {
  simplifiedDescription: string;
  legalDescription: string;
  documents: { text: string }[];
  parties: { text: string }[];
  duration: string;
  result: string;
  conditions: { text: string }[];
  links: { title: string; url: string }[];
}

export interface TextsValues {
  oz: LanguageValues;
  uz: LanguageValues;
  ru: LanguageValues;
  /** The Cyrillic texts are written from the Latin ones by the server. */
  uzFromLatin: boolean;
}

/** Error messages are catalogue keys, translated where they are shown. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'catalogue.edit.errors.required' })
    .max(max, { error: 'catalogue.edit.errors.too_long' });

const CYRILLIC = /[\u0400-\u04ff]/;
const LATIN = /[A-Za-z]/;

/** A text pasted into the wrong language's form is the commonest slip: each Uzbek form keeps to its script. */
function inScript(schema: z.ZodString, language: TextLanguage) {
  if (language === 'oz') return schema.refine((value) => !CYRILLIC.test(value), { error: 'catalogue.edit.errors.latin_only' });
  if (language === 'uz') return schema.refine((value) => !LATIN.test(value), { error: 'catalogue.edit.errors.cyrillic_only' });
  return schema;
}

function languageSchema(language: TextLanguage) {
  const written = (max: number) => inScript(text(max), language);
  const list = (min: number) =>
    z
      .array(z.object({ text: written(LIMITS.item) }))
      .min(min, { error: 'catalogue.edit.errors.list_empty' })
      .max(LIMITS.items, { error: 'catalogue.edit.errors.list_full' });
  return z.object({
    simplifiedDescription: written(LIMITS.simplifiedDescription),
    legalDescription: written(LIMITS.legalDescription),
    documents: list(1),
    parties: list(1),
    duration: written(LIMITS.duration),
    result: written(LIMITS.result),
    conditions: list(0),
    links: z
      .array(
        z.object({
          title: written(LIMITS.linkTitle),
          url: z
            .string()
            .trim()
            .max(LIMITS.url, { error: 'catalogue.edit.errors.too_long' })
            .pipe(z.url({ protocol: /^https?$/, error: 'catalogue.edit.errors.url' })),
        }),
      )
      .max(LIMITS.links, { error: 'catalogue.edit.errors.list_full' }),
  });
}

/** With the Cyrillic written from the Latin, its (hidden) fields are not checked. */
export const textsSchema = (uzFromLatin: boolean) =>
  z.object({
    oz: languageSchema('oz'),
    uz: uzFromLatin ? z.unknown() : languageSchema('uz'),
    ru: languageSchema('ru'),
    uzFromLatin: z.boolean(),
  });

function valuesOf(texts: CatalogueTextsIn): LanguageValues {
  const rows = (items: string[]) => items.map((item) => ({ text: item }));
  return {
    simplifiedDescription: texts.simplifiedDescription,
    legalDescription: texts.legalDescription,
    documents: rows(texts.documents),
    parties: rows(texts.parties),
    duration: texts.duration,
    result: texts.result,
    conditions: rows(texts.conditions),
    links: texts.links.map(({ title, url }) => ({ title, url })),
  };
}

export function formValues(texts: CatalogueTexts): TextsValues {
  return { oz: valuesOf(texts.oz), uz: valuesOf(texts.uz), ru: valuesOf(texts.ru), uzFromLatin: texts.uzFromLatin };
}

function textsOf(values: LanguageValues): CatalogueTextsIn {
  const items = (rows: { text: string }[]) => rows.map((row) => row.text.trim());
  return {
    simplifiedDescription: values.simplifiedDescription.trim(),
    legalDescription: values.legalDescription.trim(),
    documents: items(values.documents),
    parties: items(values.parties),
    duration: values.duration.trim(),
    result: values.result.trim(),
    conditions: items(values.conditions),
    links: values.links.map((link) => ({ title: link.title.trim(), url: link.url.trim() })),
  };
}

/** The save request: the three languages and the revision the editor started from. */
export function editOf(values: TextsValues, revision: string): CatalogueEdit {
  return { revision, oz: textsOf(values.oz), uz: values.uzFromLatin ? null : textsOf(values.uz), ru: textsOf(values.ru) };
}
