import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { initI18n } from '@/lib/i18n';
import { loadDataLayer } from '@/lib/with-data';

// The data layer is asked for at once, after the first screen's code, though that screen draws without it; a part
// that needs it and finds it failed asks again and tells the failure.
loadDataLayer().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** The built stylesheets, added by public/boot.js so as not to hold up the first screen: the app waits for them. */
function appStyles(): Promise<unknown> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-css]')].filter((link) => !link.sheet);
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve, reject) => {
          link.addEventListener('load', () => resolve());
          link.addEventListener('error', reject);
        }),
    ),
  );
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
