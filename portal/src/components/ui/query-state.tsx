import { Button, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText, ledAway } from '@/lib/api-errors';
import { FailureAlert } from './failure-alert';
import { PageLoader } from './page-loader';

export type QueryView = Pick<UseQueryResult, 'isError' | 'error' | 'isFetching' | 'refetch'>;

/**
 * What a page shows instead of its data while it has none: a loader while it comes; when it failed, the reason (the
 * server's text) and a button that asks again. Pages render it in place of the data: `if (!data) return <QueryState
 * query={query} />`.
 */
export function QueryState({ query, title }: { query: QueryView; title?: string }) {
  const { t } = useTranslation();
  // A failure that sent the user elsewhere is told there: until the other page shows, this one only waits.
  if (!query.isError || ledAway(query.error)) return <PageLoader />;
  return (
    <FailureAlert failure={query.error} title={title ?? t('errors.load_failed')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorText(query.error)}</Text>
        {/* The neutral button: red text on the alert's pale red is below 4.5:1. */}
        <Button variant="default" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('errors.try_again')}
        </Button>
      </Stack>
    </FailureAlert>
  );
}
