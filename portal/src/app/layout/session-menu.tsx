import { Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Mode } from '@/config/env';
import { href } from '@/config/paths';
import { useLogout } from '@/lib/auth';
import { endKioskVisit } from '@/lib/kiosk-session';
import { usePersistedState } from '@/lib/persisted-state';

interface SessionMenuProps {
  mode: Mode;
}

/** Log in, or the user's name with profile and log-out; after log-out a kiosk returns to its login. */
export function SessionMenu({ mode }: SessionMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = usePersistedState((state) => state.user);
  const loggedIn = usePersistedState((state) => state.user !== null);
  const browserLogout = useLogout(() => navigate(href('home')));
  // A kiosk visitor who leaves is forgotten entirely (docs/kiosk.md), as at the idle reset.
  const kioskLogout = useMutation({ mutationFn: endKioskVisit });
  const logout = mode === 'kiosk' ? kioskLogout : browserLogout;
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
      <Button variant="default" size={size} loading={logout.isPending} onClick={() => logout.mutate()}>
        {t(mode === 'kiosk' ? 'header.finish_session' : 'header.logout')}
      </Button>
    </Group>
  );
}
