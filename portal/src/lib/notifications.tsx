import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST_DEFAULT_MS } from '@/config/constants';
import { i18n } from './i18n';

/**
 * Error toast; the duration follows docs/contracts/errors-and-limits.md#toasts (20 s default, 30 s access errors, 3 s
 * token expiry).
 */
export function toastError(message: string, autoClose: number = TOAST_DEFAULT_MS, id?: string): void {
  notifications.show({ id, color: 'red', title: i18n.t('toast.error_title'), message, autoClose, withBorder: true });
}

/** A change the user asked for is done (shown where the user lands after it). */
export function toastSuccess(message: string): void {
  notifications.show({ color: 'teal', message, autoClose: TOAST_DEFAULT_MS, withBorder: true });
}

const STALE_VERSION_ID = 'stale-version';

/** Shown once, kept until the visitor refreshes: the server runs a newer build than this page. */
export function showStaleVersionNotice(): void {
  notifications.show({
    id: STALE_VERSION_ID,
    color: 'yellow',
    autoClose: false,
    withBorder: true,
    title: i18n.t('stale_version.title'),
    message: (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{i18n.t('stale_version.message')}</Text>
        <Button size="xs" onClick={() => window.location.reload()}>
          {i18n.t('stale_version.refresh')}
        </Button>
      </Stack>
    ),
  });
}
