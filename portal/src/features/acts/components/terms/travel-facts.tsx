import { useTranslation } from 'react-i18next';
import { Fact } from '@/components/ui/fact';
import type { Travel } from '@/lib/api';
import { displayDate } from '@/lib/dates';
import { useCountries } from '../../utils/countries';

const T = 'acts.terms.travel';

/** A minor's departure as set: the countries by name in the interface language. */
export function TravelFacts({ travel }: { travel: Travel }) {
  const { t } = useTranslation();
  const { name } = useCountries();
  return (
    <>
      {travel.departure_country && <Fact label={t(`${T}.departure_country`)}>{name(travel.departure_country)}</Fact>}
      <Fact label={t(`${T}.destinations`)}>
        {travel.all_countries ? t(`${T}.all_countries`) : (travel.destinations ?? []).map(name).join(', ')}
      </Fact>
      <Fact label={t(`${T}.purpose`)}>
        {travel.purpose === 'other' && travel.other_purpose ? travel.other_purpose : t(`acts.terms.purpose.${travel.purpose}`)}
      </Fact>
      <Fact label={t(`${T}.period`)}>
        {t(`${T}.period_value`, { from: displayDate(travel.date_from), to: displayDate(travel.date_to) })}
      </Fact>
      <Fact label={t(`${T}.selfdep`)}>{t(travel.selfdep ? 'acts.terms.yes' : 'acts.terms.no')}</Fact>
    </>
  );
}
