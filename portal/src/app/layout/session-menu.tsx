import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Mode } from '@/config/env';
import { href, modePaths } from '@/config/paths';
import { useLogout } from '@/lib/auth';
import { usePersistedState } from '@/lib/persisted-state';

interface SessionMenuProps {
  mode: Mode;
}

/** Log in, or the user's name with profile and log-out; after log-out a kiosk returns to its login. */
export function SessionMenu({ mode }: SessionMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = usePersistedState((state) => state.user);
  const loggedIn = usePersistedState((state) => state.token !== null);
  const logout = useLogout(() => navigate(mode === 'kiosk' ? modePaths.login(mode) : href('home')));
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
