/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import packageJson from './package.json' with { type: 'json' };
import { groupOf } from './src/config/catalogues.ts';

const JANUS_JS = '/usr/share/javascript/janus-gateway/janus.js';

// The build's own version; the server's X-App-Version is compared with it (stale-version notice).
const appVersion = process.env.VITE_APP_VERSION ?? packageJson.version;

/**
 * Packages whose modules do nothing when imported, although their package.json does not say so: without this the
 * bundle keeps their module-level code wherever one function of theirs is imported (a barrel of dialogs brings
 * DOMPurify into the first page).
 */
const SIDE_EFFECT_FREE = /\/node_modules\/(@floating-ui\/|dompurify\/)/;

/**
 * Mantine's ScrollArea (inside every Modal, so in the first page) takes one small hook from floating-ui, whose single
 * module then carries all of floating-ui that the popovers of later pages use into the first download. Mantine's own
 * hook does the same merge of refs.
 */
const MERGE_REFS = '\0mantine-merge-refs';
const MERGE_REFS_CODE = `import { useMergedRef } from '@mantine/hooks';
export function useMergeRefs(refs) { return useMergedRef(...refs); }`;

function leanFirstPage(): Plugin {
  return {
    name: 'lean-first-page',
    enforce: 'pre',
    load: (id) => (id === MERGE_REFS ? MERGE_REFS_CODE : null),
    async resolveId(source, importer, options) {
      if (source === '@floating-ui/react' && importer?.includes('/@mantine/core/esm/components/ScrollArea/')) return MERGE_REFS;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && SIDE_EFFECT_FREE.test(resolved.id) ? { ...resolved, moduleSideEffects: false } : null;
    },
  };
}

/** react-router's development build, the one its package.json names for every import, and its files. */
const REACT_ROUTER_DEV = /\/node_modules\/react-router\/dist\/development\//;
const REACT_ROUTER = /\/node_modules\/react-router\/dist\/(?:development|production)\/[^/]+\.mjs$/;

/**
 * react-router in the build: its production build (the same code with the development warnings off), and its
 * components and contexts made droppable. It creates them with unannotated `forwardRef`/`createContext` calls and
 * names them for React's developer tools at module level, which keeps every one of them (Form, NavLink,
 * ScrollRestoration and what they use) wherever one Link is: the calls are marked pure and the names left out.
 */
function leanReactRouter(): Plugin {
  return {
    name: 'lean-react-router',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const production = '/node_modules/react-router/dist/production/';
      return resolved && { ...resolved, id: resolved.id.replace(REACT_ROUTER_DEV, production) };
    },
    transform(code, id) {
      if (!REACT_ROUTER.test(id)) return null;
      const lean = code
        .replace(/^var (\w+) = (React\d*\.(?:forwardRef|createContext)\()/gm, 'var $1 = /* @__PURE__ */ $2')
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '');
      return { code: lean, map: null };
    },
  };
}

/** A Mantine component's class names; its stylesheet in `@mantine/core/styles/` has the same name. */
const MANTINE_CLASSES = /\/@mantine\/core\/esm\/(?:components|utils)\/(?:[^/]+\/)*([A-Za-z]+)\.module\.mjs$/;
const MANTINE_STYLESHEET = /\/@mantine\/core\/styles\.css$/;
/** What every page needs of Mantine's stylesheet: the reset, the theme's variables and the shared classes. */
const MANTINE_GLOBAL_STYLES = ['baseline', 'default-css-variables', 'global'];

/**
 * Mantine's stylesheet per component in the build: `@mantine/core/styles.css` (app/provider.tsx) keeps only its global
 * part, and each component's class-name module imports the component's own stylesheet, which so goes into the chunk of
 * the page that uses it. The import comes last in that module, after the component's own imports: dependencies' rules
 * come first, in the order of Mantine's full stylesheet. The dev server keeps the whole stylesheet.
 */
function mantineStylesPerComponent(): Plugin {
  return {
    name: 'mantine-styles-per-component',
    apply: 'build',
    load(id) {
      if (!MANTINE_STYLESHEET.test(id)) return null;
      return MANTINE_GLOBAL_STYLES.map((name) => readFileSync(id.replace(MANTINE_STYLESHEET, `/@mantine/core/styles/${name}.css`), 'utf8')).join('\n');
    },
    transform(code, id) {
      const component = MANTINE_CLASSES.exec(id)?.[1];
      return component ? { code: `${code}\nimport '@mantine/core/styles/${component}.css';`, map: null } : null;
    },
  };
}

/**
 * One chunk per interface language and catalogue group (src/config/catalogues.ts): `locale-oz` is the start group,
 * `locale-oz-more` another (lib/i18n.ts).
 */
