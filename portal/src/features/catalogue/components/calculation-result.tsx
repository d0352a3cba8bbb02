import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculationResult, Money } from '@/lib/api';
import { useMoneyFormat } from '@/lib/money';
import { ServiceActions } from './service-actions';

interface SumRowProps {
  label: string;
  money: Money;
  total?: boolean;
  note?: string;
}

function SumRow({ label, money, total = false, note }: SumRowProps) {
  const { t } = useTranslation();
  const format = useMoneyFormat();
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={total ? 700 : 500} w="40%">
        {label}
        {note && (
          <Text size="xs" c="green.9" fw={600} mt={4}>
            {note}
          </Text>
        )}
      </Table.Th>
      <Table.Td>
        <Text fw={total ? 700 : 600} size={total ? 'lg' : 'md'}>
          {format.figures(money)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('catalogue.calc.in_words')}: {format.words(money)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

interface CalculationSummaryProps {
  result: CalculationResult;
  /** Move the focus to the result (after the visitor asked for it), so a screen reader reads it next. */
  focus: boolean;
}

/**
 * State duty, notary fee and total, in figures and in words in the interface language
 * (docs/contracts/errors-and-limits.md#acts-and-fees).
 */
export function CalculationSummary({ result, focus }: CalculationSummaryProps) {
  const { t } = useTranslation();
  const format = useMoneyFormat();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) title.current?.focus();
  }, [focus, result]);
  const reduced = result.reducedToPercent;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId} ref={title} tabIndex={-1}>
          {t('catalogue.calc.result_title')}
        </Title>
        <Table variant="vertical" layout="fixed" withTableBorder={false}>
          <Table.Tbody>
            {result.value && <SumRow label={t('catalogue.calc.value')} money={result.value} />}
            <SumRow
              label={t('catalogue.price.state_duty')}
              money={result.stateDuty}
              note={reduced === null ? undefined : t('catalogue.calc.reduced', { percent: format.percent(reduced) })}
            />
            <SumRow label={t('catalogue.price.notary_fee')} money={result.notaryFee} />
            <SumRow label={t('catalogue.calc.total')} money={result.total} total />
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          {t('catalogue.calc.base_value', { amount: format.figures(result.baseCalculationValue) })}
        </Text>
        <ServiceActions actTypeId={result.actTypeId} withCalculator={false} />
      </Stack>
    </Paper>
  );
}
