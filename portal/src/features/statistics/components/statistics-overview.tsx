import { Alert, Paper, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Statistics } from '@/lib/api';
import { HTML_LANG } from '@/lib/i18n';
import { usePersistedState } from '@/lib/persisted-state';
import { QueryState } from '@/components/ui/query-state';
import { useStatistics } from '../api/get-statistics';
import { CountChartCard, type CountRow } from './count-chart-card';

/**
 * Numbers and month names in the interface language. The month names are the portal's own: browsers without full
 * ICU data (Chromium among them) have no Uzbek ones and print "2025 M12".
 */
function useFormats() {
  const { t } = useTranslation();
  const locale = usePersistedState((state) => state.locale);
  const numbers = new Intl.NumberFormat(HTML_LANG[locale]);
  const names = t('statistics.months', { returnObjects: true }) as string[];
  return {
    count: (count: number) => numbers.format(count),
    // `YYYY-MM` → "Dek 2025"
    month: (month: string) => `${names[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`,
  };
}

function Breakdowns({ statistics }: { statistics: Statistics }) {
  const { t } = useTranslation();
  const format = useFormats();
  const byId = (rows: Statistics['byType']): CountRow[] =>
    rows.map(({ id, label, count }) => ({ key: String(id), label, count }));
  const byMonth = statistics.byMonth.map(({ month, count }) => ({ key: month, label: format.month(month), count }));
  return (
    <Stack gap="lg">
      <CountChartCard
        title={t('statistics.by_month')}
        labelColumn={t('statistics.columns.month')}
        rows={byMonth}
        layout="columns"
        formatCount={format.count}
      />
      <CountChartCard
        title={t('statistics.by_type')}
        labelColumn={t('statistics.columns.type')}
        rows={byId(statistics.byType)}
        layout="bars"
        formatCount={format.count}
      />
      <CountChartCard
        title={t('statistics.by_region')}
        labelColumn={t('statistics.columns.region')}
        rows={byId(statistics.byRegion)}
        layout="bars"
        formatCount={format.count}
      />
    </Stack>
  );
}

/** The statistics page's content: the total, then acts by month, by type and by region. */
export function StatisticsOverview() {
  const { t } = useTranslation();
  const statistics = useStatistics();
  const { data } = statistics;
  const format = useFormats();
  if (!data) return <QueryState query={statistics} />;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg" bg="ministry.0">
        <Text size="sm">{t('statistics.total')}</Text>
        <Text fz={40} fw={700} lh={1.2}>
          {format.count(data.total)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('statistics.as_of', { date: dayjs(data.generatedAt).format('DD.MM.YYYY HH:mm') })}
        </Text>
      </Paper>
      {data.total === 0 && (
        <Alert variant="light" color="gray">
          {t('statistics.empty')}
        </Alert>
      )}
      <Breakdowns statistics={data} />
    </Stack>
  );
}
