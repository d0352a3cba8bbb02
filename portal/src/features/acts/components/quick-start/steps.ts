import type { ActPublic, Missing } from '@/lib/api';

/** The screens of a quick start (docs/contracts/entities.md#quick-start-flows). */
export type QuickStep = 'subject' | 'parties' | 'terms' | 'review';

/**
 * The screens this act's type needs, from what the server lists of it; the review always, where the notary the
 * service chose is kept or another chosen (one screen less: the budgets of docs/contracts/entities.md hold).
 */
export function stepsOf(act: ActPublic): QuickStep[] {
  const steps: QuickStep[] = [];
  if (act.subject_kinds.length > 0) steps.push('subject');
  if (act.needed_roles.length > 0) steps.push('parties');
  if (act.terms_groups.length > 0 || act.attachment_needed) steps.push('terms');
  return [...steps, 'review'];
}

/** The screen where a missing item is given. */
export const STEP_OF_MISSING: Record<Missing['item'], QuickStep> = {
  subject: 'subject',
  party: 'parties',
  terms: 'terms',
  attachment: 'terms',
};

export function missingIn(act: ActPublic, step: QuickStep): Missing[] {
  return act.missing.filter((item) => STEP_OF_MISSING[item.item] === step);
}
