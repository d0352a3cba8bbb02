import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { href } from '@/config/paths';
import { usePersistedState } from '@/lib/persisted-state';

/**
 * New-act entries open the act page in creation mode (-1) with the act type (docs/contracts/entities.md#act-types),
 * going on to the act's quick start (docs/contracts/entities.md#quick-start-flows).
 */
const newAct = (type: number) => `${href('kioskNotarialAct', { uuid: -1 })}?type=${type}&quick=1`;

/** Act types (docs/contracts/entities.md#act-types) that the kiosk menu starts. */
const ACT_TYPE = { vehicleSale: 1, spouseConsent: 15003, minorTravelConsent: 15034 } as const;

/**
 * The reduced kiosk menu of docs/contracts/portal.md#kiosk-menu, in two groups: acts to create, then checks and
 * services.
 */
const KIOSK_MENU = {
  acts: [
    { key: 'vehicle_sale', to: newAct(ACT_TYPE.vehicleSale) },
    { key: 'spouse_consent', to: newAct(ACT_TYPE.spouseConsent) },
    { key: 'minor_travel_consent', to: newAct(ACT_TYPE.minorTravelConsent) },
  ],
  services: [
    { key: 'search_ban', to: href('kioskSearchBan') },
    { key: 'equeue', to: href('kioskEqueue') },
    { key: 'search_proxy', to: href('kioskSearchProxy') },
    { key: 'search_inheritcase', to: href('kioskSearchInheritcase') },
    { key: 'my_notarial_act', to: href('kioskMyActs') },
  ],
} as const;

type Section = keyof typeof KIOSK_MENU;

function MenuSection({ section }: { section: Section }) {
  const { t } = useTranslation();
  const headingId = `kiosk-menu-${section}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} size="h3" id={headingId}>
        {t(`kiosk.sections.${section}`)}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {KIOSK_MENU[section].map(({ key, to }) => (
          <Button
            key={key}
            component={Link}
            to={to}
            size="xl"
            h="auto"
            mih={120}
            variant={section === 'acts' ? 'filled' : 'light'}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
          >
            {t(`kiosk.items.${key}`)}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function KioskMenu() {
  const { t } = useTranslation();
  const name = usePersistedState((state) => state.user?.name);
  return (
    <Stack gap="xl">
      <div>
        <PageTitle>{t('kiosk.menu_title')}</PageTitle>
        {name && <Text size="lg">{t('kiosk.greeting', { name })}</Text>}
      </div>
      <MenuSection section="acts" />
      <MenuSection section="services" />
    </Stack>
  );
}
