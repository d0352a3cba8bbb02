import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { ChunkLoadError } from './lazy-page';

/**
 * A page that failed to load or render; a chunk-load failure is the timeout error
 * (docs/contracts/errors-and-limits.md#page-code-that-does-not-load).
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message = error instanceof ChunkLoadError ? t('errors.chunk_timeout') : t('errors.system');
  return (
    <Stack gap="md" maw={640}>
      <PageTitle>{t('errors.page_failed_title')}</PageTitle>
      <Alert color="red" variant="light" role="alert">
        {message}
      </Alert>
      <Button onClick={() => window.location.reload()} w="fit-content">
        {t('errors.reload')}
      </Button>
    </Stack>
  );
}
