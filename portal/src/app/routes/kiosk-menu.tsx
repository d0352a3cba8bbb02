import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { href } from '@/config/paths';

/** New-act entries open the act page in creation mode (-1) with the act type of spec 3. */
const newAct = (type: number) => `${href('kioskNotarialAct', { uuid: -1 })}?type=${type}`;

/** The reduced kiosk menu of spec section 1. */
const KIOSK_MENU = [
  { key: 'vehicle_sale', to: newAct(1) },
  { key: 'spouse_consent', to: newAct(15003) },
  { key: 'minor_travel_consent', to: newAct(15034) },
  { key: 'search_ban', to: href('kioskSearchBan') },
  { key: 'equeue', to: href('kioskEqueue') },
  { key: 'search_proxy', to: href('kioskSearchProxy') },
  { key: 'search_inheritcase', to: href('kioskSearchInheritcase') },
  { key: 'my_notarial_act', to: href('kioskMyActs') },
] as const;

export function KioskMenuPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <PageTitle>{t('kiosk.menu_title')}</PageTitle>
      <SimpleGrid cols={2} spacing="lg">
        {KIOSK_MENU.map(({ key, to }) => (
          <Button key={key} component={Link} to={to} size="xl" h={120} variant="light" styles={{ label: { whiteSpace: 'normal' } }}>
            {t(`kiosk.items.${key}`)}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
