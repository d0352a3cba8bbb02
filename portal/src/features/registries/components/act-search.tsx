import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDateField } from '@/components/form/date-field';
import { useFieldError } from '@/components/form/use-field-error';
import type { ActCheck, LinkedAct } from '@/lib/api';
import { displayDate, pastDate } from '@/lib/dates';
import { type ActQuery, useActCheck } from '../api/check-act';
import { registryNumber } from '../utils/formats';
import { RegistryNumberField, SearchForm } from './search-form';
import { type OfficeChoice, OfficePicker } from './office-picker';
import { Fact, RecordCard, SearchOutcome, StateBadge } from './search-outcome';

const ActForm = z
  .object({
    regnum: registryNumber,
    regdate: pastDate,
    office: z.object({
      region: z.number().nullable(),
      district: z.number().nullable(),
      officeId: z
        .number()
        .nullable()
        .refine((id) => Boolean(id), { error: 'registries.errors.office_required' }),
    }),
  })
  .transform(({ regnum, regdate, office }): ActQuery => ({ regnum, regdate, officeId: Number(office.officeId) }));
type ActFormInput = { regnum: string; regdate: string; office: OfficeChoice };

function LinkedActs({ acts }: { acts: LinkedAct[] }) {
  const { t } = useTranslation();
  if (acts.length === 0) return <Text size="sm" c="dimmed">{t('registries.act.no_linked')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('registries.act.relation')}</Table.Th>
            <Table.Th scope="col">{t('registries.fields.regnum')}</Table.Th>
            <Table.Th scope="col">{t('registries.fields.regdate')}</Table.Th>
            <Table.Th scope="col">{t('registries.act.type')}</Table.Th>
            <Table.Th scope="col">{t('registries.act.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {acts.map((act) => (
            <Table.Tr key={`${act.relation}-${act.regnum}-${act.regdate}`}>
              <Table.Td>{t(`registries.relation.${act.relation}`, { defaultValue: act.relation })}</Table.Td>
              <Table.Td>{act.regnum}</Table.Td>
              <Table.Td>{displayDate(act.regdate)}</Table.Td>
              <Table.Td>{act.actType.name}</Table.Td>
              <Table.Td>
                <StateBadge state={act.state} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ActFound({ act }: { act: ActCheck }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <RecordCard title={act.actType.name} state={act.state}>
        <Fact label={t('registries.fields.regnum')}>{act.regnum}</Fact>
        <Fact label={t('registries.fields.regdate')}>{displayDate(act.regdate)}</Fact>
        <Fact label={t('registries.fields.notary')}>{act.notary}</Fact>
        <Fact label={t('registries.fields.office')}>{`${act.office.name}, ${act.office.address}`}</Fact>
      </RecordCard>
      <Title order={2} size="h4">
        {t('registries.act.linked')}
      </Title>
      <LinkedActs acts={act.linkedActs} />
    </Stack>
  );
}

/** Notarial act check (search_notarial_act): registry number, date and the office that registered it. */
export function ActSearch() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const [query, setQuery] = useState<ActQuery | null>(null);
  const check = useActCheck(query);
  const form = useForm<ActFormInput, unknown, ActQuery>({
    resolver: zodResolver(ActForm),
    defaultValues: { regnum: '', regdate: '', office: { region: null, district: null, officeId: null } },
  });
  const { errors } = form.formState;
  return (
    <Stack gap="lg">
      <SearchForm
        onSubmit={form.handleSubmit(setQuery)}
        submitLabel={t('registries.act.submit')}
        searching={check.isFetching}
        fields={
          <>
            <RegistryNumberField error={fieldError(errors.regnum)} {...form.register('regnum')} />
            <FormDateField
              control={form.control}
              name="regdate"
              label={t('registries.fields.regdate')}
              error={fieldError(errors.regdate)}
              required
            />
          </>
        }
      >
        <Controller
          control={form.control}
          name="office"
          render={({ field }) => (
            <OfficePicker value={field.value} onChange={field.onChange} error={fieldError(errors.office?.officeId)} />
          )}
        />
      </SearchForm>
      <SearchOutcome answer={check.data} searching={check.isFetching} search={check}>
        {(act) => <ActFound act={act} />}
      </SearchOutcome>
    </Stack>
  );
}
