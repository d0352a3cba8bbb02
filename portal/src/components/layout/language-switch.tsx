import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { MOBILE_MEDIA_QUERY } from '@/config/constants';
import { Locale } from '@/config/env';
import { usePersistedState } from '@/lib/persisted-state';

/**
 * Each language is named in itself, so a visitor finds theirs whatever is shown now. A phone shows the short name;
 * screen readers always get the full one.
 */
export const LANGUAGE_NAMES: Record<Locale, { full: string; short: string }> = {
  oz: { full: 'O‘zbekcha', short: 'O‘z' },
  uz: { full: 'Ўзбекча', short: 'Ўз' },
  ru: { full: 'Русский', short: 'Ру' },
};

interface LanguageSwitchProps {
  size?: 'sm' | 'lg';
}

export function LanguageSwitch({ size = 'sm' }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const locale = usePersistedState((state) => state.locale);
  const setLocale = usePersistedState((state) => state.setLocale);
  const phone = useMediaQuery(MOBILE_MEDIA_QUERY) ?? false;
  const label = (code: Locale) =>
    phone ? (
      <>
        <span aria-hidden>{LANGUAGE_NAMES[code].short}</span>
        <VisuallyHidden>{LANGUAGE_NAMES[code].full}</VisuallyHidden>
      </>
    ) : (
      LANGUAGE_NAMES[code].full
    );
  return (
    <SegmentedControl
      size={size}
      aria-label={t('header.language')}
      value={locale}
      onChange={(value) => setLocale(Locale.parse(value))}
      data={Locale.options.map((code) => ({ value: code, label: label(code) }))}
    />
  );
}
