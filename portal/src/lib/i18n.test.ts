import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { catalogues } from './i18n';

type Catalogue = Record<string, unknown>;

/** Every leaf of a catalogue as `a.b.c` (array items as `a.b.0`). */
function leaves(node: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof node === 'string') return found.set(prefix, node);
  for (const [key, value] of Object.entries(node as Catalogue)) {
    for (const [path, text] of leaves(value, prefix ? `${prefix}.${key}` : key)) found.set(path, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

const locales = Object.keys(catalogues) as (keyof typeof catalogues)[];
const reference = leaves(catalogues.oz);

describe.each(locales)('the %s catalogue', (locale) => {
  const entries = leaves(catalogues[locale]);

  it('has exactly the keys of every other catalogue', () => {
    expect([...entries.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it('has no empty text and keeps every placeholder', () => {
    for (const [key, text] of entries) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });
});

it('the Uzbek Cyrillic catalogue has no Latin words left but the allowed ones', () => {
  // An address's scheme is typed in Latin letters whatever the language.
  // File formats keep their Latin names in Cyrillic texts too.
  const allowed = new Set(['OK', 'http', 'https', 'PDF', 'PNG', 'JPEG']);
  for (const [key, text] of leaves(catalogues.uz)) {
    const latin = (text.replace(/\{\{\w+\}\}/g, '').match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !allowed.has(word));
    expect(latin, key).toEqual([]);
  }
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'api' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const sources = sourceFiles(join(__dirname, '..')).map((path) => readFileSync(path, 'utf8'));

it('has every literal key the code asks for', () => {
  const used = sources.flatMap((code) => [...code.matchAll(/\bt\(\s*'([a-z_]+\.[\w.]+)'/g)].map((match) => match[1] ?? ''));
  expect(used.length).toBeGreaterThan(20);
  for (const key of used) expect(reference.has(key) || reference.has(`${key}.0`), key).toBe(true);
});
