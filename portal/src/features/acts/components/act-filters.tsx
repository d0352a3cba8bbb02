import { Button, Group, Loader, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/form/date-field';
import { displayDate, parseDisplayDate } from '@/lib/dates';
import { useDictionaries } from '@/lib/dictionaries';
import { useOffices } from '../api/get-offices';
import { ACT_STATES, type ActFilters, DEFAULT_FILTERS, STEPS } from '../utils/filters';
import { useActTypes } from './act-labels';
import { NotarySelect } from './notary-picker';

interface ActFilterFormProps {
  filters: ActFilters;
  onApply: (change: Partial<ActFilters>) => void;
  onReset: () => void;
}

interface Draft {
  dateFrom: string;
  dateTo: string;
  state: string | null;
  regnum: string;
  type: string | null;
  office: string | null;
  notary: string | null;
  step: string | null;
}

const selectValue = (id: number | undefined) => (id === undefined ? null : String(id));
const idOf = (value: string | null) => (value ? Number(value) : undefined);

function draftOf(filters: ActFilters): Draft {
  return {
    dateFrom: displayDate(filters.dateFrom),
    dateTo: displayDate(filters.dateTo),
    state: filters.state ?? null,
    regnum: filters.regnum,
    type: selectValue(filters.type),
    office: selectValue(filters.office),
    notary: selectValue(filters.notary),
    step: selectValue(filters.step),
  };
}

/** The list filters (docs/contracts/portal.md#my-notarial-acts), applied together on "Apply". */
export function ActFilterForm({ filters, onApply, onReset }: ActFilterFormProps) {
  const { t } = useTranslation();
  const types = useActTypes();
  const dictionaries = useDictionaries();
  const offices = useOffices();
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [dateError, setDateError] = useState<{ from?: string; to?: string }>({});
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dateFrom = draft.dateFrom ? parseDisplayDate(draft.dateFrom) : null;
    const dateTo = draft.dateTo ? parseDisplayDate(draft.dateTo) : null;
    const errors = {
      from: draft.dateFrom && !dateFrom ? t('form.date.format') : undefined,
      to: draft.dateTo && !dateTo ? t('form.date.format') : dateFrom && dateTo && dateTo < dateFrom ? t('acts.filters.date_order') : undefined,
    };
    setDateError(errors);
    if (errors.from || errors.to) return;
    onApply({
      dateFrom: dateFrom ?? undefined,
      dateTo: dateTo ?? undefined,
      state: ACT_STATES.find((state) => state === draft.state),
      regnum: draft.regnum.trim(),
      type: idOf(draft.type),
      office: idOf(draft.office),
      notary: idOf(draft.notary),
      step: idOf(draft.step),
    });
  };

  const reset = () => {
    setDraft(draftOf({ ...DEFAULT_FILTERS, tab: filters.tab }));
    setDateError({});
    onReset();
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate aria-label={t('acts.filters.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <DateField label={t('acts.filters.date_from')} value={draft.dateFrom} onChange={(dateFrom) => set({ dateFrom })} error={dateError.from} />
        <DateField label={t('acts.filters.date_to')} value={draft.dateTo} onChange={(dateTo) => set({ dateTo })} error={dateError.to} />
        <Select
          label={t('acts.filters.state')}
          placeholder={t('acts.filters.any')}
          data={ACT_STATES.map((state) => ({ value: state, label: t(`acts.state.${state}`) }))}
          value={draft.state}
          onChange={(state) => set({ state })}
          clearable
        />
        <TextInput
          label={t('acts.filters.regnum')}
          value={draft.regnum}
          onChange={(event) => set({ regnum: event.currentTarget.value })}
          maxLength={32}
        />
        <Select
          label={t('acts.filters.type')}
          placeholder={t('acts.filters.any')}
          data={types}
          value={draft.type}
          onChange={(type) => set({ type })}
          searchable
          clearable
          nothingFoundMessage={t('form.nothing_found')}
          rightSection={dictionaries.isLoading ? <Loader size="xs" aria-label={t('common.loading')} /> : undefined}
        />
        <Select
          label={t('acts.filters.office')}
          placeholder={t('acts.filters.any')}
          data={(offices.data ?? []).map((office) => ({ value: String(office.id), label: office.name }))}
          value={draft.office}
          onChange={(office) => set({ office })}
          searchable
          clearable
          nothingFoundMessage={offices.isError ? t('acts.filters.offices_failed') : t('form.nothing_found')}
          aria-busy={offices.isFetching}
          rightSection={offices.isFetching ? <Loader size="xs" aria-label={t('common.loading')} /> : undefined}
        />
        <NotarySelect
          label={t('acts.filters.notary')}
          placeholder={t('acts.filters.any')}
          value={draft.notary}
          onChange={(notary) => set({ notary })}
          clearable
        />
        <Select
          label={t('acts.filters.step')}
          placeholder={t('acts.filters.any')}
          data={STEPS.map((step) => ({ value: String(step), label: `${step}. ${t(`acts.steps.${step}`)}` }))}
          value={draft.step}
          onChange={(step) => set({ step })}
          clearable
        />
      </SimpleGrid>
      <Group mt="md">
        <Button type="submit">{t('acts.filters.apply')}</Button>
        <Button variant="default" onClick={reset}>
          {t('acts.filters.reset')}
        </Button>
      </Group>
    </Paper>
  );
}
