import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Mode } from '@/config/env';
import { href } from '@/config/paths';
import { usePersistedState } from '@/lib/persisted-state';
import { loadDataLayer } from '@/lib/with-data';

interface SessionMenuProps {
  mode: Mode;
}

/**
 * Log-out through the data layer, which the frame draws without: a click before it has come waits for it. A failed
 * call is already told by the API client, and a browser goes to the home page whatever the answer.
 */
function useLogout(mode: Mode) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    try {
      await loadDataLayer();
      // A kiosk visitor who leaves is forgotten entirely (docs/kiosk.md), as at the idle reset.
      if (mode === 'kiosk') await (await import('@/lib/kiosk-session')).endKioskVisit();
      else await (await import('@/lib/auth')).logout();
    } finally {
      setPending(false);
      if (mode === 'browser') navigate(href('home'));
    }
  };
  return { pending, logout: () => void logout().catch(() => undefined) };
}

/** Log in, or the user's name with profile and log-out; after log-out a kiosk returns to its login. */
export function SessionMenu({ mode }: SessionMenuProps) {
  const { t } = useTranslation();
  const user = usePersistedState((state) => state.user);
  const loggedIn = usePersistedState((state) => state.user !== null);
  const { pending, logout } = useLogout(mode);
  const size = mode === 'kiosk' ? 'lg' : 'sm';

  if (!loggedIn) {
    if (mode === 'kiosk') return null;
    return (
      <Button component={Link} to={href('login')} size={size}>
        {t('header.login')}
      </Button>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap">
      {user && mode === 'browser' && (
        <Text component={Link} to={href('profile')} size="sm" fw={500} c="inherit" visibleFrom="sm">
          {user.fullname}
        </Text>
      )}
      <Button variant="default" size={size} loading={pending} onClick={logout}>
        {t(mode === 'kiosk' ? 'header.finish_session' : 'header.logout')}
      </Button>
    </Group>
  );
}
