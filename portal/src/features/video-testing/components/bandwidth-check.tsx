import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HTML_LANG } from '@/lib/i18n';
import type { Bandwidth } from '@/lib/media-check';
import { usePersistedState } from '@/lib/persisted-state';
import { CheckCard } from './check-card';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Stack>
  );
}

/** The connection's speed each way against the 2 Mb/s needed and the 4 Mb/s recommended. */
export function BandwidthCheck({ bandwidth }: { bandwidth: Bandwidth | null }) {
  const { t } = useTranslation();
  const locale = usePersistedState((state) => state.locale);
  const format = new Intl.NumberFormat(HTML_LANG[locale], { maximumFractionDigits: 1 });
  const speed = (mbps: number) => t('video-testing.bandwidth.speed', { value: format.format(mbps) });
  const state = bandwidth?.status ?? 'checking';
  const measured = bandwidth?.downloadMbps != null && bandwidth.uploadMbps != null;
  return (
    <CheckCard
      title={t('video-testing.bandwidth.title')}
      state={state}
      result={t(`video-testing.bandwidth.${state}`)}
      advice={state === 'ok' || state === 'checking' ? undefined : t(`video-testing.bandwidth.advice.${state}`)}
    >
      {measured && (
        <Group gap="xl">
          <Figure label={t('video-testing.bandwidth.download')} value={speed(bandwidth.downloadMbps as number)} />
          <Figure label={t('video-testing.bandwidth.upload')} value={speed(bandwidth.uploadMbps as number)} />
        </Group>
      )}
    </CheckCard>
  );
}
