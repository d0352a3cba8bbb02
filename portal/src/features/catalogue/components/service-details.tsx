import { Anchor, Badge, Button, Grid, Group, List, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { href } from '@/config/paths';
import type { CatalogueDetail } from '@/lib/api';
import { useHasRole } from '@/lib/persisted-state';
import { useCatalogueItem } from '../api/get-catalogue-item';
import { PriceSummary } from './price-summary';
import { ServiceActions } from './service-actions';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Items({ items }: { items: string[] }) {
  return (
    <List spacing={6}>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

function LegalLinks({ links }: { links: CatalogueDetail['links'] }) {
  const { t } = useTranslation();
  return (
    <List spacing={6}>
      {links.map((link) => (
        <List.Item key={link.url}>
          <Anchor href={link.url} target="_blank" rel="noopener noreferrer">
            {link.title}
            <VisuallyHidden> {t('catalogue.details.new_window')}</VisuallyHidden>
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

/** Price, duration and result: what a visitor weighs before starting, kept beside the texts. */
function Essentials({ item }: { item: CatalogueDetail }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" component="aside">
      <Stack gap="md">
        <Part title={t('catalogue.price.title')}>
          <PriceSummary price={item.price} />
        </Part>
        <Part title={t('catalogue.details.duration')}>
          <Text size="sm">{item.duration}</Text>
        </Part>
        <Part title={t('catalogue.details.result')}>
          <Text size="sm">{item.result}</Text>
        </Part>
      </Stack>
    </Paper>
  );
}

function Details({ item }: { item: CatalogueDetail }) {
  const { t } = useTranslation();
  const isAdmin = useHasRole('admin');
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Anchor component={Link} to={href('services')} size="sm">
          ← {t('catalogue.all_services')}
        </Anchor>
        {isAdmin && (
          <Button component={Link} to={href('serviceEdit', { id: item.id })} variant="outline" size="xs">
            {t('catalogue.edit.open')}
          </Button>
        )}
      </Group>
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light">{item.section}</Badge>
          {item.kiosk && <Badge variant="outline">{t('catalogue.kiosk')}</Badge>}
        </Group>
        <PageTitle>{item.name}</PageTitle>
        <Text size="lg" maw={760}>
          {item.simplifiedDescription}
        </Text>
      </Stack>
      <Stack gap={6}>
        <ServiceActions actTypeId={item.id} />
        <Text size="sm" c="dimmed">
          {t('catalogue.actions.login_hint')}
        </Text>
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Part title={t('catalogue.details.legal')}>
              <Text>{item.legalDescription}</Text>
            </Part>
            <Part title={t('catalogue.details.documents')}>
              <Items items={item.documents} />
            </Part>
            <Part title={t('catalogue.details.parties')}>
              <Items items={item.parties} />
            </Part>
            <Part title={t('catalogue.details.conditions')}>
              <Items items={item.conditions} />
            </Part>
            {item.links.length > 0 && (
              <Part title={t('catalogue.details.links')}>
                <LegalLinks links={item.links} />
              </Part>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Essentials item={item} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** One act type with every field of docs/contracts/portal.md#service-catalogue-details, in the interface language. */
export function ServiceDetails({ actTypeId }: { actTypeId: number }) {
  const item = useCatalogueItem(actTypeId);
  return item.data ? <Details item={item.data} /> : <QueryState query={item} />;
}
