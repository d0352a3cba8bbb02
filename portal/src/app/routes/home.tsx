import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { href, type RouteName } from '@/config/paths';

/** The capabilities of spec section 1, each a tile leading to its page. */
const CAPABILITIES: readonly RouteName[] = [
  'myActs',
  'services',
  'notaries',
  'equeue',
  'searchProxy',
  'searchInheritcase',
  'searchNotarialAct',
  'searchBan',
  'statistics',
];

export function HomePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <PageTitle>{t('home.title')}</PageTitle>
        <Text size="lg" maw={760}>
          {t('home.intro')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" component="ul" style={{ listStyle: 'none', padding: 0 }}>
        {CAPABILITIES.map((name) => (
          <li key={name}>
            <Card component={Link} to={href(name)} withBorder padding="lg" radius="md" h="100%">
              <Title order={2} size="h4" mb={6}>
                {t(`menu.${name}`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`home.tiles.${name}`)}
              </Text>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
