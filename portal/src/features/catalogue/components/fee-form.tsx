import { zodResolver } from '@hookform/resolvers/zod';
import { Button, NumberInput, Paper, Select, Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Price, Relationship } from '@/lib/api';
import { TIYIN_PER_SOM, useMoneyFormat } from '@/lib/money';

export const RELATIONSHIPS = [
  'spouse',
  'parent',
  'child',
  'sibling',
  'grandparent',
  'grandchild',
  'other',
] as const satisfies readonly Relationship[];

/** Far above any vehicle, and small enough that the sum in tiyin stays an exact JavaScript number. */
const MAX_VALUE_SOM = 10_000_000_000_000;

/** Error messages are catalogue keys, translated where they are shown. */
const valueSchema = z.preprocess(
  (input) => (input === '' ? undefined : input),
  z
    .number({ error: 'catalogue.calc.value_required' })
    .positive({ error: 'catalogue.calc.value_positive' })
    .max(MAX_VALUE_SOM, { error: 'catalogue.calc.value_too_large' }),
);

const feeFormSchema = (needsValue: boolean) =>
  z.object({
    value: needsValue ? valueSchema : z.unknown(),
    relationship: z.enum(['none', ...RELATIONSHIPS]),
  });

type FeeFormInput = z.input<ReturnType<typeof feeFormSchema>>;

/** What the visitor asked, as the calculation wants it: the value in tiyin, no relationship when not related. */
export interface FeeAnswers {
  value?: number;
  relationship?: Relationship;
}

interface FeeFormProps {
  price: Price;
  initial: FeeAnswers;
  onCalculate: (answers: FeeAnswers) => void;
}

/** The inputs the calculation takes for this act: the vehicle's value and, where it lowers the duty, the kinship. */
export function FeeForm({ price, initial, onCalculate }: FeeFormProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { control, handleSubmit } = useForm<FeeFormInput>({
    resolver: zodResolver(feeFormSchema(price.needsValue)),
    defaultValues: {
      value: initial.value === undefined ? '' : initial.value / TIYIN_PER_SOM,
      relationship: initial.relationship ?? 'none',
    },
  });
  const submit = handleSubmit(({ value, relationship }) =>
    onCalculate({
      value: price.needsValue ? Math.round(Number(value) * TIYIN_PER_SOM) : undefined,
      relationship: relationship === 'none' ? undefined : relationship,
    }),
  );
  const reducedTo = money.percent(price.closeRelativesPercent ?? 0);
  const relationshipOptions = (['none', ...RELATIONSHIPS] as const).map((value) => ({
    value,
    label: t(`catalogue.calc.relationships.${value}`),
  }));
  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md" maw={520}>
        {price.needsValue && (
          <Controller
            control={control}
            name="value"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('catalogue.calc.value_label')}
                description={t('catalogue.calc.value_description')}
                required
                size="md"
                inputMode="decimal"
                thousandSeparator=" "
                decimalSeparator=","
                decimalScale={2}
                allowNegative={false}
                hideControls
                rightSection={t('money.currency')}
                rightSectionWidth={56}
                name={field.name}
                value={field.value as number | string}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message && t(fieldState.error.message)}
              />
            )}
          />
        )}
        {price.closeRelativesPercent !== null && (
          <Controller
            control={control}
            name="relationship"
            render={({ field }) => (
              <Select
                label={t('catalogue.calc.relationship_label')}
                description={t('catalogue.price.close_relatives', { percent: reducedTo })}
                size="md"
                data={relationshipOptions}
                allowDeselect={false}
                name={field.name}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'none')}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        )}
        <Button type="submit" size="md" style={{ alignSelf: 'flex-start' }}>
          {t('catalogue.calc.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
