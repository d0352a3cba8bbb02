import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { ActSearch } from '@/features/searches/components/act-search';
import { BanCheckResult } from '@/features/searches/components/ban-check';
import { InheritanceSearchForm } from '@/features/searches/components/inheritance-search';
import { ProxySearch } from '@/features/searches/components/proxy-search';

/** The registry searches of spec 2.1, in a browser and, for three of them, on a kiosk (/kiosk/search_*). */
function SearchPage({ page, intro, children }: { page: string; intro: string; children: ReactNode }) {
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
    <SearchPage page="searchProxy" intro={t('searches.proxy.intro')}>
      <ProxySearch />
    </SearchPage>
  );
}

export function SearchInheritcasePage() {
  const { t } = useTranslation();
  return (
    <SearchPage page="searchInheritcase" intro={t('searches.inheritance.intro')}>
      <InheritanceSearchForm />
    </SearchPage>
  );
}

export function SearchNotarialActPage() {
  const { t } = useTranslation();
  return (
    <SearchPage page="searchNotarialAct" intro={t('searches.act.intro')}>
      <ActSearch />
    </SearchPage>
  );
}

export function SearchBanPage() {
  const { t } = useTranslation();
  return (
    <SearchPage page="searchBan" intro={t('searches.bans.intro')}>
      <BanCheckResult />
    </SearchPage>
  );
}
