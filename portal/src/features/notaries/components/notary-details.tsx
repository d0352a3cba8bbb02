import { Anchor, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { OfficeMap } from '@/components/map/office-map';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { href } from '@/config/paths';
import type { NotaryDetail } from '@/lib/api';
import { useNotary } from '../api/get-notary';
import { formatPhone } from '@/lib/phone';
import type { FromDirectory } from './notary-card';
import { NotaryRatings } from './ratings';
import { NotaryStatus } from './notary-status';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import { Timetable } from './timetable';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} mb="xs">
        {children}
      </Text>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function BackToDirectory() {
  const { t } = useTranslation();
  const from = (useLocation().state as FromDirectory | null)?.from ?? href('notaries');
  return (
    <Anchor component={Link} to={from} size="sm">
      ← {t('notaries.details.back')}
    </Anchor>
  );
}

function Licence({ notary }: { notary: NotaryDetail }) {
  const { t } = useTranslation();
  const phone = formatPhone(notary.phone);
  return (
    <Paper withBorder p="md" radius="md" component="dl" m={0}>
      <Fact label={t('notaries.details.licence')}>
        {t('notaries.details.licence_value', {
          number: notary.licenceNumber,
          date: dayjs(notary.licenceDate).format('DD.MM.YYYY'),
        })}
      </Fact>
      <Fact label={t('notaries.details.office')}>{notary.office.name}</Fact>
      <Fact label={t('notaries.details.area')}>{`${notary.office.district}, ${notary.office.region}`}</Fact>
      <Fact label={t('notaries.details.address')}>{notary.office.address}</Fact>
      <Fact label={t('notaries.details.phone')}>
        <Anchor href={`tel:${phone.dial}`}>{phone.text}</Anchor>
      </Fact>
    </Paper>
  );
}

/**
 * One notary (docs/contracts/portal.md#notary-pages): licence and state, office and timetable, the office on the map,
 * ratings and reviews.
 */
export function NotaryDetails({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useNotary(id);
  const notary = query.data;
  if (!notary) return <QueryState query={query} />;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <BackToDirectory />
        <PageTitle>{notary.fullname}</PageTitle>
        <NotaryStatus notary={notary} />
        <NotaryRatings notary={notary} />
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Licence notary={notary} />
            <Section title={t('notaries.timetable.title')}>
              <Timetable days={notary.timetable} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Section title={t('notaries.map.title')}>
            <OfficeMap
              offices={[notary.office]}
              markerLabel={(office) => t('notaries.map.marker', { office: office.name })}
              caption={t('notaries.map.caption', { address: notary.office.address })}
            />
          </Section>
        </Grid.Col>
      </Grid>
      <Section title={t('notaries.review.title', { total: notary.reviewCount })}>
        <ReviewForm notaryId={notary.id} />
        <ReviewList notaryId={notary.id} />
      </Section>
    </Stack>
  );
}
