import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionaries, useLocalName } from '@/lib/dictionaries';
import { NOTARY_SORTS, type NotaryFilters } from '../utils/filters';

interface NotaryFilterBarProps {
  filters: NotaryFilters;
  onChange: (change: Partial<NotaryFilters>) => void;
}

const idOf = (value: string | null) => (value ? Number(value) : undefined);
const valueOf = (id: number | undefined) => (id === undefined ? null : String(id));

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
  const { dictionaries } = useDictionaries();
  const localName = useLocalName();
  const regions = dictionaries?.regions ?? [];
  const districts = regions.find((region) => region.id === filters.region)?.districts ?? [];
  return (
    <Stack gap="sm">
      <NameSearch q={filters.q} onSearch={(q) => onChange({ q })} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={t('notaries.filters.region')}
          placeholder={t('notaries.filters.all_regions')}
          data={regions.map((region) => ({ value: String(region.id), label: localName(region.name) }))}
          value={valueOf(filters.region)}
          onChange={(value) => onChange({ region: idOf(value) })}
          searchable
          clearable
          nothingFoundMessage={t('notaries.filters.nothing_found')}
        />
        <Select
          label={t('notaries.filters.district')}
          placeholder={t(filters.region ? 'notaries.filters.all_districts' : 'notaries.filters.choose_region_first')}
          data={districts.map((district) => ({ value: String(district.id), label: localName(district.name) }))}
          value={valueOf(filters.district)}
          onChange={(value) => onChange({ district: idOf(value) })}
          disabled={!filters.region}
          searchable
          clearable
          nothingFoundMessage={t('notaries.filters.nothing_found')}
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
