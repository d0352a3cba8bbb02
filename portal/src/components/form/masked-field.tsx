import { InputBase } from '@mantine/core';
import type { Ref } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import type { KeyboardKind } from '@/components/on-screen-keyboard/layouts';

interface MaskedFieldProps {
  name: string;
  label: string;
  description: string;
  /** An IMask pattern (`a` a letter, `0` a digit, `[…]` optional), or a RegExp the whole text matches while typed. */
  mask: string | RegExp;
  maxLength: number;
  /** Which on-screen keyboard a kiosk opens for the field (the kiosk keyboard reads `data-keyboard`). */
  keyboard: KeyboardKind;
  value: string;
  error?: string;
  inputRef: Ref<HTMLInputElement>;
  size: 'md' | 'lg';
  /** May stay empty: no required mark. */
  optional?: boolean;
  onAccept: (value: string) => void;
  /** The mask is full after the citizen typed into it. */
  onComplete?: () => void;
  onBlur: () => void;
  /** Sees each typed character before the mask does; returns what the mask gets. */
  prepareChar?: (char: string) => string;
}

/**
 * A text field behind an input mask. The mask listens to the element's own `input` events, so text typed by the
 * kiosk's on-screen keyboard (native value setter + `input` event) is masked and reported like typed text.
 */
export function MaskedField(props: MaskedFieldProps) {
  const { name, label, description, mask, maxLength, keyboard, value, error, inputRef, size } = props;
  // react-imask hands maxLength on to the input but leaves it out of its prop types; the kiosk keyboard reads it.
  const inputAttributes = { maxLength };
  return (
    <InputBase
      component={IMaskInput}
      mask={mask}
      prepareChar={props.prepareChar}
      value={value}
      onAccept={(accepted: string) => props.onAccept(accepted)}
      // Only typing moves on: a value the page sets (from the query, from an ID card) comes without an input event.
      onComplete={(_value: string, _mask: unknown, typed?: InputEvent) => {
        if (typed) props.onComplete?.();
      }}
      onBlur={props.onBlur}
      inputRef={inputRef}
      name={name}
      label={label}
      description={description}
      error={error}
      withAsterisk={!props.optional}
      size={size}
      {...inputAttributes}
      inputMode={keyboard === 'digits' ? 'numeric' : 'text'}
      autoComplete="off"
      autoCapitalize={keyboard === 'letters' ? 'characters' : undefined}
      spellCheck={false}
      data-keyboard={keyboard}
    />
  );
}

type FieldBinding = 'name' | 'label' | 'description' | 'value' | 'error' | 'inputRef' | 'onAccept' | 'onBlur';

export interface FormMaskedFieldProps<Form extends FieldValues> extends Omit<MaskedFieldProps, FieldBinding> {
  control: Control<Form>;
  name: FieldPath<Form>;
  /** Where the label and hint are: `<texts>.<name>` and `<texts>.<name>_hint`. */
  texts: string;
  /** Where the texts of the schema's error keys are: `<errors>.<key>`. */
  errors: string;
}

/** A MaskedField bound to a react-hook-form field, its texts and its translated error. */
export function FormMaskedField<Form extends FieldValues>(props: FormMaskedFieldProps<Form>) {
  const { control, name, texts, errors, ...shape } = props;
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const errorKey = fieldState.error?.message;
  return (
    <MaskedField
      {...shape}
      name={name}
      label={t(`${texts}.${name}`)}
      description={t(`${texts}.${name}_hint`)}
      value={field.value}
      error={errorKey ? t(`${errors}.${errorKey}`) : undefined}
      inputRef={field.ref}
      onAccept={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
