import { Badge, Box, Burger, Container, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { TRUST_HELPLINE } from '@/config/constants';
import { href, type RouteName } from '@/config/paths';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { TrustNotice } from '@/components/layout/trust-notice';
import { useHasRole } from '@/lib/persisted-state';
import { WithClientConfig } from '@/lib/with-client-config';
import classes from './browser-shell.module.css';
import { SessionMenu } from './session-menu';

/** The roles of server/notary/models/role_assignment.py `Role` that open menu items. */
const NOTARY_ROLE = 'notary';
const ADMIN_ROLE = 'admin';

const MENU: readonly RouteName[] = [
  'home',
  'services',
  'notaries',
  'myActs',
  'notaryDesk',
  'equeue',
  'searchProxy',
  'searchInheritcase',
  'searchNotarialAct',
  'searchBan',
  'statistics',
  'profile',
];

/** The administrator's pages, below the citizen's menu. */
const ADMIN_MENU: readonly RouteName[] = ['adminUsers', 'adminNotaries', 'adminOffices', 'adminKiosks', 'adminAudit'];

function ServiceName() {
  const { t } = useTranslation();
  return (
    <Link to={href('home')} style={{ color: 'inherit', textDecoration: 'none' }}>
      <Stack gap={0}>
        <Text fw={700} size="lg" lh={1.2}>
          {t('app.name')}
        </Text>
        <Text size="xs" c="dimmed" visibleFrom="sm">
          {t('app.ministry')}
        </Text>
      </Stack>
    </Link>
  );
}

/** Browser mode: header with the service name, language switch and session; side menu; trust notice below. */
export function BrowserShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  // Only a logged-in notary has a desk; the server answers 403 to anyone else.
  const isNotary = useHasRole(NOTARY_ROLE);
  const isAdmin = useHasRole(ADMIN_ROLE);
  const menuItems = [...MENU.filter((name) => name !== 'notaryDesk' || isNotary), ...(isAdmin ? ADMIN_MENU : [])];
  return (
    <>
      <header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap" gap="sm">
            <Burger opened={menuOpened} onClick={menu.toggle} hiddenFrom="md" aria-label={t('header.menu')} />
            <ServiceName />
            <WithClientConfig>
              {(config) =>
                config?.sandbox && (
                  <Badge color="orange" variant="light" visibleFrom="sm">
                    {t('app.sandbox')}
                  </Badge>
                )
              }
            </WithClientConfig>
          </Group>
          <Group wrap="nowrap" gap="xs">
            <LanguageSwitch />
            <SessionMenu mode="browser" />
          </Group>
        </Group>
      </header>
      <Box component="nav" className={classes.navbar} mod={{ opened: menuOpened }} aria-label={t('header.menu')}>
        {menuItems.map((name) => (
          <NavLink
            key={name}
            component={Link}
            to={href(name)}
            label={t(`menu.${name}`)}
            active={pathname === href(name)}
            onClick={menu.close}
          />
        ))}
      </Box>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Container size="lg" px={0}>
          <Stack gap="xl">
            <div>{children}</div>
            <footer>
              <WithClientConfig>
                {(config) => <TrustNotice helpline={config?.supportPhone ?? TRUST_HELPLINE} />}
              </WithClientConfig>
            </footer>
          </Stack>
        </Container>
      </main>
    </>
  );
}
