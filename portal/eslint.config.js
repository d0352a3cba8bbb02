import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** No feature imports another: each feature is a zone closed to its siblings. */
const features = readdirSync(new URL('./src/features', import.meta.url));
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
}));

/** Imports flow one way: shared (components, config, lib, locales) → features → app. */
const layerZones = [
  { target: './src/features', from: './src/app' },
  {
    target: ['./src/components', './src/config', './src/lib', './src/locales'],
    from: ['./src/features', './src/app'],
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/lib/api'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strict, importPlugin.flatConfigs.typescript],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    // The `@/` alias of tsconfig and vite; the alias resolver needs no native binary (the TypeScript one does).
    settings: {
      'import/resolver': {
        alias: { map: [['@', './src']], extensions: ['.ts', '.tsx', '.js', '.json'] },
        node: { extensions: ['.ts', '.tsx', '.js', '.json'] },
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones: [...featureZones, ...layerZones] }],
      'import/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
);
