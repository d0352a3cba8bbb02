import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

interface PageTitleProps {
  children: string;
}

/** The page's heading, also used as the browser tab's title. */
export function PageTitle({ children }: PageTitleProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${children} · ${t('app.name')}`);
  return (
    <Title order={1} size="h2" mb="md">
      {children}
    </Title>
  );
}
