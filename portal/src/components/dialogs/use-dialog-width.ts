import { useMediaQuery } from '@mantine/hooks';
import { DIALOG_WIDTH, MOBILE_MEDIA_QUERY } from '@/config/constants';

/**
 * A dialog's width: its desktop share of the screen, 90% on a phone
 * (docs/contracts/errors-and-limits.md#language-and-layout).
 */
export function useDialogWidth(desktop: string = DIALOG_WIDTH.general): string {
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY) ?? false;
  return mobile ? DIALOG_WIDTH.mobile : desktop;
}
