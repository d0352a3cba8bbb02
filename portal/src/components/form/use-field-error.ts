import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The forms' zod messages are catalogue keys; this turns a field's error into its text. */
export function useFieldError() {
  const { t } = useTranslation();
  return (error: FieldError | undefined) => (error?.message ? t(error.message) : undefined);
}
