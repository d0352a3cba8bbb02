import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { ActSearch } from '@/features/registries/components/act-search';
import { BanCheckResult } from '@/features/registries/components/ban-check';
import { InheritanceSearchForm } from '@/features/registries/components/inheritance-search';
import { ProxySearch } from '@/features/registries/components/proxy-search';

/**
 * The registry searches (docs/contracts/portal.md#registry-searches), in a browser and, for three of them, on a kiosk
 * (/kiosk/search_*, docs/contracts/portal.md#kiosk-variants).
 */
function RegistryPage({ page, intro, children }: { page: string; intro: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={960}>
      <div>
        <PageTitle>{t(`pages.${page}.title`)}</PageTitle>
        <Text>{intro}</Text>
      </div>
      {children}
    </Stack>
  );
}

export function SearchProxyPage() {
  const { t } = useTranslation();
  return (
    <RegistryPage page="searchProxy" intro={t('registries.proxy.intro')}>
      <ProxySearch />
    </RegistryPage>
  );
}

export function SearchInheritcasePage() {
  const { t } = useTranslation();
  return (
    <RegistryPage page="searchInheritcase" intro={t('registries.inheritance.intro')}>
      <InheritanceSearchForm />
    </RegistryPage>
  );
}

export function SearchNotarialActPage() {
  const { t } = useTranslation();
  return (
    <RegistryPage page="searchNotarialAct" intro={t('registries.act.intro')}>
      <ActSearch />
    </RegistryPage>
  );
}

export function SearchBanPage() {
  const { t } = useTranslation();
  return (
    <RegistryPage page="searchBan" intro={t('registries.bans.intro')}>
      <BanCheckResult />
    </RegistryPage>
  );
}
