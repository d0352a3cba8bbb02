import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import type { BanPublic } from '@/lib/api';
import { displayDate } from '@/lib/dates';
import { usePersistedState } from '@/lib/persisted-state';
import { useOwnBans } from '../api/check-bans';
import { Fact, RecordCard } from './search-outcome';

function BanFound({ ban }: { ban: BanPublic }) {
  const { t } = useTranslation();
  const property = t(`registries.bans.kind.${ban.propertyKind}`, { defaultValue: ban.propertyKind });
  return (
    <RecordCard title={`${property}: ${ban.propertyRef}`} state={ban.state}>
      <Fact label={t('registries.bans.type')}>{t(`registries.bans.types.${ban.type}`, { defaultValue: ban.type })}</Fact>
      <Fact label={t('registries.bans.start_date')}>{displayDate(ban.startDate)}</Fact>
      <Fact label={t('registries.bans.document')}>
        {t('registries.bans.document_value', { number: ban.number, date: displayDate(ban.docDate) })}
      </Fact>
      <Fact label={t('registries.bans.organisation')}>{ban.organisation}</Fact>
      <Fact label={t('registries.bans.official')}>{ban.official}</Fact>
    </RecordCard>
  );
}

/**
 * Bans on the logged-in citizen's own property (search_ban). The check runs on opening the page; the server
 * decides whose property from the session alone.
 */
export function BanCheckResult() {
  const { t } = useTranslation();
  const owner = usePersistedState((state) => state.user?.fullname ?? '');
  const bans = useOwnBans();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Text>{t('registries.bans.owner', { name: owner })}</Text>
        <Button variant="default" onClick={() => void bans.refetch()} loading={bans.isFetching}>
          {t('registries.bans.again')}
        </Button>
      </Group>
      <section aria-live="polite" aria-busy={bans.isFetching} aria-label={t('registries.result.label')}>
        {bans.isPending && (
          <Center>
            <Loader aria-label={t('registries.result.searching')} />
          </Center>
        )}
        {bans.isError && <QueryState query={bans} title={t('registries.bans.failed')} />}
        {bans.data && (
          <Stack gap="md">
            <Alert variant="light" color={bans.data.items.length ? 'orange' : 'teal'} title={bans.data.message}>
              {t(bans.data.items.length ? 'registries.bans.found_note' : 'registries.bans.none_note')}
            </Alert>
            {bans.data.items.map((ban) => (
              <BanFound key={ban.id} ban={ban} />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
