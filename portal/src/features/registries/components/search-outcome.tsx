import { Alert, Badge, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type QueryView, QueryState } from '@/components/ui/query-state';
import type { RegistryAnswer } from '../api/registry-answer';

interface SearchOutcomeProps<T> {
  answer: RegistryAnswer<T> | undefined;
  searching: boolean;
  /** The search itself: when the registry could not be asked, why, and a retry. */
  search: QueryView;
  children: (record: T) => ReactNode;
}

/**
 * Where a search's result appears, announced to screen readers: a loader while asking, then the records found,
 * or the registry's plain "not found", or why the registry could not be asked.
 */
export function SearchOutcome<T>({ answer, searching, search, children }: SearchOutcomeProps<T>) {
  const { t } = useTranslation();
  return (
    <section aria-live="polite" aria-busy={searching} aria-label={t('registries.result.label')}>
      {searching && (
        <Center>
          <Loader aria-label={t('registries.result.searching')} />
        </Center>
      )}
      {!searching && search.isError && <QueryState query={search} />}
      {!searching && answer?.found === false && (
        <Alert variant="light" color="yellow" title={t('registries.result.not_found_title')}>
          {answer.message || t('registries.result.not_found')}
        </Alert>
      )}
      {!searching && answer?.found === true && children(answer.record)}
    </section>
  );
}

const STATE_COLOURS: Record<string, string> = { active: 'teal', cancelled: 'red', open: 'blue', closed: 'gray', lifted: 'gray' };

/** A registry record's state (act: active or cancelled; case: open or closed; ban: active or lifted). */
export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLOURS[state] ?? 'gray'} variant="light" size="lg" tt="none">
      {t(`registries.state.${state}`, { defaultValue: state })}
    </Badge>
  );
}

/** One record found: a heading, its state, then its facts as a description list. */
export function RecordCard({ title, state, children }: { title: string; state: string; children: ReactNode }) {
  return (
    <Paper component="article" withBorder p="md" radius="md">
      <Stack gap="sm">
        <Stack gap={4} align="flex-start">
          <Title order={2} size="h4">
            {title}
          </Title>
          <StateBadge state={state} />
        </Stack>
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(8rem, max-content) 1fr', gap: '0.35rem 1rem' }}>
          {children}
        </dl>
      </Stack>
    </Paper>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </>
  );
}
