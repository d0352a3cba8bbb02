#!/usr/bin/env node
// Checks each route's initial download against src/config/bundle-budget.json, from the manifest of a finished build
// (`npm run build` first). A route's initial set: the entry chunk, the start modules (the default language's
// catalogue) and the route's lazy modules, each with its static imports. Exits 1 when a route is over its budget.
// Usage: node scripts/bundle-budget.mjs [dist folder, default dist]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const portal = new URL('..', import.meta.url).pathname;
const dist = process.argv[2] ?? join(portal, 'dist');
const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: build the portal first (npm run build).`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const budget = JSON.parse(readFileSync(join(portal, 'src', 'config', 'bundle-budget.json'), 'utf8'));

/** A manifest entry by its key (the source path) or, for a named chunk such as a language's, by its name. */
function chunk(key) {
  const found = manifest[key] ?? Object.values(manifest).find((entry) => entry.name === key && !entry.src);
  if (!found) throw new Error(`${key} is not in the build manifest: fix src/config/bundle-budget.json`);
  return found;
}

/** The files a set of manifest keys loads at once: their chunks, static imports and CSS. */
function initialFiles(keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = chunk(key);
    files.add(entry.file);
    for (const css of entry.css ?? []) files.add(css);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

const gzipped = new Map();
function gzipKb(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
  return gzipped.get(file);
}

const sum = (files, extension) => files.filter((f) => f.endsWith(extension)).reduce((total, f) => total + gzipKb(f), 0);

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
let failed = false;
console.log('route'.padEnd(20) + 'JS gz KB / limit'.padStart(20) + 'CSS gz KB / limit'.padStart(20) + '  JS goal');
for (const route of budget.routes) {
  const files = initialFiles([...entries, ...budget.start, ...route.lazy]);
  const js = sum(files, '.js');
  const css = sum(files, '.css');
  const over = js > route.js || css > route.css;
  failed ||= over;
  const cell = (value, limit) => `${value.toFixed(1)} / ${limit}`.padStart(20);
  const goal = String(route.goal ?? '').padStart(9);
  console.log(route.path.padEnd(20) + cell(js, route.js) + cell(css, route.css) + goal + (over ? '  OVER BUDGET' : ''));
}
if (failed) {
  console.error('A route loads more than its budget (src/config/bundle-budget.json).');
  process.exit(1);
}
