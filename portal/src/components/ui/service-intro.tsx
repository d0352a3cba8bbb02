import { Alert, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title';

interface ServiceIntroProps {
  /** The page's entry in the catalogues: `pages.<page>.{title,intro,offers}`. */
  page: string;
}

/**
 * A page whose service is still being connected: it says what the service offers here and shows no data
 * until the real one is wired in.
 */
export function ServiceIntro({ page }: ServiceIntroProps) {
  const { t } = useTranslation();
  const offers = t(`pages.${page}.offers`, { returnObjects: true }) as string[];
  return (
    <Stack gap="md" maw={820}>
      <PageTitle>{t(`pages.${page}.title`)}</PageTitle>
      <Text size="lg">{t(`pages.${page}.intro`)}</Text>
      <List spacing="xs">
        {offers.map((offer) => (
          <List.Item key={offer}>{offer}</List.Item>
        ))}
      </List>
      <Alert variant="light" color="blue" title={t('pages.coming_title')}>
        {t('pages.coming')}
      </Alert>
    </Stack>
  );
}
