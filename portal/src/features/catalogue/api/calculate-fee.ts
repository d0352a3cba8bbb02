import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { type CalculationResult, catalogueCalculate, type Relationship } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { catalogueKeys } from './get-catalogue';

export interface FeeQuestion {
  actTypeId: number;
  /** The vehicle's value in tiyin (vehicle sale and gift only). */
  value?: number;
  relationship?: Relationship;
}

/**
 * State duty and notary fee from the server's tariff table, with the close-relative reductions
 * (docs/contracts/errors-and-limits.md#acts-and-fees).
 */
export async function calculateFee({ actTypeId, value, relationship }: FeeQuestion): Promise<CalculationResult> {
  const { data } = await catalogueCalculate({
    path: { act_type_id: actTypeId },
    query: { value, relationship },
    throwOnError: true,
  });
  return data;
}

export const feeQueryOptions = (locale: Locale, question: FeeQuestion) =>
  queryOptions({
    queryKey: [
      ...catalogueKeys.item(locale, question.actTypeId),
      'fee',
      question.value ?? null,
      question.relationship ?? null,
    ],
    queryFn: () => calculateFee(question),
  });

/** The calculation of `question`; none while the question is incomplete (null). */
export function useFee(question: FeeQuestion | null) {
  const locale = usePersistedState((state) => state.locale);
  return useQuery({
    ...feeQueryOptions(locale, question ?? { actTypeId: 0 }),
    enabled: question !== null,
  });
}
