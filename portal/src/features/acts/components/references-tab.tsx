import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { modeOfPath } from '@/config/env';
import { href, type RouteName } from '@/config/paths';

/** The registry checks a citizen can run now, in the kiosk's own frame where it has them. */
const CHECKS: Record<'browser' | 'kiosk', readonly { route: RouteName; label: string }[]> = {
  browser: [
    { route: 'searchBan', label: 'menu.searchBan' },
    { route: 'searchProxy', label: 'menu.searchProxy' },
    { route: 'searchNotarialAct', label: 'menu.searchNotarialAct' },
  ],
  kiosk: [
    { route: 'kioskSearchBan', label: 'menu.searchBan' },
    { route: 'kioskSearchProxy', label: 'menu.searchProxy' },
  ],
};

/**
 * The references tab: registry extracts are not shown on the portal yet (the notary gets and checks them). Said
 * plainly, with the checks that are there instead, so nobody waits for a list that will not come.
 */
export function ReferencesTab() {
  const { t } = useTranslation();
  const mode = modeOfPath(useLocation().pathname);
  return (
    <Alert variant="light" color="blue" title={t('acts.details.references.title')}>
      <Stack gap="xs">
        <Text size="sm">{t('acts.details.references.not_shown')}</Text>
        <Text size="sm">{t('acts.details.references.instead')}</Text>
        <List size="sm">
          {CHECKS[mode].map((check) => (
            <List.Item key={check.route}>
              <Anchor component={Link} to={href(check.route)} inherit>
                {t(check.label)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}
