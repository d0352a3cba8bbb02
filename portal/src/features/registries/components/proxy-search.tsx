import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDateField } from '@/components/form/date-field';
import { useFieldError } from '@/components/form/use-field-error';
import type { ProxyRecord } from '@/lib/api';
import { displayDate, pastDate } from '@/lib/dates';
import { type ProxyQuery, useProxyCheck } from '../api/check-proxy';
import { registryNumber } from '../utils/formats';
import { RegistryNumberField, SearchForm } from './search-form';
import { Fact, RecordCard, SearchOutcome } from './search-outcome';

const ProxyForm = z.object({ regnum: registryNumber, regdate: pastDate });
type ProxyFormInput = z.input<typeof ProxyForm>;

function ProxyFound({ proxy }: { proxy: ProxyRecord }) {
  const { t } = useTranslation();
  const validity = proxy.valid
    ? proxy.termto
      ? t('registries.proxy.valid_until', { date: displayDate(proxy.termto) })
      : t('registries.proxy.valid')
    : t('registries.proxy.not_valid');
  return (
    <RecordCard title={proxy.actType.name} state={proxy.state}>
      <Fact label={t('registries.fields.regnum')}>{proxy.regnum}</Fact>
      <Fact label={t('registries.fields.regdate')}>{displayDate(proxy.regdate)}</Fact>
      <Fact label={t('registries.proxy.validity')}>{validity}</Fact>
      <Fact label={t('registries.proxy.principal')}>{proxy.principal.join(', ')}</Fact>
      <Fact label={t('registries.proxy.attorney')}>{proxy.attorney.join(', ')}</Fact>
      <Fact label={t('registries.fields.notary')}>{proxy.notary}</Fact>
      <Fact label={t('registries.fields.office')}>{`${proxy.office.name}, ${proxy.office.address}`}</Fact>
    </RecordCard>
  );
}

/** Power-of-attorney check (search_proxy): registry number and registration date. */
export function ProxySearch() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const [query, setQuery] = useState<ProxyQuery | null>(null);
  const check = useProxyCheck(query);
  const form = useForm<ProxyFormInput, unknown, ProxyQuery>({
    resolver: zodResolver(ProxyForm),
    defaultValues: { regnum: '', regdate: '' },
  });
  const { errors } = form.formState;
  return (
    <Stack gap="lg">
      <SearchForm
        onSubmit={form.handleSubmit(setQuery)}
        submitLabel={t('registries.proxy.submit')}
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
      />
      <SearchOutcome answer={check.data} searching={check.isFetching} search={check}>
        {(found) => (
          <Stack gap="md">
            {found.items.map((proxy) => (
              <ProxyFound key={`${proxy.regnum}-${proxy.regdate}-${proxy.office.id}`} proxy={proxy} />
            ))}
          </Stack>
        )}
      </SearchOutcome>
    </Stack>
  );
}
