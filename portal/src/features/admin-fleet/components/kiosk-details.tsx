import { Badge, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DiagnosticCheck, KioskPublic } from '@/lib/api';
import { displayDateTime } from '@/lib/dates';
import { QueryState } from '@/components/ui/query-state';
import { useKioskReports } from '../api/fleet';
import { HEALTH_COLOUR, healthOf } from './health';

/** An opened row: the device tests of the kiosk's last good report, and its newest reports with their signatures. */
export function KioskDetails({ kiosk }: { kiosk: KioskPublic }) {
  const { t } = useTranslation();
  const diagnostics = kiosk.lastDiagnostics;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="xs" component="section" aria-label={t('admin-fleet.checks_title', { kiosk: kiosk.id })}>
        <Title order={3} size="h5">
          {t('admin-fleet.checks_title', { kiosk: kiosk.id })}
        </Title>
        {diagnostics ? (
          <>
            <Text size="sm" c="dimmed">
              {t('admin-fleet.checked_at', { time: displayDateTime(diagnostics.checkedAt) })}
            </Text>
            <List spacing={4} listStyleType="none">
              {diagnostics.checks.map((check) => (
                <CheckItem key={check.name} check={check} />
              ))}
            </List>
          </>
        ) : (
          <Text size="sm">{t('admin-fleet.no_checks')}</Text>
        )}
      </Stack>
      <KioskReports kioskId={kiosk.id} />
    </SimpleGrid>
  );
}

function CheckItem({ check }: { check: DiagnosticCheck }) {
  const { t } = useTranslation();
  const health = healthOf(check);
  return (
    <List.Item>
      <Group gap="xs">
        <Badge color={HEALTH_COLOUR[health]} variant="light">
          {t(`admin-fleet.health.${health}`)}
        </Badge>
        <Text size="sm">{t(`admin-fleet.checks.${check.name}`, { defaultValue: check.name })}</Text>
        {!check.ok && (
          <Text size="sm" c="red">
            {check.problem ?? check.code}
          </Text>
        )}
      </Group>
    </List.Item>
  );
}

function KioskReports({ kioskId }: { kioskId: string }) {
  const { t } = useTranslation();
  const reports = useKioskReports(kioskId, true);
  return (
    <Stack gap="xs" component="section" aria-label={t('admin-fleet.reports_title', { kiosk: kioskId })}>
      <Title order={3} size="h5">
        {t('admin-fleet.reports_title', { kiosk: kioskId })}
      </Title>
      {!reports.data && <QueryState query={reports} />}
      {reports.data?.length === 0 && <Text size="sm">{t('admin-fleet.reports_empty')}</Text>}
      {reports.data && reports.data.length > 0 && (
        <List spacing={4} listStyleType="none">
          {reports.data.map((report) => (
            <List.Item key={report.id}>
              <Group gap="xs">
                <Text size="sm">{displayDateTime(report.receivedAt)}</Text>
                <Badge color={report.verified ? 'green' : 'red'} variant="light">
                  {t(report.verified ? 'admin-fleet.signature.verified' : 'admin-fleet.signature.flagged')}
                </Badge>
                <Text size="sm" c={report.report.ok ? undefined : 'red'}>
                  {t(report.report.ok ? 'admin-fleet.report_ok' : 'admin-fleet.report_failing')}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
