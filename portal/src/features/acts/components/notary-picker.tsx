import { Loader, type OptionsFilter, Select, SimpleGrid, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RegionDistrict, RegionDistrictSelect } from '@/components/form/region-district-select';
import type { NotaryListItem } from '@/lib/api';
import { QueryState } from '@/components/ui/query-state';
import { useNotaryChoice, useNotaryChoices } from '../api/get-notary-choices';

/** How long typing pauses before the server is asked again. */
const SEARCH_DELAY_MS = 300;

const labelOf = (notary: NotaryListItem) => `${notary.fullname} — ${notary.office.name}`;

/** The server searches: every option it returns is shown as it is. */
const SERVER_FILTERED: OptionsFilter = ({ options }) => options;

interface NotarySelectProps {
  label: string;
  /** The chosen notary's id, as a select holds it. */
  value: string | null;
  onChange: (id: string | null) => void;
  region?: number | null;
  district?: number | null;
  placeholder?: string;
  error?: string;
  required?: boolean;
  clearable?: boolean;
}

/** A notary by words of the name, searched on the server inside a region and district, shown as "fullname — office". */
export function NotarySelect({
  label,
  value,
  onChange,
  region = null,
  district = null,
  placeholder,
  error,
  required = false,
  clearable = false,
}: NotarySelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // The notary picked here; a notary chosen elsewhere (a shared link, an earlier choice) is fetched by id.
  const [picked, setPicked] = useState<NotaryListItem | null>(null);
  const chosenId = value ? Number(value) : null;
  const pickedHere = picked !== null && picked.id === chosenId;
  const fetched = useNotaryChoice(chosenId, !pickedHere);
  const selected = pickedHere ? picked : fetched.data;
  // Once chosen, the box shows the choice's label: those are not words to search for.
  const typed = selected && search === labelOf(selected) ? '' : search;
  const [q] = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const found = useNotaryChoices({ region, district, q });
  const shown = found.data ?? [];
  const options = selected && !shown.some((notary) => notary.id === selected.id) ? [selected, ...shown] : shown;
  const choose = (id: string | null) => {
    setPicked(options.find((notary) => String(notary.id) === id) ?? null);
    onChange(id);
  };
  const waiting = found.isFetching || fetched.isFetching;
  return (
    <>
      <Select
        label={label}
        placeholder={placeholder ?? t('acts.create.notary_placeholder')}
        nothingFoundMessage={waiting ? t('common.loading') : t('acts.create.notary_none')}
        data={options.map((notary) => ({ value: String(notary.id), label: labelOf(notary) }))}
        value={value}
        onChange={choose}
        searchValue={search}
        onSearchChange={setSearch}
        filter={SERVER_FILTERED}
        error={error}
        searchable
        clearable={clearable}
        required={required}
        aria-busy={waiting}
        rightSection={waiting ? <Loader size="xs" aria-label={t('common.loading')} /> : undefined}
      />
      {/* Not "no such notary": the list could not be had. */}
      {found.isError && <QueryState query={found} />}
    </>
  );
}

interface NotaryPickerProps {
  /** The chosen notary's id, or null. */
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
}

/**
 * The manual choice of a notary (by region, district and name): the region narrows the districts, both narrow the
 * notaries. Changing the place forgets the notary chosen before, who may not work there. Controlled, so the new-act
 * form and a later "change notary" dialog share it.
 */
export function NotaryPicker({ value, onChange, error }: NotaryPickerProps) {
  const { t } = useTranslation();
  const [place, setPlace] = useState<RegionDistrict>({ region: null, district: null });
  const changePlace = (next: RegionDistrict) => {
    setPlace(next);
    if (next.region !== place.region || next.district !== place.district) onChange(null);
  };
  return (
    <Stack gap="sm" role="group" aria-label={t('acts.picker.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <RegionDistrictSelect
          value={place}
          onChange={changePlace}
          placeholders={{ region: t('acts.picker.all_regions'), district: t('acts.picker.all_districts') }}
          clearable
        />
      </SimpleGrid>
      <NotarySelect
        label={t('acts.create.notary')}
        value={value}
        onChange={onChange}
        region={place.region}
        district={place.district}
        error={error}
        required
      />
    </Stack>
  );
}
