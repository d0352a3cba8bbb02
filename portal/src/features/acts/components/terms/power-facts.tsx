import { List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Fact } from '@/components/ui/fact';
import type { Grant, Power } from '@/lib/api';
import { displayDate } from '@/lib/dates';

const T = 'acts.terms.power';

/** A power of attorney as set: its term, each right granted (of what, and whether delegable), its main power. */
export function PowerFacts({ power }: { power: Power }) {
  const { t } = useTranslation();
  const line = (grant: Grant) =>
    [
      t(`acts.terms.rights.${grant.right}`) + (grant.property ? ` (${t(`acts.subjects_tab.kind.${grant.property}`)})` : ''),
      grant.delegation ? t(`${T}.with_delegation`) : null,
    ]
      .filter(Boolean)
      .join(', ');
  return (
    <>
      <Fact label={t(`${T}.term`)}>
        {t(`${T}.term_value`, { from: displayDate(power.term_from), to: displayDate(power.term_to) })}
      </Fact>
      <Fact label={t(`${T}.rights`)}>
        <List size="sm" spacing={2}>
          {power.grants.map((grant) => (
            <List.Item key={`${grant.right}-${grant.property ?? ''}`}>{line(grant)}</List.Item>
          ))}
        </List>
      </Fact>
      {power.main && (
        <Fact label={t(`${T}.main`)}>
          {t(`${T}.main_value`, { regnum: power.main.regnum, regdate: displayDate(power.main.regdate) })}
        </Fact>
      )}
    </>
  );
}
