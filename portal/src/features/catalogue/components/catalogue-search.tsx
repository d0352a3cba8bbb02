import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_LENGTH } from '../api/get-catalogue';

interface CatalogueSearchProps {
  initial: string;
  onSearch: (q: string) => void;
}

/** Searches as the visitor types, once they pause, so the server is not asked on every key. */
export function CatalogueSearch({ initial, onSearch }: CatalogueSearchProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const search = useDebouncedCallback(onSearch, 300);
  const change = (next: string) => {
    setValue(next);
    search(next.trim());
  };
  return (
    <TextInput
      type="search"
      size="md"
      maw={560}
      label={t('catalogue.search.label')}
      placeholder={t('catalogue.search.placeholder')}
      value={value}
      maxLength={SEARCH_MAX_LENGTH}
      onChange={(event) => change(event.currentTarget.value)}
      rightSection={
        value && <CloseButton aria-label={t('catalogue.search.clear')} onClick={() => change('')} />
      }
    />
  );
}
