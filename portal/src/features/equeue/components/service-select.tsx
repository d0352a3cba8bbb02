import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CatalogueList } from '@/lib/api';
import { QueryState } from '@/components/ui/query-state';
import { useServices } from '../api/get-services';

/** The catalogue's services under their sections, as the catalogue page lists them. */
function grouped(list: CatalogueList) {
  return list.sections
    .map((section) => ({
      group: section.name,
      items: list.items.filter((item) => item.section === section.name).map((item) => ({ value: String(item.id), label: item.name })),
    }))
    .filter((section) => section.items.length > 0);
}

interface ServiceSelectProps {
  value: string;
  onChange: (id: string) => void;
  error?: string;
}

export function ServiceSelect({ value, onChange, error }: ServiceSelectProps) {
  const { t } = useTranslation();
  const services = useServices();
  const { data, isPending } = services;
  return (
    <>
      <Select
        label={t('equeue.book.fields.service')}
        placeholder={t('equeue.book.fields.service_placeholder')}
        data={data ? grouped(data) : []}
        value={value || null}
        onChange={(id) => onChange(id ?? '')}
        nothingFoundMessage={isPending ? t('common.loading') : t('form.nothing_found')}
        error={error}
        searchable
        required
      />
      {services.isError && <QueryState query={services} />}
    </>
  );
}
