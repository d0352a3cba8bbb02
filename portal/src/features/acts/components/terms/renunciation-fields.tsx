import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDateField } from '@/components/form/date-field';
import { useFieldError } from '@/components/form/use-field-error';
import type { ActPublic, InheritanceCasePublic } from '@/lib/api';
import { displayDate, pastIncompleteDate } from '@/lib/dates';
import { type InheritanceCaseQuery, type InheritanceCases, useInheritanceCases } from '../../api/search-inheritance';
import { useTermsForm } from './use-terms-form';

const T = 'acts.terms.renunciation';
const REQUIRED = 'acts.terms.errors.required';

/** Only what a search needs to be sent; whether a name is letters only is the server's rule (its 400, shown in place). */
const CaseSearchSchema = z
  .object({
    surname: z.string().trim().min(1, REQUIRED),
    name: z.string().trim().min(1, REQUIRED),
    patronymic: z.string().trim(),
    deathDate: pastIncompleteDate,
  })
  .transform(({ patronymic, ...rest }): InheritanceCaseQuery => ({ ...rest, patronymic: patronymic || undefined }));
type CaseSearchInput = z.input<typeof CaseSearchSchema>;

const caseLabel = (found: InheritanceCasePublic) => `${found.caseNumber} — ${found.deceased}`;

function CasesFound({ answer, picked, onPick }: { answer: InheritanceCases; picked: string; onPick: (caseNumber: string) => void }) {
  const { t } = useTranslation();
  if (!answer.found) return <Text role="status">{answer.message}</Text>;
  return (
    <Radio.Group label={t(`${T}.cases_found`)} value={picked} onChange={onPick}>
      <Stack gap="xs" mt="xs">
        {answer.cases.map((found) => (
          <Radio.Card key={found.caseNumber} value={found.caseNumber} p="md" radius="md" aria-label={caseLabel(found)}>
            <Text fw={600}>{caseLabel(found)}</Text>
            <Text size="sm" c="dimmed">
              {t(`${T}.died`, { date: displayDate(found.deathDate) })}
            </Text>
            <Text size="sm" c="dimmed">
              {`${found.office.name}, ${t(`${T}.notary`, { name: found.notary })}`}
            </Text>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}

/**
 * The inheritance case found by the deceased's name and death date (the registry's search, the day or month may be
 * XX). Its fields sit inside the terms form, so they are a form of their own without a <form>, and Enter in them
 * searches instead of saving the terms.
 */
function CaseSearch({ picked, onPick }: { picked: string; onPick: (caseNumber: string) => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const [query, setQuery] = useState<InheritanceCaseQuery | null>(null);
  const search = useInheritanceCases(query);
  const form = useForm<CaseSearchInput, unknown, InheritanceCaseQuery>({
    resolver: zodResolver(CaseSearchSchema),
    defaultValues: { surname: '', name: '', patronymic: '', deathDate: '' },
  });
  const { errors } = form.formState;
  const find = () => void form.handleSubmit(setQuery)();
  const findOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    find();
  };
  return (
    <Fieldset legend={t(`${T}.search`)} variant="unstyled" onKeyDown={findOnEnter}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(`${T}.search_hint`)}
        </Text>
        <TextInput label={t(`${T}.surname`)} error={fieldError(errors.surname)} required maxLength={64} data-keyboard="text" {...form.register('surname')} />
        <TextInput label={t(`${T}.name`)} error={fieldError(errors.name)} required maxLength={64} data-keyboard="text" {...form.register('name')} />
        <TextInput
          label={t(`${T}.patronymic`)}
          description={t(`${T}.patronymic_hint`)}
          maxLength={64}
          data-keyboard="text"
          {...form.register('patronymic')}
        />
        <FormDateField control={form.control} name="deathDate" label={t(`${T}.death_date`)} error={fieldError(errors.deathDate)} required incomplete />
        <Group>
          <Button variant="light" onClick={find} loading={search.isFetching}>
            {t(`${T}.find`)}
          </Button>
        </Group>
        {search.data && <CasesFound answer={search.data} picked={picked} onPick={onPick} />}
      </Stack>
    </Fieldset>
  );
}

/**
 * The inheritance case renounced, picked among the cases the search finds or typed from the case papers (the server
 * checks that it exists), and, optionally, the other heir it is renounced in favour of.
 */
export function RenunciationFields({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { control, register, setValue, formState } = useTermsForm();
  const errors = formState.errors.renunciation;
  const caseNumber = useWatch({ control, name: 'renunciation.case_number' }) ?? '';
  const pick = (picked: string) => setValue('renunciation.case_number', picked, { shouldDirty: true, shouldValidate: true });
  const heirs = act.parties
    .filter((party) => party.role === 'heir' && !party.applicant)
    .map((party) => ({ value: String(party.id), label: party.fullname }));
  return (
    <Stack gap="sm">
      <CaseSearch picked={caseNumber} onPick={pick} />
      <TextInput
        label={t(`${T}.case_number`)}
        description={t(`${T}.case_number_hint`)}
        error={fieldError(errors?.case_number)}
        required
        {...register('renunciation.case_number')}
      />
      <Controller
        control={control}
        name="renunciation.in_favour_of"
        render={({ field }) => (
          <Select
            label={t(`${T}.in_favour_of`)}
            description={t(`${T}.in_favour_of_hint`)}
            data={heirs}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            clearable
          />
        )}
      />
    </Stack>
  );
}
