import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIcsDownload } from '../api/get-ics';

/** The booking as a file for the citizen's own calendar; each click fetches it with the session. */
export function IcsButton({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const ics = useIcsDownload(uuid);
  return (
    <Button variant="default" onClick={() => ics.mutate()} loading={ics.isPending}>
      {t('equeue.booking.ics')}
    </Button>
  );
}
