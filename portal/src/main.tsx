import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { configureApiClient } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';

configureApiClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** The built stylesheet, added by public/boot.js so as not to hold up the first screen: the app waits for it. */
function appStyles(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-app-css]');
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', reject);
  });
}

// The first language's texts come first, so no key is ever shown; until then index.html's static first screen stays,
// and if they never come it turns into its notice with a reload button (public/boot.js).
Promise.all([initI18n(), appStyles()]).then(
  () =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  () => document.documentElement.setAttribute('data-boot', 'failed'),
);
