import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Fact } from '@/components/ui/fact';
import type { ActPublic, ActTermsOutput, TermsGroup } from '@/lib/api';
import { displayDate } from '@/lib/dates';
import { useMoneyFormat } from '@/lib/money';
import { useCountries } from '../../utils/countries';
import { PowerFacts } from './power-facts';
import { TravelFacts } from './travel-facts';

type Facts = { [Group in TermsGroup]: (terms: NonNullable<ActTermsOutput[Group]>) => ReactNode };

/** How each group reads once set; the two larger ones have their own components. */
function useGroupFacts(act: ActPublic): Facts {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { name } = useCountries();
  return {
    credit: (credit) => (
      <>
        <Fact label={t('acts.terms.credit.number')}>{credit.number}</Fact>
        <Fact label={t('acts.terms.credit.date')}>{displayDate(credit.date)}</Fact>
        <Fact label={t('acts.terms.credit.sum')}>{money.sum(credit.sum)}</Fact>
        <Fact label={t('acts.terms.credit.percent')}>
          {t('acts.terms.credit.percent_value', { percent: money.percent(Number(credit.percent)) })}
        </Fact>
        <Fact label={t('acts.terms.credit.term_months')}>{t('acts.terms.credit.term_value', { count: credit.term_months })}</Fact>
        <Fact label={t('acts.terms.credit.purpose')}>{credit.purpose}</Fact>
      </>
    ),
    power: (power) => <PowerFacts power={power} />,
    travel: (travel) => <TravelFacts travel={travel} />,
    marriage: (marriage) =>
      marriage.sections.map((section, index) => (
        <Fact key={index} label={section.title}>
          <Text component="span" style={{ whiteSpace: 'pre-wrap' }} inherit>
            {section.text}
          </Text>
        </Fact>
      )),
    translation: (translation) => (
      <>
        <Fact label={t('acts.terms.translation.document_title')}>{translation.document_title}</Fact>
        <Fact label={t('acts.terms.translation.translate_from')}>{t(`acts.terms.language.${translation.translate_from}`)}</Fact>
        <Fact label={t('acts.terms.translation.translate_to')}>{t(`acts.terms.language.${translation.translate_to}`)}</Fact>
      </>
    ),
    renunciation: (renunciation) => {
      const heir = act.parties.find((party) => party.id === renunciation.in_favour_of_party_id);
      return (
        <>
          <Fact label={t('acts.terms.renunciation.case_number')}>{renunciation.case_number}</Fact>
          {heir && <Fact label={t('acts.terms.renunciation.in_favour_of')}>{heir.fullname}</Fact>}
        </>
      );
    },
    residence: (residence) => (
      <Fact label={t('acts.terms.residence.term')}>
        {residence.until
          ? t('acts.terms.residence.temporary', { date: displayDate(residence.until) })
          : t('acts.terms.residence.permanent')}
      </Fact>
    ),
    document: (document) => <Fact label={t('acts.terms.document.title')}>{document.title}</Fact>,
    abroad: (abroad) => <Fact label={t('acts.terms.abroad.country')}>{name(abroad.country)}</Fact>,
  };
}

function factsOf<Group extends TermsGroup>(facts: Facts, group: Group, terms: ActTermsOutput): ReactNode {
  const value = terms[group];
  return value ? facts[group](value as NonNullable<ActTermsOutput[Group]>) : null;
}

/** The terms as set, group by group, in the order the server lists the groups. */
export function TermsFacts({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  const facts = useGroupFacts(act);
  return (
    <Stack gap="lg">
      {act.terms_groups
        .filter((group) => act.terms[group])
        .map((group) => (
          <Stack key={group} gap="sm" component="section" aria-label={t(`acts.terms.groups.${group}`)}>
            <Title order={3} size="h4">
              {t(`acts.terms.groups.${group}`)}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
              {factsOf(facts, group, act.terms)}
            </SimpleGrid>
          </Stack>
        ))}
    </Stack>
  );
}
