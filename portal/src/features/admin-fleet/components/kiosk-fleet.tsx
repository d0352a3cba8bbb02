import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { PageTitle } from '@/components/ui/page-title';
import { useKiosks } from '../api/fleet';
import { FleetTable } from './fleet-table';
import { IssueCodeDialog } from './issue-code-dialog';

/**
 * The administrator's kiosk fleet: every enrolled kiosk, offline ones first, with its health as its last signed
 * report gave it; enrolment codes and revocation. Anyone but an administrator gets the forbidden page (the
 * server's 403).
 */
export function KioskFleet() {
  const { t } = useTranslation();
  const kiosks = useKiosks();
  const [issuing, issue] = useDisclosure(false);
  const offline = kiosks.data?.filter((kiosk) => kiosk.offline).length ?? 0;
  return (
    <Stack gap="lg">
      <div>
        <PageTitle>{t('admin-fleet.title')}</PageTitle>
        <Text maw={760}>{t('admin-fleet.intro')}</Text>
      </div>
      <Group>
        <Button onClick={issue.open}>{t('admin-fleet.issue_code')}</Button>
      </Group>
      {!kiosks.data && <QueryState query={kiosks} />}
      {kiosks.data && (
        <>
          <Text role="status" size="sm" c="dimmed">
            {t('admin-fleet.total', { count: kiosks.data.length, offline })}
          </Text>
          {kiosks.data.length === 0 ? (
            <Alert variant="light" color="gray">
              {t('admin-fleet.empty')}
            </Alert>
          ) : (
            <FleetTable kiosks={kiosks.data} />
          )}
        </>
      )}
      <IssueCodeDialog opened={issuing} onClose={issue.close} />
    </Stack>
  );
}
