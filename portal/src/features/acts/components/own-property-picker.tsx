import { Alert, Loader, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OwnedRealty, OwnedVehicle } from '@/lib/api';
import { QueryState } from '@/components/ui/query-state';
import { useOwnProperty } from '../api/get-own-property';

type Kind = 'vehicle' | 'realty';

interface Choice {
  value: string;
  label: string;
  detail: string;
}

function shareOf(numerator: number | null, denominator: number | null): string {
  return numerator && denominator && numerator !== denominator ? ` · ${numerator}/${denominator}` : '';
}

const vehicleChoice = (vehicle: OwnedVehicle): Choice => ({
  value: vehicle.state_number,
  label: `${vehicle.state_number} — ${vehicle.make} ${vehicle.model}`,
  detail: `${vehicle.year}, ${vehicle.colour}${shareOf(vehicle.share_numerator, vehicle.share_denominator)}`,
});

const realtyChoice = (realty: OwnedRealty): Choice => ({
  value: realty.cadastre_number,
  label: `${realty.cadastre_number} — ${realty.kind}`,
  detail: `${realty.address}, ${realty.area} m²${shareOf(realty.share_numerator, realty.share_denominator)}`,
});

interface OwnPropertyPickerProps {
  kind: Kind;
  value: string;
  onPick: (number: string) => void;
  error?: string;
}

/** The caller's own vehicles or real estate by the registries, to pick the act's subject from with one touch. */
export function OwnPropertyPicker({ kind, value, onPick, error }: OwnPropertyPickerProps) {
  const { t } = useTranslation();
  const own = useOwnProperty(true);
  const { data, isPending } = own;
  if (isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  // Not "you own none": the registries could not be asked.
  if (own.isError) return <QueryState query={own} />;
  const choices = kind === 'vehicle' ? (data?.vehicles ?? []).map(vehicleChoice) : (data?.realty ?? []).map(realtyChoice);
  if (choices.length === 0) {
    return (
      <Alert variant="light" color="gray">
        {t(`acts.subjects_tab.own.none_${kind}`)}
      </Alert>
    );
  }
  return (
    <Radio.Group label={t(`acts.subjects_tab.own.label_${kind}`)} value={value} onChange={onPick} error={error} withAsterisk>
      <Stack gap="xs" mt="xs">
        {choices.map((choice) => (
          <Radio.Card key={choice.value} value={choice.value} p="md" radius="md" aria-label={choice.label}>
            <Text fw={600}>{choice.label}</Text>
            <Text size="sm" c="dimmed">
              {choice.detail}
            </Text>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
