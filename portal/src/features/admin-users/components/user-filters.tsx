import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserFilters as Filters } from '../api/keys';
import { ROLES, STATES } from './labels';

interface UserFiltersProps {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}

/** The search runs when submitted; the role and state filters at once. */
export function UserFilters({ filters, onChange }: UserFiltersProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState(filters.q);
  return (
    <Group
      component="form"
      align="flex-end"
      gap="sm"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q });
      }}
    >
      <TextInput
        label={t('admin-users.list.search')}
        placeholder={t('admin-users.list.search_hint')}
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
        maxLength={100}
        miw={280}
      />
      <Button type="submit">{t('admin-users.list.search_button')}</Button>
      <Select
        label={t('admin-users.list.role')}
        data={[{ value: '', label: t('admin-users.list.any') }, ...ROLES.map((role) => ({ value: role, label: t(`admin-users.roles.${role}`) }))]}
        value={filters.role ?? ''}
        onChange={(value) => onChange({ role: ROLES.find((role) => role === value) ?? null })}
        allowDeselect={false}
      />
      <Select
        label={t('admin-users.list.state')}
        data={[{ value: '', label: t('admin-users.list.any') }, ...STATES.map((state) => ({ value: state, label: t(`admin-users.states.${state}`) }))]}
        value={filters.state ?? ''}
        onChange={(value) => onChange({ state: STATES.find((state) => state === value) ?? null })}
        allowDeselect={false}
      />
    </Group>
  );
}
