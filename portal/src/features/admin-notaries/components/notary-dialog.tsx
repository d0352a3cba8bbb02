import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import { SubmitError } from '@/components/form/submit-error';
import type { NotaryAdmin } from '@/lib/api';
import { useSaveNotary } from '../api/notaries';
import { useAdminOffices } from '../api/offices';
import {
  FULLNAME_MAX,
  LICENCE_MAX,
  LICENCE_STATUSES,
  NOTARY_STATES,
  notaryBody,
  notarySchema,
  type NotaryValues,
  notaryValues,
  PART_MAX,
} from '../utils/notary-schema';
import { TimetableEditor } from './timetable-editor';

const F = 'admin-notaries.notary.fields';
const OFFICE_CHOICES = 50;

/** The office, found by words of its name or address (there are hundreds). */
function OfficeSelect({ value, onChange, current, error }: { value: number; onChange: (id: number) => void; current: { id: number; name: string } | null; error?: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const offices = useAdminOffices(q, 1, OFFICE_CHOICES);
  const options = new Map((offices.data?.items ?? []).map((office) => [String(office.id), `${office.nameOz} — ${office.address}`]));
  if (current && !options.has(String(current.id))) options.set(String(current.id), current.name);
  return (
    <Select
      label={t(`${F}.office`)}
      placeholder={t(`${F}.office_hint`)}
      data={[...options].map(([id, label]) => ({ value: id, label }))}
      value={value ? String(value) : null}
      onChange={(id) => onChange(Number(id ?? 0))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t(`${F}.office_none`)}
      error={error}
    />
  );
}

/** Creates a notary (`notary` null) or edits one; a new notary keeps the office's timetable unless given their own. */
export function NotaryDialog({ notary, onClose }: { notary: NotaryAdmin | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveNotary(notary?.id ?? null);
  const form = useForm<NotaryValues>({ resolver: zodResolver(notarySchema), defaultValues: notaryValues(notary) });
  const { errors } = form.formState;
  const ownTimetable = useWatch({ control: form.control, name: 'ownTimetable' });
  const message = (key?: string) => (key ? t(key) : undefined);
  const submit = form.handleSubmit((values) => {
    const body = notaryBody(values);
    save.mutate(notary ? { ...body, version: notary.version } : body, { onSuccess: onClose });
  });
  const text = (name: 'pin' | 'surname' | 'name' | 'patronymic' | 'fullnameUz' | 'licenceNumber' | 'phone', max: number) => (
    <TextInput label={t(`${F}.${name}`)} maxLength={max} error={message(errors[name]?.message)} {...form.register(name)} />
  );
  const choice = (name: 'licenceStatus' | 'state', values: string[], labels: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`${F}.${name}`)}
          data={values.map((value) => ({ value, label: t(`${labels}.${value}`) }))}
          value={field.value}
          onChange={(value) => value && field.onChange(value)}
          allowDeselect={false}
        />
      )}
    />
  );
  return (
    <Modal opened onClose={onClose} title={t(notary ? 'admin-notaries.notary.edit' : 'admin-notaries.notary.create')} size={useDialogWidth('60rem')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('surname', PART_MAX)}
            {text('name', PART_MAX)}
            {text('patronymic', PART_MAX)}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('fullnameUz', FULLNAME_MAX)}
            {text('pin', 14)}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('licenceNumber', LICENCE_MAX)}
            <TextInput type="date" label={t(`${F}.licenceDate`)} error={message(errors.licenceDate?.message)} {...form.register('licenceDate')} />
            {choice('licenceStatus', LICENCE_STATUSES, 'notaries.licence')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {choice('state', NOTARY_STATES, 'notaries.state')}
            {text('phone', 9)}
            <Switch mt="xl" label={t(`${F}.online`)} {...form.register('online')} />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="officeId"
            render={({ field }) => (
              <OfficeSelect
                value={field.value}
                onChange={field.onChange}
                current={notary ? { id: notary.officeId, name: notary.office } : null}
                error={message(errors.officeId?.message)}
              />
            )}
          />
          <Checkbox label={t(notary ? `${F}.edit_timetable` : `${F}.own_timetable`)} {...form.register('ownTimetable')} />
          {ownTimetable && (
            <Controller
              control={form.control}
              name="week"
              render={({ field }) => <TimetableEditor legend={t(`${F}.timetable`)} value={field.value} onChange={field.onChange} errors={errors.week as never} />}
            />
          )}
          <SubmitError error={save.error} onClose={save.reset} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin-notaries.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('admin-notaries.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
