import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FallbackProps } from 'react-error-boundary';
import { PageTitle } from '@/components/ui/page-title';
import { isChunkLoadFailure } from './lazy-page';

/**
 * A page that failed to load or render; a chunk-load failure is the timeout error
 * (docs/contracts/errors-and-limits.md#page-code-that-does-not-load), with the reload that also brings a new version.
 */
export function RouteError({ error }: Pick<FallbackProps, 'error'>) {
  const { t } = useTranslation();
  const chunk = isChunkLoadFailure(error);
  return (
    <Stack gap="md" maw={640}>
      <PageTitle>{t('errors.page_failed_title')}</PageTitle>
      <Alert color="red" variant="light" role="alert">
        {chunk ? t('errors.chunk_timeout') : t('errors.system')}
      </Alert>
      {chunk && <Text>{t('errors.chunk_stale')}</Text>}
      <Button onClick={() => window.location.reload()} w="fit-content">
        {t('errors.reload')}
      </Button>
    </Stack>
  );
}
