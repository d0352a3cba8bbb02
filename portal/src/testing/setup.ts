import '@testing-library/jest-dom/vitest';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { configureApiClient } from '@/lib/api-client';
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

// Whole routes render lazily; on a busy 2-core machine the first paint can take more than the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

configureApiClient();
initI18n();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetPersistedState();
  resetDictionaryCache();
  endSession();
  void i18n.changeLanguage('oz');
});
afterEach(() => {
  cleanup();
  cleanNotifications();
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());
