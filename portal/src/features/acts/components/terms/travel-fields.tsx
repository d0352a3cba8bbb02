import { Checkbox, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/form/date-field';
import { useFieldError } from '@/components/form/use-field-error';
import { useCountries } from '../../utils/countries';
import { PURPOSES } from '../../utils/terms-schema';
import { useTermsForm } from './use-terms-form';

const T = 'acts.terms.travel';

/** A minor's departure: from where, to which countries or all, why, when, and whether alone. */
export function TravelFields() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const countries = useCountries();
  const { control, register, formState } = useTermsForm();
  const errors = formState.errors.travel;
  const allCountries = useWatch({ control, name: 'travel.all_countries' });
  const purpose = useWatch({ control, name: 'travel.purpose' });
  // A list of values, not of fields: its error is the list's own.
  const destinationsError = errors?.destinations?.message;
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="travel.departure_country"
        render={({ field }) => (
          <Select
            label={t(`${T}.departure_country`)}
            data={countries.options}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            error={fieldError(errors?.departure_country)}
            searchable
            required
          />
        )}
      />
      <Controller
        control={control}
        name="travel.destinations"
        render={({ field }) => (
          <MultiSelect
            label={t(`${T}.destinations`)}
            data={countries.options}
            value={field.value}
            onChange={field.onChange}
            error={destinationsError && t(destinationsError)}
            disabled={allCountries}
            searchable
          />
        )}
      />
      <Controller
        control={control}
        name="travel.all_countries"
        render={({ field }) => (
          <Checkbox label={t(`${T}.all_countries`)} checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />
        )}
      />
      <Controller
        control={control}
        name="travel.purpose"
        render={({ field }) => (
          <Select
            label={t(`${T}.purpose`)}
            data={PURPOSES.map((value) => ({ value, label: t(`acts.terms.purpose.${value}`) }))}
            value={field.value ?? null}
            onChange={field.onChange}
            error={fieldError(errors?.purpose)}
            required
          />
        )}
      />
      {purpose === 'other' && (
        <TextInput label={t(`${T}.other_purpose`)} error={fieldError(errors?.other_purpose)} required {...register('travel.other_purpose')} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <FormDateField control={control} name="travel.date_from" label={t(`${T}.date_from`)} error={fieldError(errors?.date_from)} maxDate={null} required />
        <FormDateField control={control} name="travel.date_to" label={t(`${T}.date_to`)} error={fieldError(errors?.date_to)} maxDate={null} required />
      </SimpleGrid>
      <Controller
        control={control}
        name="travel.selfdep"
        render={({ field }) => (
          <Checkbox label={t(`${T}.selfdep`)} checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />
        )}
      />
    </Stack>
  );
}
