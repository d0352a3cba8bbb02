import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { href } from '@/config/paths';
import type { CatalogueDetail } from '@/lib/api';
import { useFee } from '../api/calculate-fee';
import { useCatalogueItem } from '../api/get-catalogue-item';
import { CalculationSummary } from './calculation-result';
import { type FeeAnswers, FeeForm, RELATIONSHIPS } from './fee-form';

/** The answers kept in the address (`?value=<tiyin>&relationship=`), so a calculation can be reloaded or shared. */
function answersOf(params: URLSearchParams): FeeAnswers {
  const value = Number(params.get('value'));
  const relationship = params.get('relationship');
  return {
    value: Number.isSafeInteger(value) && value > 0 ? value : undefined,
    relationship: RELATIONSHIPS.find((known) => known === relationship),
  };
}

function paramsOf({ value, relationship }: FeeAnswers): Record<string, string> {
  return {
    ...(value === undefined ? {} : { value: String(value) }),
    ...(relationship === undefined ? {} : { relationship }),
  };
}

function Calculator({ item }: { item: CatalogueDetail }) {
  const [params, setParams] = useSearchParams();
  const [asked, setAsked] = useState(false);
  const answers = answersOf(params);
  const { price } = item;
  const question = {
    actTypeId: item.id,
    value: price.needsValue ? answers.value : undefined,
    relationship: price.closeRelativesPercent === null ? undefined : answers.relationship,
  };
  // An act with a fixed price is calculated at once; a vehicle transfer waits for its value.
  const fee = useFee(!price.needsValue || question.value !== undefined ? question : null);
  const hasInputs = price.needsValue || price.closeRelativesPercent !== null;
  const calculate = (next: FeeAnswers) => {
    setAsked(true);
    setParams(paramsOf(next), { replace: true });
  };
  return (
    <Stack gap="lg">
      {hasInputs && <FeeForm price={price} initial={answers} onCalculate={calculate} />}
      {fee.data && <CalculationSummary result={fee.data} focus={asked} />}
    </Stack>
  );
}

/**
 * The fee calculator of one act type (`na_details/calc/{nadid}`, docs/contracts/portal.md#routes): sums from the
 * server's tariffs.
 */
export function FeeCalculator({ actTypeId }: { actTypeId: number }) {
  const { t } = useTranslation();
  const query = useCatalogueItem(actTypeId);
  const item = query.data;
  return (
    <Stack gap="lg">
      {item && (
        <Anchor component={Link} to={href('serviceDetails', { id: actTypeId })} size="sm">
          ← {item.name}
        </Anchor>
      )}
      <Stack gap="xs">
        <PageTitle>{t('pages.serviceCalculator.title')}</PageTitle>
        {item && (
          <Text size="lg" fw={500}>
            {item.name}
          </Text>
        )}
        <Text maw={760}>{t('pages.serviceCalculator.intro')}</Text>
      </Stack>
      {item ? <Calculator item={item} /> : <QueryState query={query} />}
    </Stack>
  );
}
