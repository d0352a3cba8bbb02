import { useTranslation } from 'react-i18next';

/** The id of each frame's `<main>`, the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first focusable element of every page (WCAG 2.4.1): it lets a keyboard user pass the header and the menu.
 * Hidden until focused (app/index.css).
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('header.skip_to_main')}
    </a>
  );
}
