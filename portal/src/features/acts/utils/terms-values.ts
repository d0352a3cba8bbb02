import type { DefaultValues } from 'react-hook-form';
import type { ActPublic, ActTermsInput, TermsGroup } from '@/lib/api';
import { displayDate, parseDisplayDate } from '@/lib/dates';
import { sumOfTiyin, TIYIN_PER_SOM } from '@/lib/money';
import type { TermsParsed, TermsValues } from './terms-schema';

const apiDate = (text: string) => parseDisplayDate(text) ?? '';
const numberOf = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/** The form's values for the groups of the act's type: the terms as set, or empty ones. */
export function termsValues(act: ActPublic): DefaultValues<TermsValues> {
  const { terms } = act;
  const values: DefaultValues<TermsValues> = {};
  for (const group of act.terms_groups) {
    switch (group) {
      case 'credit': {
        const credit = terms.credit;
        values.credit = {
          number: credit?.number ?? '',
          date: displayDate(credit?.date),
          sum: numberOf(credit?.sum),
          percent: numberOf(credit?.percent),
          term_months: credit?.term_months,
          purpose: credit?.purpose ?? '',
        };
        break;
      }
      case 'power': {
        const power = terms.power;
        values.power = {
          term_from: displayDate(power?.term_from),
          term_to: displayDate(power?.term_to),
          grants: act.rights.map((right) => {
            const grant = power?.grants.find((one) => one.right === right);
            return { right, checked: Boolean(grant), delegation: grant?.delegation ?? false, property: grant?.property ?? null };
          }),
          delegated: Boolean(power?.main),
          main_regnum: power?.main?.regnum ?? '',
          main_regdate: displayDate(power?.main?.regdate),
        };
        break;
      }
      case 'travel': {
        const travel = terms.travel;
        values.travel = {
          // Most minors leave from home: Uzbekistan unless the terms say otherwise.
          departure_country: travel?.departure_country ?? 'UZ',
          destinations: travel?.destinations ?? [],
          all_countries: travel?.all_countries ?? false,
          purpose: travel?.purpose,
          other_purpose: travel?.other_purpose ?? '',
          date_from: displayDate(travel?.date_from),
          date_to: displayDate(travel?.date_to),
          selfdep: travel?.selfdep ?? false,
        };
        break;
      }
      case 'marriage':
        values.marriage = { sections: terms.marriage?.sections ?? [{ title: '', text: '' }] };
        break;
      case 'translation': {
        const translation = terms.translation;
        values.translation = {
          document_title: translation?.document_title ?? '',
          translate_from: translation?.translate_from,
          translate_to: translation?.translate_to,
        };
        break;
      }
      case 'renunciation': {
        const favour = terms.renunciation?.in_favour_of_party_id;
        values.renunciation = { case_number: terms.renunciation?.case_number ?? '', in_favour_of: favour ? String(favour) : '' };
        break;
      }
      case 'residence':
        values.residence = { until: displayDate(terms.residence?.until) };
        break;
      case 'document':
        values.document = { title: terms.document?.title ?? '' };
        break;
      case 'abroad':
        values.abroad = { country: terms.abroad?.country ?? '' };
        break;
    }
  }
  return values;
}

/** Each group as the server takes it: dates YYYY-MM-DD, a sum in so'm to the tiyin, only the granted rights. */
const BODIES: { [Group in TermsGroup]: (values: NonNullable<TermsParsed[Group]>) => NonNullable<ActTermsInput[Group]> } = {
  credit: (credit) => ({
    ...credit,
    date: apiDate(credit.date),
    sum: sumOfTiyin(Math.round(credit.sum * TIYIN_PER_SOM)),
  }),
  power: (power) => ({
    term_from: apiDate(power.term_from),
    term_to: apiDate(power.term_to),
    grants: power.grants
      .filter((grant) => grant.checked)
      .map(({ right, delegation, property }) => (property ? { right, delegation, property } : { right, delegation })),
    main: power.delegated ? { regnum: power.main_regnum, regdate: apiDate(power.main_regdate) } : null,
  }),
  travel: ({ other_purpose: otherPurpose, ...travel }) => ({
    ...travel,
    destinations: travel.all_countries ? [] : travel.destinations,
    other_purpose: travel.purpose === 'other' ? otherPurpose : null,
    date_from: apiDate(travel.date_from),
    date_to: apiDate(travel.date_to),
  }),
  marriage: (marriage) => marriage,
  translation: (translation) => translation,
  renunciation: ({ case_number: caseNumber, in_favour_of: favour }) => ({
    case_number: caseNumber,
    in_favour_of_party_id: favour ? Number(favour) : null,
  }),
  residence: ({ until }) => ({ until: until ? apiDate(until) : null }),
  document: (document) => document,
  abroad: (abroad) => abroad,
};

function bodyOfGroup<Group extends TermsGroup>(group: Group, values: TermsParsed): ActTermsInput[Group] {
  const groupValues = values[group];
  return groupValues ? BODIES[group](groupValues as NonNullable<TermsParsed[Group]>) : null;
}

/** Exactly the groups of the act's type, as `PUT /notarial_act/{uuid}/terms` takes them. */
export function termsBody(groups: TermsGroup[], values: TermsParsed): ActTermsInput {
  return Object.fromEntries(groups.map((group) => [group, bodyOfGroup(group, values)]));
}
