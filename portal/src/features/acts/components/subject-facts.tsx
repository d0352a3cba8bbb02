import { List, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActPublic, SubjectPublic } from '@/lib/api';
import { displayDate } from '@/lib/dates';
import { Fact } from '@/components/ui/fact';

/** '1234567.5' (a decimal string in so'm) → '1 234 567,50', as the server writes sums (spaces, a decimal comma). */
export function sumFigures(sum: string): string {
  const [whole = '0', fraction = ''] = sum.trim().split('.');
  const negative = whole.startsWith('-');
  const digits = whole.replace(/^[-+]/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${negative ? '-' : ''}${digits},${fraction.padEnd(2, '0').slice(0, 2)}`;
}

export function useSum(): (sum: string) => string {
  const { t } = useTranslation();
  return (sum) => t('money.som', { amount: sumFigures(sum) });
}

/** The registry's answer (`details`) is free-form JSON: each value is read with its type checked. */
function text(details: Record<string, unknown>, key: string): string | null {
  const value = details[key];
  if (typeof value === 'string' && value.trim()) return value;
  if (typeof value === 'number') return String(value);
  return null;
}

interface Owner {
  pin: string;
  numerator: number | null;
  denominator: number | null;
}

function ownersOf(details: Record<string, unknown>): Owner[] {
  const owners = details.owners;
  if (!Array.isArray(owners)) return [];
  return owners.flatMap((owner: unknown) => {
    if (!owner || typeof owner !== 'object') return [];
    const { pin, share_numerator: numerator, share_denominator: denominator } = owner as Record<string, unknown>;
    if (typeof pin !== 'string') return [];
    return [
      {
        pin,
        numerator: typeof numerator === 'number' ? numerator : null,
        denominator: typeof denominator === 'number' ? denominator : null,
      },
    ];
  });
}

function bansOf(details: Record<string, unknown>): Record<string, unknown>[] {
  const bans = details.bans;
  return Array.isArray(bans) ? bans.filter((ban): ban is Record<string, unknown> => Boolean(ban) && typeof ban === 'object') : [];
}


/** How a subject is named in one line: its number, or its description. */
export function subjectName(subject: SubjectPublic): string {
  return subject.state_number ?? subject.cadastre_number ?? subject.description;
}

function Owners({ act, owners }: { act: ActPublic; owners: Owner[] }) {
  const { t } = useTranslation();
  const nameOf = (pin: string) => act.parties.find((party) => party.pin === pin)?.fullname;
  return (
    <List size="sm" spacing={2}>
      {owners.map((owner) => {
        const name = nameOf(owner.pin);
        const share =
          owner.numerator !== null && owner.denominator !== null ? `${owner.numerator}/${owner.denominator}` : t('acts.subjects_tab.joint');
        return <List.Item key={owner.pin}>{`${name ? `${name} (${owner.pin})` : owner.pin}: ${share}`}</List.Item>;
      })}
    </List>
  );
}

function Bans({ bans, full }: { bans: Record<string, unknown>[]; full: boolean }) {
  const { t } = useTranslation();
  if (bans.length === 0) return <>{t('acts.subjects_tab.no_bans')}</>;
  if (!full) return <Text c="red" fw={500}>{t('acts.subjects_tab.bans_count', { count: bans.length })}</Text>;
  return (
    <List size="sm" spacing={2}>
      {bans.map((ban, index) => (
        <List.Item key={text(ban, 'id') ?? index}>
          {t('acts.subjects_tab.ban_line', {
            type: text(ban, 'ban_type') ?? '',
            organisation: text(ban, 'organisation') ?? '',
            official: text(ban, 'official') ?? '',
            number: text(ban, 'doc_number') ?? '',
            date: displayDate(text(ban, 'doc_date') ?? text(ban, 'start_date')),
          })}
        </List.Item>
      ))}
    </List>
  );
}

/** What passes on and to whom, the same for every kind of subject. */
function Passing({ act, subject }: { act: ActPublic; subject: SubjectPublic }) {
  const { t } = useTranslation();
  const numerator = subject.share_numerator ?? 1;
  const denominator = subject.share_denominator ?? 1;
  const recipient = act.parties.find((party) => party.id === subject.recipient_party_id);
  const disposals = subject.disposal_types ?? [];
  return (
    <>
      <Fact label={t('acts.subjects_tab.field.share')}>
        {numerator === denominator ? t('acts.subjects_tab.whole') : `${numerator}/${denominator}`}
      </Fact>
      {recipient && <Fact label={t('acts.subjects_tab.field.recipient')}>{recipient.fullname}</Fact>}
      {disposals.length > 0 && (
        <Fact label={t('acts.subjects_tab.field.disposal_types')}>
          {disposals.map((disposal) => t(`acts.subjects_tab.disposal.${disposal}`, { defaultValue: disposal })).join(', ')}
        </Fact>
      )}
    </>
  );
}

function VehicleFacts({ act, subject, full }: FactsProps) {
  const { t } = useTranslation();
  const sum = useSum();
  const { details } = subject;
  const makeModel = [text(details, 'make'), text(details, 'model')].filter(Boolean).join(' ');
  const passport = [text(details, 'tech_passport_series'), text(details, 'tech_passport_number')].filter(Boolean).join(' ');
  const fines = text(details, 'unpaid_fines');
  const owners = ownersOf(details);
  return (
    <>
      <Fact label={t('acts.subjects_tab.field.state_number')}>{subject.state_number}</Fact>
      {makeModel && <Fact label={t('acts.subjects_tab.field.make_model')}>{makeModel}</Fact>}
      {text(details, 'year') && <Fact label={t('acts.subjects_tab.field.year')}>{text(details, 'year')}</Fact>}
      {text(details, 'colour') && <Fact label={t('acts.subjects_tab.field.colour')}>{text(details, 'colour')}</Fact>}
      {passport && <Fact label={t('acts.subjects_tab.field.tech_passport')}>{passport}</Fact>}
      {full && text(details, 'body_number') && (
        <Fact label={t('acts.subjects_tab.field.body_number')}>{text(details, 'body_number')}</Fact>
      )}
      {full && text(details, 'engine_number') && (
        <Fact label={t('acts.subjects_tab.field.engine_number')}>{text(details, 'engine_number')}</Fact>
      )}
      {owners.length > 0 && (
        <Fact label={t('acts.subjects_tab.field.owners')}>
          <Owners act={act} owners={owners} />
        </Fact>
      )}
      <Fact label={t('acts.subjects_tab.field.bans')}>
        <Bans bans={bansOf(details)} full={full} />
      </Fact>
      {fines !== null && (
        <Fact label={t('acts.subjects_tab.field.unpaid_fines')}>
          <Text component="span" fw={500} c={Number(fines) > 0 ? 'red' : undefined}>
            {sum(fines)}
          </Text>
        </Fact>
      )}
      {subject.price !== null && <Fact label={t('acts.subjects_tab.field.price')}>{sum(subject.price)}</Fact>}
      <Passing act={act} subject={subject} />
    </>
  );
}

function RealtyFacts({ act, subject }: FactsProps) {
  const { t } = useTranslation();
  const sum = useSum();
  const { details } = subject;
  const kind = text(details, 'kind');
  const area = text(details, 'area');
  const owners = ownersOf(details);
  return (
    <>
      <Fact label={t('acts.subjects_tab.field.cadastre_number')}>{subject.cadastre_number}</Fact>
      {kind && (
        <Fact label={t('acts.subjects_tab.field.realty_kind')}>
          {t(`acts.subjects_tab.realty_kinds.${kind}`, { defaultValue: kind })}
        </Fact>
      )}
      {area && <Fact label={t('acts.subjects_tab.field.area')}>{t('acts.subjects_tab.area_value', { area })}</Fact>}
      {text(details, 'rooms') && <Fact label={t('acts.subjects_tab.field.rooms')}>{text(details, 'rooms')}</Fact>}
      {text(details, 'address') && <Fact label={t('acts.subjects_tab.field.address')}>{text(details, 'address')}</Fact>}
      {owners.length > 0 && (
        <Fact label={t('acts.subjects_tab.field.owners')}>
          <Owners act={act} owners={owners} />
        </Fact>
      )}
      {subject.price !== null && <Fact label={t('acts.subjects_tab.field.price')}>{sum(subject.price)}</Fact>}
      <Passing act={act} subject={subject} />
    </>
  );
}

function OtherFacts({ act, subject }: FactsProps) {
  const { t } = useTranslation();
  const sum = useSum();
  return (
    <>
      <Fact label={t('acts.subjects_tab.field.description')}>{subject.description}</Fact>
      {subject.price !== null && <Fact label={t('acts.subjects_tab.field.price')}>{sum(subject.price)}</Fact>}
      <Passing act={act} subject={subject} />
    </>
  );
}

interface FactsProps {
  act: ActPublic;
  subject: SubjectPublic;
  /** The sub-record page shows everything; the act's tab leaves out the body and engine numbers and ban details. */
  full: boolean;
}

/** A vehicle, real estate or other property with what its registry said about it when it was added. */
export function SubjectFacts(props: FactsProps) {
  const Facts = { vehicle: VehicleFacts, realty: RealtyFacts, other: OtherFacts }[props.subject.kind];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
      <Facts {...props} />
    </SimpleGrid>
  );
}
