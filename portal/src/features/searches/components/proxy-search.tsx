import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ProxyRecord } from '@/lib/api';
import { type ProxyQuery, useProxyCheck } from '../api/check-proxy';
import { displayDate, pastDate, registryNumber } from '../utils/formats';
import { useFieldError } from '../utils/use-field-error';
import { DateField } from './date-field';
import { Fact, RecordCard, SearchOutcome } from './search-outcome';

const ProxyForm = z.object({ regnum: registryNumber, regdate: pastDate });
type ProxyFormInput = z.input<typeof ProxyForm>;

function ProxyFound({ proxy }: { proxy: ProxyRecord }) {
  const { t } = useTranslation();
  const validity = proxy.valid
    ? proxy.termto
      ? t('searches.proxy.valid_until', { date: displayDate(proxy.termto) })
      : t('searches.proxy.valid')
    : t('searches.proxy.not_valid');
  return (
    <RecordCard title={proxy.actType.name} state={proxy.state}>
      <Fact label={t('searches.fields.regnum')}>{proxy.regnum}</Fact>
      <Fact label={t('searches.fields.regdate')}>{displayDate(proxy.regdate)}</Fact>
      <Fact label={t('searches.proxy.validity')}>{validity}</Fact>
      <Fact label={t('searches.proxy.principal')}>{proxy.principal.join(', ')}</Fact>
      <Fact label={t('searches.proxy.attorney')}>{proxy.attorney.join(', ')}</Fact>
      <Fact label={t('searches.fields.notary')}>{proxy.notary}</Fact>
      <Fact label={t('searches.fields.office')}>{`${proxy.office.name}, ${proxy.office.address}`}</Fact>
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
      <Paper component="form" withBorder p="md" radius="md" noValidate onSubmit={form.handleSubmit(setQuery)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('searches.fields.regnum')}
              description={t('searches.fields.regnum_hint')}
              error={fieldError(errors.regnum)}
              required
              autoComplete="off"
              maxLength={32}
              data-keyboard="text"
              {...form.register('regnum')}
            />
            <Controller
              control={form.control}
              name="regdate"
              render={({ field }) => (
                <DateField
                  label={t('searches.fields.regdate')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  error={fieldError(errors.regdate)}
                  required
                />
              )}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={check.isFetching}>
              {t('searches.proxy.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <SearchOutcome answer={check.data} searching={check.isFetching}>
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
