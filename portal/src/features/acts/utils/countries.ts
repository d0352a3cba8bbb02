import { getAlpha2Codes } from 'i18n-iso-countries';
import { useMemo } from 'react';
import { HTML_LANG } from '@/lib/i18n';
import { usePersistedState } from '@/lib/persisted-state';

/** The ISO 3166-1 alpha-2 codes, as the server checks them; their names come from the browser in the interface language. */
const CODES = Object.keys(getAlpha2Codes());

export interface Countries {
  name: (code: string) => string;
  options: { value: string; label: string }[];
}

/** Country names and the options of a country select, sorted by name, in the interface language. */
export function useCountries(): Countries {
  const locale = usePersistedState((state) => state.locale);
  return useMemo(() => {
    const lang = HTML_LANG[locale];
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    const name = (code: string) => names.of(code) ?? code;
    const options = CODES.map((code) => ({ value: code, label: name(code) })).sort((a, b) => a.label.localeCompare(b.label, lang));
    return { name, options };
  }, [locale]);
}
