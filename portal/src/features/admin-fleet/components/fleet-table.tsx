import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KioskPublic } from '@/lib/api';
import { displayDateTime } from '@/lib/dates';
import { CAMERA, CARD_READER, checkOf, HEALTH_COLOUR, healthOf } from './health';
import { KioskDetails } from './kiosk-details';
import { RevokeButton } from './revoke-button';

const COLUMNS = [
  'kiosk',
  'office',
  'location',
  'state',
  'connection',
  'heartbeat',
  'versions',
  'camera',
  'card_reader',
  'signature',
  'actions',
] as const;

export function FleetTable({ kiosks }: { kiosks: KioskPublic[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  return (
    // A keyboard user scrolls the wide table too (WCAG 2.1.1): its viewport takes the focus.
    <Table.ScrollContainer
      minWidth={1100}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': t('admin-fleet.table_label') } }}
    >
      <Table striped verticalSpacing="xs" aria-label={t('admin-fleet.table_label')}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{t(`admin-fleet.columns.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {kiosks.map((kiosk) => (
            <Fragment key={kiosk.id}>
              <KioskRow kiosk={kiosk} expanded={open === kiosk.id} onToggle={() => setOpen(open === kiosk.id ? null : kiosk.id)} />
              {open === kiosk.id && (
                <Table.Tr>
                  <Table.Td colSpan={COLUMNS.length} id={`kiosk-details-${kiosk.id}`}>
                    <KioskDetails kiosk={kiosk} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface KioskRowProps {
  kiosk: KioskPublic;
  expanded: boolean;
  onToggle: () => void;
}

function KioskRow({ kiosk, expanded, onToggle }: KioskRowProps) {
  const { t } = useTranslation();
  const diagnostics = kiosk.lastDiagnostics;
  return (
    <Table.Tr>
      <Table.Th scope="row">{kiosk.id}</Table.Th>
      <Table.Td>{kiosk.office}</Table.Td>
      <Table.Td>{kiosk.location}</Table.Td>
      <Table.Td>
        <Badge color={kiosk.state === 'active' ? 'blue' : 'gray'} variant="light">
          {t(`admin-fleet.state.${kiosk.state}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {kiosk.state === 'active' && (
          <Badge color={kiosk.offline ? 'red' : 'green'}>{t(kiosk.offline ? 'admin-fleet.offline' : 'admin-fleet.online')}</Badge>
        )}
      </Table.Td>
      <Table.Td>{kiosk.lastHeartbeatAt ? displayDateTime(kiosk.lastHeartbeatAt) : t('admin-fleet.never')}</Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm">{t('admin-fleet.agent_version', { version: diagnostics?.agentVersion ?? '—' })}</Text>
          <Text size="sm">{t('admin-fleet.shell_version', { version: diagnostics?.shellVersion ?? '—' })}</Text>
        </Stack>
      </Table.Td>
      <HealthCell kiosk={kiosk} check={CAMERA} />
      <HealthCell kiosk={kiosk} check={CARD_READER} />
      <Table.Td>
        <SignatureBadge kiosk={kiosk} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={expanded ? `kiosk-details-${kiosk.id}` : undefined}
            aria-label={t(expanded ? 'admin-fleet.details_hide' : 'admin-fleet.details_show', { kiosk: kiosk.id })}
          >
            {t(expanded ? 'admin-fleet.details_hide_short' : 'admin-fleet.details_show_short')}
          </Button>
          {kiosk.state === 'active' && <RevokeButton kioskId={kiosk.id} />}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function HealthCell({ kiosk, check }: { kiosk: KioskPublic; check: string }) {
  const { t } = useTranslation();
  const found = checkOf(kiosk.lastDiagnostics, check);
  const health = healthOf(found);
  return (
    <Table.Td>
      <Badge color={HEALTH_COLOUR[health]} variant="light">
        {health === 'failing' ? (found?.problem ?? found?.code ?? t('admin-fleet.health.failing')) : t(`admin-fleet.health.${health}`)}
      </Badge>
    </Table.Td>
  );
}

function SignatureBadge({ kiosk }: { kiosk: KioskPublic }) {
  const { t } = useTranslation();
  if (!kiosk.lastReport) return <Text size="sm">{t('admin-fleet.signature.none')}</Text>;
  return (
    <Stack gap={2}>
      <Badge color={kiosk.lastReport.verified ? 'green' : 'red'} variant="light">
        {t(kiosk.lastReport.verified ? 'admin-fleet.signature.verified' : 'admin-fleet.signature.flagged')}
      </Badge>
      {kiosk.unverifiedReports > 0 && (
        <Text size="xs" c="red">
          {t('admin-fleet.signature.flagged_count', { count: kiosk.unverifiedReports })}
        </Text>
      )}
    </Stack>
  );
}
