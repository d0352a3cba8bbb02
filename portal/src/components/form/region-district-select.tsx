import { Anchor, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-errors';
import { useDictionaries, useLocalName } from '@/lib/dictionaries';

export interface RegionDistrict {
  region: number | null;
  district: number | null;
}

interface RegionDistrictSelectProps {
  value: RegionDistrict;
  /** A new region forgets the district chosen in the old one. */
  onChange: (value: RegionDistrict) => void;
  /** What an empty select says: "choose" where a form needs the place, "all regions" in a filter. */
  placeholders: { region: string; district: string };
  /** A filter can be emptied again; a place a form needs is only changed. */
  clearable?: boolean;
}

const selectValue = (id: number | null) => (id === null ? null : String(id));
const idOf = (value: string | null) => (value ? Number(value) : null);

/** Why the regions' list is empty, and a retry, under the region's field (the selects sit in their form's grid). */
function FailedList({ query }: { query: ReturnType<typeof useDictionaries>['query'] }) {
  const { t } = useTranslation();
  return (
    <>
      {errorText(query.error)}{' '}
      <Anchor component="button" type="button" size="sm" onClick={() => void query.refetch()}>
        {t('errors.try_again')}
      </Anchor>
    </>
  );
}

/**
 * A region, then one of its districts, from the dictionaries in the interface language. Two selects without a
 * frame of their own, so each form lays them out in its grid with its other fields.
 */
export function RegionDistrictSelect({ value, onChange, placeholders, clearable = false }: RegionDistrictSelectProps) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const dictionaries = useDictionaries();
  const regions = dictionaries.dictionaries?.regions ?? [];
  const districts = regions.find((region) => region.id === value.region)?.districts ?? [];
  return (
    <>
      <Select
        label={t('form.region')}
        placeholder={placeholders.region}
        data={regions.map((region) => ({ value: String(region.id), label: localName(region.name) }))}
        value={selectValue(value.region)}
        onChange={(region) => onChange({ region: idOf(region), district: null })}
        searchable
        clearable={clearable}
        nothingFoundMessage={t('form.nothing_found')}
        error={dictionaries.isError ? <FailedList query={dictionaries.query} /> : undefined}
      />
      <Select
        label={t('form.district')}
        placeholder={value.region === null ? t('form.region_first') : placeholders.district}
        data={districts.map((district) => ({ value: String(district.id), label: localName(district.name) }))}
        value={selectValue(value.district)}
        onChange={(district) => onChange({ ...value, district: idOf(district) })}
        disabled={value.region === null}
        searchable
        clearable={clearable}
        nothingFoundMessage={t('form.nothing_found')}
      />
    </>
  );
}
