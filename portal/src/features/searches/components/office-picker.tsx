import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDictionaries, useLocalName } from '@/lib/dictionaries';
import { useOffices } from '../api/get-offices';

export interface OfficeChoice {
  regionId: string | null;
  districtId: string | null;
  officeId: string | null;
}

interface OfficePickerProps {
  value: OfficeChoice;
  onChange: (choice: OfficeChoice) => void;
  error?: string;
}

/** The office that registered an act, chosen by region, then district, then the district's offices. */
export function OfficePicker({ value, onChange, error }: OfficePickerProps) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const regions = useDictionaries().dictionaries?.regions ?? [];
  const districts = regions.find((region) => String(region.id) === value.regionId)?.districts ?? [];
  const offices = useOffices(value.districtId ? Number(value.districtId) : null).data ?? [];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('searches.act.region')}
          placeholder={t('searches.act.choose')}
          data={regions.map((region) => ({ value: String(region.id), label: localName(region.name) }))}
          value={value.regionId}
          onChange={(regionId) => onChange({ regionId, districtId: null, officeId: null })}
          searchable
          nothingFoundMessage={t('searches.act.nothing_found')}
        />
        <Select
          label={t('searches.act.district')}
          placeholder={t(value.regionId ? 'searches.act.choose' : 'searches.act.region_first')}
          data={districts.map((district) => ({ value: String(district.id), label: localName(district.name) }))}
          value={value.districtId}
          onChange={(districtId) => onChange({ ...value, districtId, officeId: null })}
          disabled={!value.regionId}
          searchable
          nothingFoundMessage={t('searches.act.nothing_found')}
        />
      </SimpleGrid>
      <Select
        label={t('searches.act.office')}
        placeholder={t(value.districtId ? 'searches.act.choose' : 'searches.act.district_first')}
        data={offices.map((office) => ({ value: String(office.id), label: office.name }))}
        value={value.officeId}
        onChange={(officeId) => onChange({ ...value, officeId })}
        disabled={!value.districtId}
        error={error}
        required
      />
    </Stack>
  );
}