function catalogueChunk(id: string): string | null {
  const [, feature, lang] = /\/src\/locales\/(?:([^/]+)\/)?([a-z]+)\.json$/.exec(id) ?? [];
  if (!lang) return null;
  const group = groupOf(feature);
  return group === 'start' ? `locale-${lang}` : `locale-${lang}-${group}`;
}

/** TanStack Query and the generated API client, which lib/data-layer.tsx brings. */
const DATA_LAYER_LIBRARIES = /\/node_modules\/@tanstack\/|\/src\/lib\/api\//;

/** The interface languages and their `lang` (lib/i18n.ts HTML_LANG). */
const HTML_LANG = { oz: 'uz-Latn', uz: 'uz-Cyrl', ru: 'ru' } as const;

function sharedText(locale: string, key: string): string {
  const catalogue: unknown = JSON.parse(readFileSync(new URL(`./src/locales/${locale}.json`, import.meta.url), 'utf8'));
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  if (typeof text !== 'string') throw new Error(`index.html asks for ${key}, missing in locales/${locale}.json`);
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Vite's stylesheet links for the entry's CSS in the built index.html. */
const STYLESHEET_LINK = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * The static first screen of index.html: each `<!--boot:key-->` becomes the key's text in every language (CSS shows
 * the one of the page's `lang`, which public/boot.js sets). At `<!--boot:assets-->` the build names each language's
 * catalogue chunk and the entry's stylesheets in meta tags: public/boot.js asks for the visitor's catalogue while the
 * code is still arriving, and adds the stylesheets itself, in order, so that they do not hold up the first screen (the
 * stylesheets are only preloaded here; main.tsx waits for them).
 */
function bootScreen(): Plugin {
  let base = '/';
  return {
    name: 'boot-screen',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const texts = html.replace(/<!--boot:([a-z_]+\.[\w.]+)-->/g, (_, key: string) =>
          Object.entries(HTML_LANG)
            .map(([locale, lang]) => `<span lang="${lang}">${sharedText(locale, key)}</span>`)
            .join(''),
        );
        const stylesheets = [...texts.matchAll(STYLESHEET_LINK)].map((match) => match[1]);
        const chunks = Object.values(context.bundle ?? {}).filter((file) => file.type === 'chunk');
        const catalogues = chunks.flatMap((chunk) => {
          const locale = /^locale-(oz|uz|ru)$/.exec(chunk.name)?.[1];
          return locale ? [`<meta name="catalogue-${locale}" content="${base}${chunk.fileName}">`] : [];
        });
        const styles = stylesheets.flatMap((href) => [
          `<link rel="preload" as="style" crossorigin href="${href}">`,
          `<meta name="app-css" content="${href}">`,
        ]);
        return texts.replace(STYLESHEET_LINK, '').replace('<!--boot:assets-->', [...styles, ...catalogues].join('\n    '));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), leanFirstPage(), leanReactRouter(), mantineStylesPerComponent(), bootScreen()],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The media server's own janus.js (Debian's libjs-janus-gateway, installed by make with Janus): its protocol
      // version always matches the server's (lib/janus.ts).
      'janus-gateway': JANUS_JS,
    },
  },
  build: {
    // scripts/bundle-budget.mjs and bench/portal_size_bench.py read each route's initial files from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: catalogueChunk, test: /\/src\/locales\// },
            // What most lazy pages share of the first screen's code (Mantine's core, React, the router) in one file:
            // split by sets of pages, it made dozens of files of a few hundred bytes, each a round trip on a slow line
            // over HTTP/1.1. Only code the entry itself needs (`$initial`): what pages alone share (the dialogs'
            // scroll area, say) would come with every first page too.
            { name: 'common', minShareCount: 20, tags: ['$initial'] },
            // The data layer's libraries (lib/data-layer.tsx: TanStack Query, the API client) in one file, asked for
            // after the first screen. Without their dependencies, which the entry has: those would bring the file
            // into the first download.
            { name: 'data', test: DATA_LAYER_LIBRARIES, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8000' } },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    // A first lazy route pulls its modules through the transform: on a busy 2-core machine that alone can take seconds.
    testTimeout: 40_000,
    // Both cores of the CI machine: Vitest's own default leaves one idle in a run.
    maxWorkers: 2,
    // A failed test runs once more: a net for a 2-core machine under load, never for a known cause (the one hang seen
    // was a test's late answer moving the next test's router, now settled in testing/setup.ts). A real failure fails
    // both attempts, and a pass on the second is still printed as a retry.
    retry: 1,
  },
});
