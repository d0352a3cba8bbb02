import '@testing-library/jest-dom/vitest';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { queryClient } from '@/lib/data-layer';
import { resetDictionaryCache } from '@/lib/dictionaries';
import { i18n, initI18n } from '@/lib/i18n';
import { resetPersistedState } from '@/lib/persisted-state';
import { server } from './mocks/server';
import { endSession } from './mocks/server-state';

// jsdom lacks what Mantine measures with (matchMedia, ResizeObserver, IntersectionObserver for the carousel,
// document.fonts for autosized text areas) and window.scrollTo.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;
Object.defineProperty(document, 'fonts', {
  value: { ready: Promise.resolve(), addEventListener: () => undefined, removeEventListener: () => undefined },
});
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
HTMLMediaElement.prototype.play = () => Promise.resolve();
HTMLMediaElement.prototype.pause = () => undefined;

// Whole routes render lazily; on a busy 2-core machine a page can take several seconds to appear (CI saw over 5 s).
configure({ asyncUtilTimeout: 15_000 });

// The data layer (imported above, which configures the API client) is there from the start under test.
initI18n();

/**
 * Requests the mock server is still answering. A test ends as soon as it has seen what it checks, often with a page's
 * calls in flight; their answers must land before the next test renders, or a late 404 or expired session would
 * move the next test's router (lib/navigation.ts holds one router for the whole run).
 */
const inFlight = new Set<string>();
server.events.on('request:start', ({ request, requestId }) => {
  inFlight.add(requestId);
  request.signal.addEventListener('abort', () => inFlight.delete(requestId), { once: true });
});
server.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));
/** A deliberately hung call (the timeout tests) is not waited for longer than this. */
const SETTLE_LIMIT_MS = 3_000;

async function settleRequests(): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (inFlight.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  // The client's own handling of the last answer (its error handler, the query cache) runs a few ticks later.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetPersistedState();
  resetDictionaryCache();
  endSession();
  void i18n.changeLanguage('oz');
});
afterEach(async () => {
  await settleRequests();
  cleanup();
  // One query cache for the run, as in the app: each test starts with it empty.
  queryClient.clear();
  cleanNotifications();
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());
