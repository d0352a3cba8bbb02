/**
 * Typing into a form field from outside the browser's own keyboard handling, so that React, react-hook-form and
 * react-imask see exactly what a physical key press would give them.
 */

/**
 * The keyboard's limit is the field's own (2 for the passport series, 7 for the number), else 250
 * (docs/contracts/portal.md#on-screen-keyboard).
 */
export const DEFAULT_MAX_LENGTH = 250;

export type KeyboardField = HTMLInputElement | HTMLTextAreaElement;

export function fieldLimit(field: KeyboardField): number {
  return field.maxLength > 0 ? field.maxLength : DEFAULT_MAX_LENGTH;
}

export function isFull(field: KeyboardField): boolean {
  return field.value.length >= fieldLimit(field);
}

/** The selection, or the end of the value for input types that have none (number, email). */
function selectionOf(field: KeyboardField): { start: number; end: number } {
  const { selectionStart, selectionEnd } = field;
  if (selectionStart === null || selectionEnd === null) return { start: field.value.length, end: field.value.length };
  return { start: selectionStart, end: selectionEnd };
}

/**
 * React remembers the last value it saw on the element and ignores an `input` event that does not change it; the
 * prototype's setter bypasses React's own, so the event reaches onChange handlers and masks as a real key press.
 */
function setValue(field: KeyboardField, value: string, caret: number): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  if (field.selectionStart !== null) field.setSelectionRange(caret, caret);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Types `text` at the caret (replacing a selection); false when the field is already full. */
export function insertText(field: KeyboardField, text: string): boolean {
  const { start, end } = selectionOf(field);
  const { value } = field;
  if (value.length - (end - start) + text.length > fieldLimit(field)) return false;
  setValue(field, value.slice(0, start) + text + value.slice(end), start + text.length);
  return true;
}

/** Backspace: removes the selection, or the character before the caret. */
export function deleteBackward(field: KeyboardField): void {
  const { start, end } = selectionOf(field);
  const from = start === end ? Math.max(0, start - 1) : start;
  if (from === end) return;
  setValue(field, field.value.slice(0, from) + field.value.slice(end), from);
}
