import { useEffect, useState } from 'react';
import type { KeyboardField } from './type-into-field';

/** A field asks for the on-screen keyboard with `data-keyboard` ("digits" for numbers, any other value for text). */
function keyboardFieldOf(target: EventTarget | Element | null): KeyboardField | null {
  const isField = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
  if (!isField || !target.hasAttribute('data-keyboard') || target.readOnly || target.disabled) return null;
  return target;
}

interface FocusedField {
  field: KeyboardField | null;
  /** Changes with every field that gains focus, so each gets a fresh keyboard state. */
  serial: number;
}

/** The focused field that wants the on-screen keyboard (null when none has focus). */
export function useKeyboardField(): FocusedField {
  const [focused, setFocused] = useState<FocusedField>(() => ({ field: keyboardFieldOf(document.activeElement), serial: 0 }));
  const { field } = focused;
  const setField = (next: KeyboardField | null) =>
    setFocused((current) => (current.field === next ? current : { field: next, serial: current.serial + 1 }));

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => setField(keyboardFieldOf(event.target));
    const onFocusOut = (event: FocusEvent) => setField(keyboardFieldOf(event.relatedTarget));
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  // A focused field taken out of the page (its dialog closed) does not send focusout in every browser.
  useEffect(() => {
    if (!field) return;
    const observer = new MutationObserver(() => {
      if (!field.isConnected) setField(null);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [field]);

  return focused;
}
