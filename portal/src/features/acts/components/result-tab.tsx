import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { modeOfPath } from '@/config/env';
import { href } from '@/config/paths';
import type { ActPublic } from '@/lib/api';
import { displayDate } from '@/lib/dates';
import { saveFile } from '@/lib/save-file';
import { showFile, usePrintForm } from '../api/get-print-form';
import { KioskPrint } from './kiosk-print';
import { Later } from './later';
import { Fact } from '@/components/ui/fact';
import { SubmitError } from '@/components/form/submit-error';


/** Open or save the signed print form; each click fetches it with the session (a plain link could not). */
function FileButtons({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  const printForm = usePrintForm(act.uuid, `${act.regnum ?? act.rid}.pdf`);
  const busy = (use: 'open' | 'download') => printForm.isPending && printForm.variables === use;
  const open = () => {
    // Opened while the click still counts as the user's, then given the file once it has come.
    const tab = window.open('', '_blank');
    printForm.mutate('open', { onSuccess: (form) => showFile(form, tab), onError: () => tab?.close() });
  };
  const download = () => printForm.mutate('download', { onSuccess: saveFile });
  return (
    <Stack gap="sm">
      <SubmitError error={printForm.error} onClose={printForm.reset} />
      <Group gap="sm">
        <Button onClick={open} loading={busy('open')} disabled={printForm.isPending}>
          {t('acts.details.result.open')}
        </Button>
        <Button variant="default" onClick={download} loading={busy('download')} disabled={printForm.isPending}>
          {t('acts.details.result.download')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The signed print form: on a kiosk printed there, since a citizen cannot take a file away; elsewhere a file. */
export function PrintFormButtons({ act }: { act: ActPublic }) {
  const kiosk = modeOfPath(useLocation().pathname) === 'kiosk';
  return kiosk ? <KioskPrint act={act} /> : <FileButtons act={act} />;
}

/**
 * The registered act (step 9): its registry number and date, the code printed in the QR on every page, which anyone
 * may check at /verify/<code>, and the signed print form.
 */
export function ResultTab({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  // The public page is a browser page: on a kiosk a link there would leave the kiosk frame, so the code is text.
  const kiosk = modeOfPath(useLocation().pathname) === 'kiosk';
  if (!act.regnum) return <Later>{t('acts.details.later.result')}</Later>;
  const code = act.verification_code;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Fact label={t('acts.details.result.regnum')}>{act.regnum}</Fact>
        <Fact label={t('acts.details.result.regdate')}>{displayDate(act.regdate)}</Fact>
        {code && (
          <div>
            <Fact label={t('acts.details.result.verification_code')}>
              {kiosk ? (
                code
              ) : (
                <Anchor component={Link} to={href('verify', { code })}>
                  {code}
                </Anchor>
              )}
            </Fact>
            <Text size="sm" c="dimmed">
              {t('acts.details.result.verify_hint')}
            </Text>
          </div>
        )}
      </SimpleGrid>
      <PrintFormButtons act={act} />
    </Stack>
  );
}
