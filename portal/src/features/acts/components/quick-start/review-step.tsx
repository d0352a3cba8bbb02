import { List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Fact } from '@/components/ui/fact';
import type { ActPublic, Missing } from '@/lib/api';
import { ActActions } from '../act-actions';
import { useActTypeName } from '../act-labels';
import { TermsFacts } from '../terms/terms-facts';
import { MissingList } from './missing-list';

function subjectLabel(subject: ActPublic['subjects'][number]): string {
  return [subject.state_number, subject.cadastre_number, subject.description].filter(Boolean).join(' ');
}

/**
 * Everything the act holds now, the notary the service chose (kept, or another chosen), what is still missing, and
 * the sending for check (with its confirmation).
 */
export function ReviewStep({ act, onGo }: { act: ActPublic; onGo: (item: Missing) => void }) {
  const { t } = useTranslation();
  const typeName = useActTypeName();
  // Why sending is not offered yet, when the parties' answers are what it waits for.
  const waiting = !act.actions.includes('send_for_check') && act.parties.some((party) => party.status === null);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Fact label={t('acts.quick_start.review.type')}>{typeName(act.type)}</Fact>
        <Fact label={t('acts.details.info.registration_type')}>{t(`acts.registration.${act.registration_type === 2 ? 2 : 1}`)}</Fact>
        <Fact label={t('acts.details.info.notary')}>{act.notary.fullname}</Fact>
        <Fact label={t('acts.details.info.office')}>{act.notary.office}</Fact>
      </SimpleGrid>
      <Text size="sm">{t('acts.quick_start.notary_hint')}</Text>
      <ActActions act={act} only={['change_notary']} />
      <Title order={3} size="h4">
        {t('acts.details.tabs.parties')}
      </Title>
      <List aria-label={t('acts.details.tabs.parties')}>
        {act.parties.map((party) => (
          <List.Item key={party.id}>
            {party.fullname} — {t(`acts.roles.${party.role}`)} ({t(`acts.party_status.${party.status ?? 'awaiting'}`)})
          </List.Item>
        ))}
      </List>
      {act.subjects.length > 0 && (
        <>
          <Title order={3} size="h4">
            {t('acts.details.tabs.subjects')}
          </Title>
          <List aria-label={t('acts.details.tabs.subjects')}>
            {act.subjects.map((subject) => (
              <List.Item key={subject.id}>
                {t(`acts.subjects_tab.kind.${subject.kind}`)}: {subjectLabel(subject)}
              </List.Item>
            ))}
          </List>
        </>
      )}
      {act.terms_groups.some((group) => act.terms[group]) && <TermsFacts act={act} />}
      <MissingList items={act.missing} onGo={onGo} />
      {waiting && <Text role="status">{t('acts.quick_start.review.awaiting')}</Text>}
      <Text>{t('acts.quick_start.review.hint')}</Text>
      <ActActions act={act} only={['send_for_check']} />
    </Stack>
  );
}
