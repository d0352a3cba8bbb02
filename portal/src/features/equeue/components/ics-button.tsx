import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useIcsDownload } from '../api/get-ics';

/** The booking as a file for the citizen's own calendar; each click fetches it with the session. */
export function IcsButton({ download }: { download: ReturnType<typeof useIcsDownload> }) {
  const { t } = useTranslation();
  return (
    <Button variant="default" onClick={() => download.mutate()} loading={download.isPending}>
      {t('equeue.booking.ics')}
    </Button>
  );
}
