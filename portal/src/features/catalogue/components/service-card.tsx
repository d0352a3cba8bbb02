import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/config/paths';
import type { CatalogueItem } from '@/lib/api';
import { PriceSummary } from './price-summary';
import { ServiceActions } from './service-actions';

/** One act of the catalogue: its name leads to the details; price and the two actions are at hand. */
export function ServiceCard({ item }: { item: CatalogueItem }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card component="article" withBorder radius="md" padding="lg" h="100%" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Title order={3} size="h4" id={titleId}>
          <Anchor component={Link} to={href('serviceDetails', { id: item.id })} inherit>
            {item.name}
          </Anchor>
        </Title>
        {item.kiosk && (
          <Group gap="xs">
            <Badge variant="light">{t('catalogue.kiosk')}</Badge>
          </Group>
        )}
        <Text size="sm">{item.simplifiedDescription}</Text>
        <PriceSummary price={item.price} />
        <Stack mt="auto" pt="xs">
          <ServiceActions actTypeId={item.id} describedBy={titleId} />
        </Stack>
      </Stack>
    </Card>
  );
}
