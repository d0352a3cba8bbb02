import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RegionDistrict, RegionDistrictSelect } from '@/components/form/region-district-select';
import { OfficeMap } from '@/components/map/office-map';
import type { NotaryListItem, OfficePlace } from '@/lib/api';
import { QueryState } from '@/components/ui/query-state';
import { useDistrictNotaries } from '../api/get-notaries';

interface NotaryChoiceProps {
  place: RegionDistrict;
  onPlaceChange: (place: RegionDistrict) => void;
  notaryId: string;
  onNotaryChange: (id: string) => void;
  error?: string;
}

/** The district's offices that have a receiving notary, by name. */
function officesOf(notaries: NotaryListItem[]): OfficePlace[] {
  const offices = new Map(notaries.map((notary) => [notary.office.id, notary.office]));
  return [...offices.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The region, its district, then one of the district's receiving notaries, or first their office, from a list or on
 * the map. An office narrows the notaries to its own (and picks the only one); a new place forgets both.
 */
export function NotaryChoice({ place, onPlaceChange, notaryId, onNotaryChange, error }: NotaryChoiceProps) {
  const { t } = useTranslation();
  const notaries = useDistrictNotaries(place.district);
  const [officeId, setOfficeId] = useState<number | null>(null);
  const all = notaries.data ?? [];
  const chosen = all.find((notary) => String(notary.id) === notaryId);
  const office = officeId ?? chosen?.office.id ?? null;
  const shown = office === null ? all : all.filter((notary) => notary.office.id === office);
  const changePlace = (next: RegionDistrict) => {
    onPlaceChange(next);
    if (next.district === place.district) return;
    setOfficeId(null);
    onNotaryChange('');
  };
  const pick = (id: string) => {
    if (id !== notaryId) onNotaryChange(id);
  };
  const chooseOffice = (id: number | null) => {
    setOfficeId(id);
    const own = all.filter((notary) => notary.office.id === id);
    if (own.length === 1 && own[0]) pick(String(own[0].id));
    else if (id === null || chosen?.office.id !== id) pick('');
  };
  const waiting = place.district !== null && notaries.isPending;
  const offices = officesOf(all);
  return (
    <Stack gap="sm" role="group" aria-label={t('equeue.book.place_label')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <RegionDistrictSelect
          value={place}
          onChange={changePlace}
          placeholders={{ region: t('equeue.book.fields.region_placeholder'), district: t('equeue.book.fields.district_placeholder') }}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: offices.length > 0 ? 2 : 1 }} spacing="md">
        <Stack gap="sm">
          <Select
            label={t('equeue.book.fields.office')}
            placeholder={place.district === null ? t('equeue.book.fields.district_first') : t('equeue.book.fields.office_all')}
            data={offices.map((item) => ({ value: String(item.id), label: item.name }))}
            value={office === null ? null : String(office)}
            onChange={(id) => chooseOffice(id ? Number(id) : null)}
            nothingFoundMessage={waiting ? t('common.loading') : t('equeue.book.fields.notary_none')}
            disabled={place.district === null}
            clearable
          />
          <Select
            label={t('equeue.book.fields.notary')}
            placeholder={place.district === null ? t('equeue.book.fields.district_first') : t('equeue.book.fields.notary_placeholder')}
            data={shown.map((notary) => ({ value: String(notary.id), label: `${notary.fullname} — ${notary.office.name}` }))}
            value={notaryId || null}
            onChange={(id) => pick(id ?? '')}
            nothingFoundMessage={waiting ? t('common.loading') : t('equeue.book.fields.notary_none')}
            disabled={place.district === null}
            error={error}
            searchable
            required
          />
          {notaries.isError && <QueryState query={notaries} />}
        </Stack>
        {offices.length > 0 && (
          <OfficeMap
            offices={offices}
            markerLabel={(item) => t('equeue.book.map.marker', { office: item.name })}
            caption={t('equeue.book.map.caption')}
            selected={office}
            onSelect={(item) => chooseOffice(item.id)}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
