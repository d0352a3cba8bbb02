import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import { SubmitError } from '@/components/form/submit-error';
import { LocationPicker } from '@/components/map/location-picker';
import type { OfficeAdmin } from '@/lib/api';
import { useDictionaries, useLocalName } from '@/lib/dictionaries';
import { useSaveOffice } from '../api/offices';
import { ADDRESS_MAX, NAME_MAX, officeBody, officeSchema, type OfficeValues, officeValues } from '../utils/office-schema';
import { TimetableEditor } from './timetable-editor';

const F = 'admin-notaries.office.fields';

/** Creates an office (`office` null) or edits one: names, region and district, address, the door on the map, phone,
 * the weekly timetable. */
export function OfficeDialog({ office, onClose }: { office: OfficeAdmin | null; onClose: () => void }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const regions = useDictionaries().dictionaries?.regions ?? [];
  const save = useSaveOffice(office?.id ?? null);
  const form = useForm<OfficeValues>({ resolver: zodResolver(officeSchema), defaultValues: officeValues(office) });
  const { errors } = form.formState;
  const message = (key?: string) => (key ? t(key) : undefined);
  const [regionId, latitude, longitude] = useWatch({ control: form.control, name: ['regionId', 'latitude', 'longitude'] });
  const districts = regions.find((region) => region.id === regionId)?.districts ?? [];
  const submit = form.handleSubmit((values) => {
    const body = officeBody(values);
    save.mutate(office ? { ...body, version: office.version } : body, { onSuccess: onClose });
  });
  const text = (name: 'nameOz' | 'nameUz' | 'nameRu' | 'address', max: number) => (
    <TextInput label={t(`${F}.${name}`)} maxLength={max} error={message(errors[name]?.message)} {...form.register(name)} />
  );
  return (
    <Modal opened onClose={onClose} title={t(office ? 'admin-notaries.office.edit' : 'admin-notaries.office.create')} size={useDialogWidth('60rem')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('nameOz', NAME_MAX)}
            {text('nameUz', NAME_MAX)}
            {text('nameRu', NAME_MAX)}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="regionId"
              render={({ field }) => (
                <Select
                  label={t(`${F}.region`)}
                  data={regions.map((region) => ({ value: String(region.id), label: localName(region.name) }))}
                  value={field.value ? String(field.value) : null}
                  onChange={(value) => {
                    field.onChange(Number(value ?? 0));
                    form.setValue('districtId', 0);
                  }}
                  searchable
                  error={message(errors.regionId?.message)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="districtId"
              render={({ field }) => (
                <Select
                  label={t(`${F}.district`)}
                  data={districts.map((district) => ({ value: String(district.id), label: localName(district.name) }))}
                  value={field.value ? String(field.value) : null}
                  onChange={(value) => field.onChange(Number(value ?? 0))}
                  searchable
                  error={message(errors.districtId?.message)}
                />
              )}
            />
          </SimpleGrid>
          {text('address', ADDRESS_MAX)}
          <TextInput label={t(`${F}.phone`)} description={t(`${F}.phone_hint`)} maxLength={9} inputMode="numeric" error={message(errors.phone?.message)} {...form.register('phone')} />
          <LocationPicker
            label={t(`${F}.map`)}
            caption={t(`${F}.map_hint`)}
            value={{ latitude, longitude }}
            onChange={(place) => {
              const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
              form.setValue('latitude', place.latitude, options);
              form.setValue('longitude', place.longitude, options);
            }}
          />
          <SimpleGrid cols={2}>
            <Controller
              control={form.control}
              name="latitude"
              render={({ field }) => (
                <NumberInput label={t(`${F}.latitude`)} decimalScale={6} value={field.value} onChange={(value) => field.onChange(Number(value))} error={message(errors.latitude?.message)} />
              )}
            />
            <Controller
              control={form.control}
              name="longitude"
              render={({ field }) => (
                <NumberInput label={t(`${F}.longitude`)} decimalScale={6} value={field.value} onChange={(value) => field.onChange(Number(value))} error={message(errors.longitude?.message)} />
              )}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="week"
            render={({ field }) => <TimetableEditor legend={t(`${F}.timetable`)} value={field.value} onChange={field.onChange} errors={errors.week as never} />}
          />
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
