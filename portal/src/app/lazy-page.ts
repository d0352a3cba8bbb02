import { type ComponentType, lazy } from 'react';
import { type CatalogueGroup, FEATURE_TEXTS } from '@/config/catalogues';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';
import { loadTexts } from '@/lib/i18n';
import { insideDataLayer, loadDataLayer } from '@/lib/with-data';

/**
 * A page's code that did not arrive (network failure or the 120 s limit of
 * docs/contracts/errors-and-limits.md#timeouts).
 */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('page code could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** The browsers' words for a dynamic import whose file did not arrive (Chromium, Firefox, Safari). */
const FAILED_IMPORT = /dynamically imported module|Importing a module script failed|Unable to preload CSS/;

/**
 * Code that did not arrive: a page past the limit, or any part loaded on demand (the kiosk frame, a dialog) whose
 * file failed, as after a new version replaced the files.
 */
export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && FAILED_IMPORT.test(error.message));
}

function withinChunkTimeout<T>(load: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

interface PageOptions {
  /** The catalogue groups the page's texts are in (config/catalogues.ts); the features' unless said. */
  texts?: CatalogueGroup[];
  /**
   * Whether the page waits for the data layer (lib/with-data.tsx), as every page that reads or sends data does; a page
   * a visit starts on draws without it, its parts that need it waiting for it themselves.
   */
  data?: boolean;
  timeoutMs?: number;
}

/**
 * A page component of a module, loaded with its texts (and the data layer) when first shown (inside the page's
 * Suspense), failing with ChunkLoadError.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, options: PageOptions = {}) {
  const { texts = FEATURE_TEXTS, data = true, timeoutMs = CHUNK_LOAD_TIMEOUT_MS } = options;
  return lazy(async () => {
    try {
      const [module, layer] = await withinChunkTimeout(
        Promise.all([load(), data ? loadDataLayer() : null, loadTexts(texts)]),
        timeoutMs,
      );
      const Page = pick(module);
      return { default: layer ? insideDataLayer(layer, Page) : Page };
    } catch (error) {
      throw new ChunkLoadError(error);
    }
  });
}
