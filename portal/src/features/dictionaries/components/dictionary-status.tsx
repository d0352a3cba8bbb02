import { Alert, Badge, Button, Code, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitError } from '@/components/form/submit-error';
import { QueryState } from '@/components/ui/query-state';
import type { Dictionaries } from '@/lib/api';
import { useDictionaries, useRefreshDictionaries } from '@/lib/dictionaries';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </div>
  );
}

const COUNTS = {
  regions: (d: Dictionaries) => d.regions.length,
  districts: (d: Dictionaries) => d.regions.reduce((sum, region) => sum + region.districts.length, 0),
  actTypes: (d: Dictionaries) => d.actTypes.length,
  documentTypes: (d: Dictionaries) => d.documentTypes.length,
  languages: (d: Dictionaries) => d.languages.length,
} as const;

function Contents({ dictionaries }: { dictionaries: Dictionaries }) {
  const { t } = useTranslation();
  return (
    <Table maw={520} aria-labelledby="dictionary-contents">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" id="dictionary-contents">
            {t('dictionaries.contents')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('dictionaries.count_column')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {(Object.keys(COUNTS) as (keyof typeof COUNTS)[]).map((name) => (
          <Table.Tr key={name}>
            <Table.Th scope="row" fw={400}>
              {t(`dictionaries.counts.${name}`)}
            </Table.Th>
            <Table.Td ta="right">{COUNTS[name](dictionaries)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The update_dict page: which version this browser keeps, from when, against the server's; refresh on demand. A
 * browser that keeps none waits for them, or is told why they could not be had, with a retry.
 */
export function DictionaryStatus() {
  const { t } = useTranslation();
  const { dictionaries, savedAt, serverVersion, isLoading, isError, query } = useDictionaries();
  const refresh = useRefreshDictionaries();
  const kept = dictionaries?.version;
  if (isLoading || isError) return <QueryState query={query} title={t('errors.dictionaries_failed')} />;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="dictionary-kept">
        <Stack gap="md">
          <Title order={2} size="h4" id="dictionary-kept">
            {t('dictionaries.kept_title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
            <Field label={t('dictionaries.kept_version')}>
              {kept ? <Code>{kept}</Code> : t('dictionaries.not_saved')}
            </Field>
            <Field label={t('dictionaries.saved_at')}>
              {savedAt ? dayjs(savedAt).format('DD.MM.YYYY HH:mm:ss') : '—'}
            </Field>
            <Field label={t('dictionaries.server_version')}>
              {serverVersion ? (
                <Group gap="xs" component="span">
                  <Code>{serverVersion}</Code>
                  <Badge color={serverVersion === kept ? 'green' : 'yellow'} variant="light">
                    {t(serverVersion === kept ? 'dictionaries.up_to_date' : 'dictionaries.outdated')}
                  </Badge>
                </Group>
              ) : (
                '—'
              )}
            </Field>
          </SimpleGrid>
          <Group>
            <Button onClick={() => refresh.mutate()} loading={refresh.isPending}>
              {t('dictionaries.refresh')}
            </Button>
          </Group>
          <SubmitError error={refresh.error} onClose={refresh.reset} />
          <div role="status">
            {refresh.isSuccess && (
              <Alert variant="light" color="green">
                {t('dictionaries.refreshed')}
              </Alert>
            )}
          </div>
        </Stack>
      </Paper>
      {dictionaries && <Contents dictionaries={dictionaries} />}
    </Stack>
  );
}
