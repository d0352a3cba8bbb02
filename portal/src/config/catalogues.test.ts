import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ozShared from '@/locales/oz.json';
import { CATALOGUE_GROUPS, groupOf } from './catalogues';

const src = join(__dirname, '..');

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => {
    const child = join(path, name);
    if (statSync(child).isDirectory()) return name === 'api' ? [] : sourceFiles(child);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [child] : [];
  });
}

/** The first part of every text key a file names literally (`t('home.title')` → `home`). */
function keyRoots(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/(?:\bt\(|i18nKey=)\s*['"`]([a-z_-]+)\./g)].map((match) => match[1] ?? '');
}

const shared = new Set(Object.keys(ozShared));
const textsOf = (groups: string[]) => (root: string) => shared.has(root) || groups.includes(groupOf(root));

/**
 * The pages a visit starts on show before the later groups arrive (app/router.tsx FIRST_PAGE, LOGIN_PAGE): their code,
 * the frames and the shared parts name only texts of the groups they wait for.
 */
it.each([
  [['start'], ['app/layout', 'app/routes/home.tsx', 'app/routes/errors.tsx', 'app/route-error.tsx', 'app/provider.tsx', 'components', 'lib', 'features/home', 'features/kiosk']],
  [['start', 'identity'], ['app/routes/login.tsx', 'features/identity']],
])('the first pages name only texts of the groups %j', (groups, paths) => {
  const roots = paths.flatMap((path) => sourceFiles(join(src, path))).flatMap(keyRoots);
  expect(roots.length).toBeGreaterThan(20);
  expect(roots.filter((root) => !textsOf(groups)(root))).toEqual([]);
});

it('puts every feature named in a group in that group', () => {
  for (const [group, features] of Object.entries(CATALOGUE_GROUPS)) {
    for (const feature of features) expect(groupOf(feature)).toBe(group);
  }
  expect(groupOf(undefined)).toBe('start');
  expect(groupOf('acts')).toBe('more');
});
