import { useFormContext } from 'react-hook-form';
import type { TermsParsed, TermsValues } from '../../utils/terms-schema';

/** The terms form as each group's fields reach it. */
export function useTermsForm() {
  return useFormContext<TermsValues, unknown, TermsParsed>();
}
