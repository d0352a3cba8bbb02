import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RegionDistrictSelect } from '@/components/form/region-district-select';
import { NOTARY_SORTS, type NotaryFilters } from '../utils/filters';

interface NotaryFilterBarProps {
  filters: NotaryFilters;
  onChange: (change: Partial<NotaryFilters>) => void;
}

/** The name is searched on submit (Enter or the button), not on every key: each search is one history entry. */
function NameSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  // Going back in history brings another query: the box shows it (adjusted while rendering, as React advises).
  const [shownQuery, setShownQuery] = useState(q);
  if (q !== shownQuery) {
    setShownQuery(q);
    setText(q);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} aria-label={t('notaries.filters.search_label')}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          label={t('notaries.filters.name')}
          placeholder={t('notaries.filters.name_placeholder')}
          maxLength={100}
          style={{ flex: 1 }}
        />
        <Button type="submit">{t('notaries.filters.search')}</Button>
      </Group>
    </form>
  );
}

export function NotaryFilterBar({ filters, onChange }: NotaryFilterBarProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <NameSearch q={filters.q} onSearch={(q) => onChange({ q })} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <RegionDistrictSelect
          value={{ region: filters.region ?? null, district: filters.district ?? null }}
          onChange={({ region, district }) => onChange({ region: region ?? undefined, district: district ?? undefined })}
          placeholders={{ region: t('notaries.filters.all_regions'), district: t('notaries.filters.all_districts') }}
          clearable
        />
        <Select
          label={t('notaries.filters.sort')}
          data={NOTARY_SORTS.map((sort) => ({ value: sort, label: t(`notaries.sort.${sort}`) }))}
          value={filters.sort}
          onChange={(value) => onChange({ sort: NOTARY_SORTS.find((sort) => sort === value) ?? 'alphabet' })}
          allowDeselect={false}
        />
      </SimpleGrid>
    </Stack>
  );
}
