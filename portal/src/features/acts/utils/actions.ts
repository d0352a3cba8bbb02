import type { Action } from '@/lib/api';

/**
 * What each action asks before it is sent: a confirmation (docs/contracts/errors-and-limits.md#confirmation-prompts)
 * and the text its body needs (docs/contracts/acts.md#actions). Which actions are offered is the server's alone.
 */
export interface ActionSpec {
  confirm: boolean;
  /**
   * What the body carries: a text, the party whose invitation is resent, the notary chosen anew, the invoices'
   * sums or the visit's time (each of the last three asked in a dialog of its own).
   */
  field: 'reason' | 'remark' | 'party' | 'notary' | 'invoices' | 'time' | null;
  danger: boolean;
}

export const ACTION_SPECS: Record<Action, ActionSpec> = {
  send_for_check: { confirm: true, field: null, danger: false },
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
  resend_invitation: { confirm: false, field: 'party', danger: false },
  change_notary: { confirm: true, field: 'notary', danger: false },
  issue_invoices: { confirm: false, field: 'invoices', danger: false },
  assign_time: { confirm: false, field: 'time', danger: false },
  request_another_time: { confirm: false, field: 'reason', danger: false },
  confirm_time: { confirm: false, field: null, danger: false },
  mark_paid: { confirm: false, field: null, danger: false },
  // Registration is final: the registry number, the signed print form and the journal entry cannot be taken back.
  register: { confirm: true, field: null, danger: false },
};

export function isKnownAction(name: string): name is Action {
  return Object.hasOwn(ACTION_SPECS, name);
}

/**
 * An action that belongs to one party (the invitation resent to it) is offered in that party's row of the parties
 * tab, not among the act's buttons.
 */
export function isPartyAction(action: Action): boolean {
  return ACTION_SPECS[action].field === 'party';
}

/** The act's buttons: what the server lists, less what the parties tab offers per party. */
export function actLevelActions(actions: readonly string[]): Action[] {
  return actions.filter(isKnownAction).filter((action) => !isPartyAction(action));
}

/** An action that asks something opens a dialog; the rest are sent on the click. */
export function needsDialog(spec: ActionSpec): boolean {
  return spec.confirm || spec.field !== null;
}
