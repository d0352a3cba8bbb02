import { Alert, Badge, Code, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '@/components/ui/query-state';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import type { Verification } from '@/lib/api';
import { displayDate } from '@/lib/dates';
import { useVerification } from '../api/get-verification';
import { FileCheck } from './file-check';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** The states the registry names; any other is shown as the registry wrote it. */
const KNOWN_STATES = new Set(['registered', 'cancelled']);

function Record({ record }: { record: Verification }) {
  const { t } = useTranslation();
  const state = KNOWN_STATES.has(record.state) ? t(`verification.state.${record.state}`) : record.state;
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label={t('verification.fields.type')}>{record.typeName}</Field>
          <Field label={t('verification.fields.state')}>
            <Badge color={record.state === 'registered' ? 'teal' : 'gray'} variant="light">
              {state}
            </Badge>
          </Field>
          <Field label={t('verification.fields.regnum')}>{record.regnum}</Field>
          <Field label={t('verification.fields.regdate')}>{displayDate(record.regdate)}</Field>
          <Field label={t('verification.fields.notary')}>{record.notary}</Field>
          <Field label={t('verification.fields.office')}>{record.office}</Field>
        </SimpleGrid>
      </Paper>
      {record.chain_holds ? (
        <Alert color="teal" variant="light" title={t('verification.chain.holds_title')}>
          {t('verification.chain.holds', { seq: record.journal.seq })}
        </Alert>
      ) : (
        <Alert color="red" variant="light" role="alert" title={t('verification.chain.broken_title')}>
          {t('verification.chain.broken', { seq: record.journal.seq })}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('verification.file.title')}
          </Title>
          <Text>{t('verification.file.intro')}</Text>
          <FileCheck registeredHash={record.sha256} />
        </Stack>
      </Paper>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('verification.fields.sha256')} <Code>{record.sha256}</Code>
        </Text>
        <Text size="sm" c="dimmed">
          {t('verification.fields.journal', { seq: record.journal.seq })} <Code>{record.journal.hash}</Code>
        </Text>
        <Text size="sm" c="dimmed">
          {t('verification.fields.prev_hash')} <Code>{record.journal.prev_hash}</Code>
        </Text>
      </Stack>
    </Stack>
  );
}

/**
 * What the QR on a print form leads to (docs/contracts/acts.md#verification): the registry's record of the act, whether
 * the journal's hash chain holds at its entry, and a check of the PDF the visitor holds against the registered one.
 * No login: anyone holding the paper may check it.
 */
export function VerificationScreen({ code }: { code: string }) {
  const { t } = useTranslation();
  const verification = useVerification(code);
  const answer = verification.data;
  return (
    <Stack gap="md" maw={960}>
      <div>
        <PageTitle>{t('verification.title')}</PageTitle>
        <Text>{t('verification.intro', { code })}</Text>
      </div>
      {!answer ? (
        <QueryState query={verification} />
      ) : answer.found ? (
        <Record record={answer.record} />
      ) : (
        <Alert color="red" variant="light" role="alert" title={t('verification.not_found_title')}>
          {t('verification.not_found')}
        </Alert>
      )}
    </Stack>
  );
}
