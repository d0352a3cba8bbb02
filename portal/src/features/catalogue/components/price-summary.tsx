import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Price } from '@/lib/api';
import { useMoneyFormat } from '@/lib/money';

interface PriceSummaryProps {
  price: Price;
}

function PriceLine({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {value}
      </Text>
    </div>
  );
}

/** What an act costs: the state duty (a fixed sum, or a share of the value for vehicle transfers) and the fee. */
export function PriceSummary({ price }: PriceSummaryProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const stateDuty = price.stateDuty
    ? money.figures(price.stateDuty)
    : t('catalogue.price.state_duty_percent', { percent: money.percent(price.stateDutyPercent ?? 0) });
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" component="dl" m={0}>
        <PriceLine label={t('catalogue.price.state_duty')} value={stateDuty} />
        <PriceLine label={t('catalogue.price.notary_fee')} value={money.figures(price.notaryFee)} />
      </SimpleGrid>
      {price.closeRelativesPercent !== null && (
        <Text size="sm" c="dimmed">
          {t('catalogue.price.close_relatives', { percent: money.percent(price.closeRelativesPercent) })}
        </Text>
      )}
    </Stack>
  );
}
