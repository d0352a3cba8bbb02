import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDateField } from '@/components/form/date-field';
import { useFieldError } from '@/components/form/use-field-error';
import type { InheritanceCasePublic } from '@/lib/api';
import { displayDate, pastIncompleteDate } from '@/lib/dates';
import { formatPhone } from '@/lib/phone';
import { type InheritanceQuery, useInheritanceSearch } from '../api/search-inheritance';
import { optionalPersonName, personName } from '../utils/formats';
import { SearchForm } from './search-form';
import { Fact, RecordCard, SearchOutcome } from './search-outcome';

const InheritanceForm = z
  .object({ surname: personName, name: personName, patronymic: optionalPersonName, deathDate: pastIncompleteDate })
  .transform(({ patronymic, ...rest }): InheritanceQuery => ({ ...rest, patronymic: patronymic || undefined }));
type InheritanceFormInput = z.input<typeof InheritanceForm>;

function CaseFound({ found }: { found: InheritanceCasePublic }) {
  const { t } = useTranslation();
  const phone = formatPhone(found.office.phone);
  return (
    <RecordCard title={t('registries.inheritance.case', { number: found.caseNumber })} state={found.state}>
      <Fact label={t('registries.inheritance.deceased')}>{found.deceased}</Fact>
      <Fact label={t('registries.inheritance.death_date')}>{displayDate(found.deathDate)}</Fact>
      <Fact label={t('registries.inheritance.opened_on')}>{displayDate(found.openedOn)}</Fact>
      <Fact label={t('registries.fields.notary')}>{found.notary}</Fact>
      <Fact label={t('registries.fields.office')}>{`${found.office.name}, ${found.office.address}`}</Fact>
      <Fact label={t('registries.fields.phone')}>
        <Anchor href={`tel:${phone.dial}`}>{phone.text}</Anchor>
      </Fact>
    </RecordCard>
  );
}

/** Inheritance case search (search_inheritcase): the deceased's name and date of death, XX for a day or month not known. */
export function InheritanceSearchForm() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const [query, setQuery] = useState<InheritanceQuery | null>(null);
  const search = useInheritanceSearch(query);
  const form = useForm<InheritanceFormInput, unknown, InheritanceQuery>({
    resolver: zodResolver(InheritanceForm),
    defaultValues: { surname: '', name: '', patronymic: '', deathDate: '' },
  });
  const { errors } = form.formState;
  return (
    <Stack gap="lg">
      <SearchForm
        onSubmit={form.handleSubmit(setQuery)}
        submitLabel={t('registries.inheritance.submit')}
        searching={search.isFetching}
        fields={
          <>
            <TextInput
              label={t('registries.inheritance.surname')}
              error={fieldError(errors.surname)}
              required
              maxLength={64}
              data-keyboard="text"
              {...form.register('surname')}
            />
            <TextInput
              label={t('registries.inheritance.name')}
              error={fieldError(errors.name)}
              required
              maxLength={64}
              data-keyboard="text"
              {...form.register('name')}
            />
            <TextInput
              label={t('registries.inheritance.patronymic')}
              description={t('registries.inheritance.patronymic_hint')}
              error={fieldError(errors.patronymic)}
              maxLength={64}
              data-keyboard="text"
              {...form.register('patronymic')}
            />
            <FormDateField
              control={form.control}
              name="deathDate"
              label={t('registries.inheritance.death_date')}
              error={fieldError(errors.deathDate)}
              required
              incomplete
            />
          </>
        }
      />
      <SearchOutcome answer={search.data} searching={search.isFetching} search={search}>
        {(found) => (
          <Stack gap="md">
            {found.items.map((item) => (
              <CaseFound key={item.caseNumber} found={item} />
            ))}
          </Stack>
        )}
      </SearchOutcome>
    </Stack>
  );
}
