import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './index.css';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { LoaderOverlay } from '@/components/dialogs/loader-overlay';
import { i18n } from '@/lib/i18n';
import { cssVariablesResolver, localizedComponents, theme } from './theme';

interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
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

export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          {/* Bottom right: a toast never covers the header, where logout and the language switch are. */}
          <Notifications position="bottom-right" limit={4} />
          <LoaderOverlay />
          {children}
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
