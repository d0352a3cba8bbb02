import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href, type RouteName } from '@/config/paths';

/**
 * The capabilities of docs/contracts/portal.md#capabilities, each a tile leading to its page; acts are started from the
 * catalogue.
 */
const CAPABILITIES: readonly RouteName[] = [
  'services',
  'myActs',
  'notaries',
  'equeue',
  'searchProxy',
  'searchInheritcase',
  'searchNotarialAct',
  'searchBan',
  'statistics',
];

export function CapabilityTiles() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="section" aria-labelledby="home-tiles-title">
      <Title order={2} size="h3" id="home-tiles-title">
        {t('home.tiles_title')}
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="lg"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {CAPABILITIES.map((name) => (
          <li key={name}>
            <Card component={Link} to={href(name)} withBorder padding="lg" radius="md" h="100%">
              <Group justify="space-between" wrap="nowrap" align="flex-start" mb={6}>
                <Title order={3} size="h4">
                  {t(`menu.${name}`)}
                </Title>
                <Text c="ministry.7" fw={700} aria-hidden>
                  →
                </Text>
              </Group>
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
