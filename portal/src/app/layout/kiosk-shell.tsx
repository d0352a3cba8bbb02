import { Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TRUST_HELPLINE } from '@/config/constants';
import { href } from '@/config/paths';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { TrustNotice } from '@/components/layout/trust-notice';
import { useSessionChanges } from '@/features/kiosk/hooks/use-session-changes';
import { usePersistedState } from '@/lib/persisted-state';
import { WithClientConfig } from '@/lib/with-client-config';
import { lazyWithData } from '@/lib/with-data';
import { SessionMenu } from './session-menu';

// The keyboard's library comes just after the frame is on screen; it takes up a field that already has the focus.
const OnScreenKeyboard = lazy(() =>
  import('@/components/on-screen-keyboard').then((m) => ({ default: m.OnScreenKeyboard })),
);
// The visit's idle countdown and notify list come with the data layer, well before the first idle time can end.
const KioskVisit = lazyWithData(() => import('@/features/kiosk/components/kiosk-visit').then((m) => m.KioskVisit));

/** The visit beside the pages. Its code comes after the frame: a login made before, which it could not see, is told. */
function Visit() {
  const [loggedInHere, setLoggedInHere] = useState(false);
  useSessionChanges({ onStart: () => setLoggedInHere(true), onEnd: () => setLoggedInHere(false) });
  return (
    <Suspense>
      <KioskVisit loginBeforeMount={loggedInHere} />
    </Suspense>
  );
}

/**
 * Kiosk mode: a reduced frame with large touch targets; the menu button returns to the kiosk menu. Around the page,
 * the visit (idle countdown, notify list after login) and the on-screen keyboard for fields that ask for it.
 */
export function KioskShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const loggedIn = usePersistedState((state) => state.user !== null);
  return (
    <Stack mih="100vh" gap={0}>
      <Box component="header" bg="ministry.8" c="white" px="xl" py="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} fz="h3">
            {t('app.name')}
          </Text>
          <Group wrap="nowrap">
            {loggedIn && (
              <Button component={Link} to={href('kioskMain')} size="lg" variant="white">
                {t('kiosk.menu')}
              </Button>
            )}
            <Box bg="white" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <LanguageSwitch size="lg" />
            </Box>
            <SessionMenu mode="kiosk" />
          </Group>
        </Group>
      </Box>
      <Container id={MAIN_CONTENT_ID} tabIndex={-1} component="main" size="lg" py="xl" style={{ flex: 1, width: '100%' }}>
        {children}
      </Container>
      <Box component="footer" px="xl" pb="lg">
        <WithClientConfig>
          {(config) => <TrustNotice helpline={config?.supportPhone ?? TRUST_HELPLINE} />}
        </WithClientConfig>
      </Box>
      <Visit />
      <Suspense>
        <OnScreenKeyboard />
      </Suspense>
    </Stack>
  );
}
