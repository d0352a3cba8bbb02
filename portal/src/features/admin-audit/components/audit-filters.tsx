import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuditFilters, NO_FILTERS, useEventTypes } from '../api/audit';

/** The server's rules for each filter (server/notary/auditlog/schemas.py): exact identifiers, never free text. */
const RULES: Record<'pin' | 'act' | 'kiosk', RegExp> = {
  pin: /^\d{14}$/,
  act: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  kiosk: /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/,
};
const MAX_LENGTH = { pin: 14, act: 36, kiosk: 32 };

type Field = keyof typeof RULES;

function invalidFields(filters: AuditFilters): Field[] {
  return (Object.keys(RULES) as Field[]).filter((field) => filters[field] !== '' && !RULES[field].test(filters[field]));
}

/** The filters, applied together on "search"; a value that could never match is pointed out before asking. */
export function AuditFiltersForm({ onSearch }: { onSearch: (filters: AuditFilters) => void }) {
  const { t } = useTranslation();
  const eventTypes = useEventTypes();
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [invalid, setInvalid] = useState<Field[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = invalidFields(draft);
    setInvalid(found);
    if (found.length === 0) onSearch(draft);
  };
  const text = (field: Field) => (
    <TextInput
      label={t(`admin-audit.filters.${field}`)}
      maxLength={MAX_LENGTH[field]}
      value={draft[field]}
      onChange={(event) => setDraft({ ...draft, [field]: event.currentTarget.value.trim() })}
      error={invalid.includes(field) ? t(`admin-audit.filters.${field}_invalid`) : undefined}
    />
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('admin-audit.filters.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {text('pin')}
        {text('act')}
        {text('kiosk')}
        <Select
          label={t('admin-audit.filters.action')}
          data={eventTypes.data ?? []}
          value={draft.action}
          onChange={(action) => setDraft({ ...draft, action })}
          clearable
          searchable
          placeholder={t('admin-audit.filters.any_action')}
        />
        <TextInput
          type="date"
          label={t('admin-audit.filters.from')}
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('admin-audit.filters.to')}
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Group mt="md" gap="sm">
        <Button type="submit">{t('admin-audit.filters.search')}</Button>
        <Button
          variant="subtle"
          onClick={() => {
            setDraft(NO_FILTERS);
            setInvalid([]);
            onSearch(NO_FILTERS);
          }}
        >
          {t('admin-audit.filters.clear')}
        </Button>
      </Group>
    </form>
  );
}
