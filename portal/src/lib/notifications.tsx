import { Button, Stack, Text } from '@mantine/core';
import { notifications, type NotificationData } from '@mantine/notifications';
import { ErrorIcon } from '@/components/ui/error-icon';
import { TOAST_DEFAULT_MS } from '@/config/constants';
import { i18n } from './i18n';

/**
 * What every toast shares. Mantine writes the message small and grey under a title (about 3.3:1 on white): here it is
 * body-size and black, and the title bold. Each toast is an alert, as Mantine makes it: a live region that appears
 * with its text already in it is read out by screen readers only as an alert (a status would be missed).
 */
const LOOK = {
  withBorder: true,
  role: 'alert',
  styles: {
    title: { fontSize: 'var(--mantine-font-size-md)', fontWeight: 700 },
    description: { fontSize: 'var(--mantine-font-size-md)', color: 'var(--mantine-color-black)' },
  },
} satisfies Partial<NotificationData>;

/**
 * Error toast, with an icon besides its colour; the duration follows docs/contracts/errors-and-limits.md#toasts (20 s
 * default, 30 s access errors, 3 s token expiry). Mantine holds it while the pointer or the focus is on it.
 */
export function toastError(message: string, autoClose: number = TOAST_DEFAULT_MS, id?: string): string {
  return notifications.show({
    ...LOOK,
    id,
    color: 'red',
    icon: <ErrorIcon />,
    title: i18n.t('toast.error_title'),
    message,
    autoClose,
  });
}

export function hideToast(id: string): void {
  notifications.hide(id);
}

/** A change the user asked for is done (shown where the user lands after it). */
export function toastSuccess(message: string): void {
  notifications.show({ ...LOOK, color: 'teal', message, autoClose: TOAST_DEFAULT_MS });
}

const STALE_VERSION_ID = 'stale-version';

/** Shown once, kept until the visitor refreshes: the server runs a newer build than this page. */
export function showStaleVersionNotice(): void {
  notifications.show({
    id: STALE_VERSION_ID,
    ...LOOK,
    color: 'yellow',
    autoClose: false,
    title: i18n.t('stale_version.title'),
    message: (
      <Stack gap="xs" align="flex-start">
        <Text>{i18n.t('stale_version.message')}</Text>
        <Button size="xs" onClick={() => window.location.reload()}>
          {i18n.t('stale_version.refresh')}
        </Button>
      </Stack>
    ),
  });
}
