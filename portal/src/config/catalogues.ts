/**
 * The catalogues come in groups, one file per group and language in the build (vite.config.ts), so that a first page
 * does not wait for every feature's texts. `start` comes with the app (the shared texts are in it too); a page waits
 * for the groups it names (app/lazy-page.ts), and every feature not named here is in `more`.
 */
export const CATALOGUE_GROUPS = {
  start: ['home', 'kiosk'],
  identity: ['identity', 'face-check'],
} as const;

export type CatalogueGroup = keyof typeof CATALOGUE_GROUPS | 'more';

/** What a page waits for unless its route says otherwise: the features' texts but the identification's. */
export const FEATURE_TEXTS: CatalogueGroup[] = ['more'];

/** The group of a feature's catalogue (`undefined`: the shared catalogue, always in `start`). */
export function groupOf(feature: string | undefined): CatalogueGroup {
  if (feature === undefined) return 'start';
  const found = Object.entries(CATALOGUE_GROUPS).find(([, features]) => (features as readonly string[]).includes(feature));
  return (found?.[0] as CatalogueGroup | undefined) ?? 'more';
}
