import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title';

/** A page with its title and introduction from `pages.<page>.{title,intro}`, then its content. */
export function TitledPage({ page, children }: { page: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <PageTitle>{t(`pages.${page}.title`)}</PageTitle>
        <Text size="lg" maw={760}>
          {t(`pages.${page}.intro`)}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}
