import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Group, Paper, SegmentedControl, Stack, Table, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_MEDIA_QUERY } from '@/config/constants';

export interface CountRow {
  key: string;
  label: string;
  count: number;
}

interface CountChartCardProps {
  title: string;
  /** The header of the label column of the table (act type, region, month). */
  labelColumn: string;
  rows: CountRow[];
  /** `bars` for long labels (read across), `columns` for a time line. */
  layout: 'bars' | 'columns';
  formatCount: (count: number) => string;
}

type View = 'chart' | 'table';

type CountTableProps = Omit<CountChartCardProps, 'title' | 'layout'> & { labelledBy: string };

function CountTable({ labelColumn, rows, formatCount, labelledBy }: CountTableProps) {
  const { t } = useTranslation();
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped highlightOnHover aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{labelColumn}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('statistics.columns.count')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={400}>
                {row.label}
              </Table.Th>
              <Table.Td ta="right">{formatCount(row.count)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('statistics.sum')}</Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatCount(total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

function CountChart({ title, rows, layout, formatCount }: Omit<CountChartCardProps, 'labelColumn'>) {
  const { t } = useTranslation();
  const phone = useMediaQuery(MOBILE_MEDIA_QUERY) ?? false;
  const bars = layout === 'bars';
  // Long labels wrap: on a phone into narrower, taller lines.
  const labelWidth = phone ? 130 : 280;
  const rowHeight = phone ? 64 : 44;
  // The chart is one picture to assistive technology: its numbers are read in the table view.
  return (
    <Box role="img" aria-label={t('statistics.chart_label', { title })}>
      <BarChart
        h={bars ? rows.length * rowHeight + 40 : 280}
        data={rows}
        dataKey="label"
        orientation={bars ? 'vertical' : 'horizontal'}
        series={[{ name: 'count', label: t('statistics.columns.count'), color: 'ministry.6' }]}
        valueFormatter={formatCount}
        yAxisProps={bars ? { width: labelWidth } : { allowDecimals: false }}
        xAxisProps={bars ? { allowDecimals: false } : undefined}
        gridAxis={bars ? 'x' : 'y'}
        barChartProps={{ accessibilityLayer: false }}
      />
    </Box>
  );
}

/** One breakdown of the statistics: a chart, or the same numbers as a table (each chart comes with a table). */
export function CountChartCard(props: CountChartCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [view, setView] = useState<View>('chart');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4" id={titleId}>
            {props.title}
          </Title>
          <SegmentedControl
            size="xs"
            aria-label={t('statistics.view.label', { title: props.title })}
            value={view}
            onChange={(value) => setView(value as View)}
            data={[
              { value: 'chart', label: t('statistics.view.chart') },
              { value: 'table', label: t('statistics.view.table') },
            ]}
          />
        </Group>
        {view === 'chart' ? <CountChart {...props} /> : <CountTable {...props} labelledBy={titleId} />}
      </Stack>
    </Paper>
  );
}
