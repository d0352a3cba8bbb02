import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { Fact } from '@/components/ui/fact';
import { href } from '@/config/paths';
import type { ActPublic, PartyPublic, SubjectKind } from '@/lib/api';
import { displayDateTime } from '@/lib/dates';
import { useActByRid } from '../api/get-act-by-rid';
import { ActDetails } from './act-details';
import { useActTypeName } from './act-labels';
import { SubjectFacts, subjectName } from './subject-facts';

/** `/my_notarial_act/:rid`: the act found by its number, then the same page as `/enotarial_act/:uuid`. */
export function ActByRid({ rid }: { rid: number }) {
  const query = useActByRid(rid);
  const act = query.data;
  // A foreign act (418) also leaves for the list (the API client); the reason stays here until then.
  if (!act) return <QueryState query={query} />;
  return <ActDetails key={act.uuid} uuid={act.uuid} />;
}


function PartyFacts({ party }: { party: PartyPublic }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
      <Fact label={t('acts.sub_record.party.role')}>{t(`acts.roles.${party.role}`)}</Fact>
      <Fact label={t('acts.sub_record.party.fullname')}>
        <Group gap="xs">
          {party.fullname}
          {party.applicant && (
            <Badge variant="outline" size="sm">
              {t('acts.details.parties.applicant')}
            </Badge>
          )}
        </Group>
      </Fact>
      <Fact label={t('acts.sub_record.party.pin')}>{party.pin}</Fact>
      {party.phone && <Fact label={t('acts.sub_record.party.phone')}>{party.phone}</Fact>}
      <Fact label={t('acts.sub_record.party.party_class')}>{t(`acts.sub_record.party_class.${party.party_class}`)}</Fact>
      <Fact label={t('acts.sub_record.party.participation')}>{t(`acts.sub_record.participation.${party.participation}`)}</Fact>
      <Fact label={t('acts.sub_record.party.status')}>{t(`acts.party_status.${party.status ?? 'awaiting'}`)}</Fact>
      {party.reason && <Fact label={t('acts.sub_record.party.reason')}>{party.reason}</Fact>}
      {party.invitation && (
        <Fact label={t('acts.sub_record.party.invitation')}>{displayDateTime(party.invitation.expires_at)}</Fact>
      )}
    </SimpleGrid>
  );
}

/** Which one record of the act a sub-record page shows. */
export type SubRecordKind = 'member' | SubjectKind;

const TITLES: Record<SubRecordKind, string> = {
  member: 'pages.myActMember.title',
  vehicle: 'pages.myActVehicle.title',
  realty: 'pages.myActRealty.title',
  other: 'pages.myActOtherProperty.title',
};

function SubRecordBody({ act, kind, id }: { act: ActPublic; kind: SubRecordKind; id: number }) {
  const { t } = useTranslation();
  if (kind === 'member') {
    const party = act.parties.find((one) => one.id === id);
    if (!party) return <Text role="status">{t('acts.sub_record.not_found')}</Text>;
    return (
      <Stack gap="sm">
        <Text fw={700} size="lg">
          {party.fullname}
        </Text>
        <PartyFacts party={party} />
      </Stack>
    );
  }
  const subject = act.subjects.find((one) => one.id === id && one.kind === kind);
  if (!subject) return <Text role="status">{t('acts.sub_record.not_found')}</Text>;
  return (
    <Stack gap="sm">
      <Text fw={700} size="lg">
        {subjectName(subject)}
      </Text>
      <SubjectFacts act={act} subject={subject} full />
    </Stack>
  );
}

/**
 * `/my_notarial_act/:rid/{member,auto,realty,other}/:id`: one party, vehicle, real estate or other property of the
 * act, in full, with the way back to the act.
 */
export function SubRecord({ rid, kind, id }: { rid: number; kind: SubRecordKind; id: number }) {
  const { t } = useTranslation();
  const typeName = useActTypeName();
  const query = useActByRid(rid);
  const act = query.data;
  if (!act) return <QueryState query={query} />;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={href('myAct', { rid })}>
        ← {t('acts.sub_record.back')}
      </Anchor>
      <Stack gap="xs">
        <PageTitle>{t(TITLES[kind])}</PageTitle>
        <Text c="dimmed">
          {typeName(act.type)} · {t('acts.sub_record.act', { rid: act.rid })}
        </Text>
      </Stack>
      <Paper withBorder p="md">
        <SubRecordBody act={act} kind={kind} id={id} />
      </Paper>
    </Stack>
  );
}
