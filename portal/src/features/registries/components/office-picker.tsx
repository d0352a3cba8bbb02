import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type RegionDistrict, RegionDistrictSelect } from '@/components/form/region-district-select';
import { useOffices } from '../api/get-offices';

export interface OfficeChoice extends RegionDistrict {
  officeId: number | null;
}

interface OfficePickerProps {
  value: OfficeChoice;
  onChange: (choice: OfficeChoice) => void;
  error?: string;
}

/** The office that registered an act, chosen by region, then district, then the district's offices. */
export function OfficePicker({ value, onChange, error }: OfficePickerProps) {
  const { t } = useTranslation();
  const offices = useOffices(value.district).data ?? [];
  const choose = t('registries.act.choose');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RegionDistrictSelect
          value={value}
          onChange={(place) => onChange({ ...place, officeId: null })}
          placeholders={{ region: choose, district: choose }}
        />
      </SimpleGrid>
      <Select
        label={t('registries.act.office')}
        placeholder={value.district === null ? t('registries.act.district_first') : choose}
        data={offices.map((office) => ({ value: String(office.id), label: office.name }))}
        value={value.officeId === null ? null : String(value.officeId)}
        onChange={(officeId) => onChange({ ...value, officeId: officeId ? Number(officeId) : null })}
        disabled={value.district === null}
        error={error}
        required
      />
    </Stack>
  );
}
