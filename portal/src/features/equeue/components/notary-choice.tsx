import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type RegionDistrict, RegionDistrictSelect } from '@/components/form/region-district-select';
import { useDistrictNotaries } from '../api/get-notaries';

interface NotaryChoiceProps {
  place: RegionDistrict;
  onPlaceChange: (place: RegionDistrict) => void;
  notaryId: string;
  onNotaryChange: (id: string) => void;
  error?: string;
}

/**
 * The region, its district, then one of the district's receiving notaries, shown as "fullname — office". A new place
 * forgets the notary chosen before, who does not work there.
 */
export function NotaryChoice({ place, onPlaceChange, notaryId, onNotaryChange, error }: NotaryChoiceProps) {
  const { t } = useTranslation();
  const notaries = useDistrictNotaries(place.district);
  const changePlace = (next: RegionDistrict) => {
    onPlaceChange(next);
    if (next.district !== place.district) onNotaryChange('');
  };
  const waiting = place.district !== null && notaries.isPending;
  return (
    <Stack gap="sm" role="group" aria-label={t('equeue.book.place_label')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <RegionDistrictSelect
          value={place}
          onChange={changePlace}
          placeholders={{ region: t('equeue.book.fields.region_placeholder'), district: t('equeue.book.fields.district_placeholder') }}
        />
      </SimpleGrid>
      <Select
        label={t('equeue.book.fields.notary')}
        placeholder={place.district === null ? t('equeue.book.fields.district_first') : t('equeue.book.fields.notary_placeholder')}
        data={(notaries.data ?? []).map((notary) => ({ value: String(notary.id), label: `${notary.fullname} — ${notary.office.name}` }))}
        value={notaryId || null}
        onChange={(id) => onNotaryChange(id ?? '')}
        nothingFoundMessage={waiting ? t('common.loading') : t('equeue.book.fields.notary_none')}
        disabled={place.district === null}
        error={error}
        searchable
        required
      />
    </Stack>
  );
}
