import type { Action } from '@/lib/api';

/**
 * What each action asks before it is sent: a confirmation (docs/contracts/errors-and-limits.md#confirmation-prompts)
 * and the text its body needs (docs/contracts/acts.md#actions). Which actions are offered is the server's alone.
 */
export interface ActionSpec {
  confirm: boolean;
  field: 'reason' | 'remark' | null;
  danger: boolean;
}

export const ACTION_SPECS: Record<Action, ActionSpec> = {
  send_for_check: { confirm: false, field: null, danger: false },
  return_with_defects: { confirm: false, field: 'remark', danger: false },
  send_for_confirmation: { confirm: false, field: null, danger: false },
  confirm: { confirm: false, field: null, danger: false },
  return_to_preparation: { confirm: true, field: null, danger: false },
  step_back: { confirm: true, field: null, danger: false },
  accept: { confirm: false, field: null, danger: false },
  reject: { confirm: false, field: 'reason', danger: true },
  exit_deal: { confirm: true, field: 'reason', danger: true },
  delete: { confirm: true, field: null, danger: true },
  annul: { confirm: true, field: 'reason', danger: true },
  reject_act: { confirm: false, field: 'reason', danger: true },
};

export function isKnownAction(name: string): name is Action {
  return Object.hasOwn(ACTION_SPECS, name);
}

/** An action that asks something opens a dialog; the rest are sent on the click. */
export function needsDialog(spec: ActionSpec): boolean {
  return spec.confirm || spec.field !== null;
}

export const REASON_MAX = 1000;
