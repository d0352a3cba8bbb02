// The build keeps only the global part of it here, each component's rules go with its code (vite.config.ts).
import '@mantine/core/styles.css';
import './index.css';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { useLoader } from '@/lib/loader';
import { cssVariablesResolver, localizedComponents, theme } from './theme';

// The toasts' container and its transitions come after the first screen: a toast raised before waits in Mantine's
// notifications store, which the container shows once it is there.
const Notifications = lazy(() => import('./toasts').then((m) => ({ default: m.Notifications })));
const LoaderOverlay = lazy(() => import('@/components/dialogs/loader-overlay').then((m) => ({ default: m.LoaderOverlay })));

/** The app-wide loader overlay from the first call that waits under it on, then kept for its closing transition. */
function LoaderOverlayWhenUsed() {
  const running = useLoader((state) => state.running > 0);
  const [used, setUsed] = useState(false);
  if (running && !used) setUsed(true);
  return used ? (
    <Suspense>
      <LoaderOverlay />
    </Suspense>
  ) : null;
}

/** The theme with labels in the current language: it follows a change of language. */
function ThemeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const localized = useMemo(() => mergeThemeOverrides(theme, localizedComponents(t)), [t]);
  return (
    <MantineProvider theme={localized} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

/** Texts and theme around the app; the query cache is around each part that reads data (lib/with-data.tsx). */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        {/* Bottom right: a toast never covers the header, where logout and the language switch are. */}
        <Suspense>
          <Notifications position="bottom-right" limit={4} />
        </Suspense>
        <LoaderOverlayWhenUsed />
        {children}
      </ThemeProvider>
    </I18nextProvider>
  );
}
