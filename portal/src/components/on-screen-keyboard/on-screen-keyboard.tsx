import 'react-simple-keyboard/build/css/index.css';
import { Portal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Keyboard from 'react-simple-keyboard';
import { type Alphabet, ALL_KEYS, ALPHABET_KEY_CAPTION, KEY, type KeyboardKind, LAYOUTS, layoutName } from './layouts';
import classes from './on-screen-keyboard.module.css';
import { deleteBackward, insertText, isFull, type KeyboardField } from './type-into-field';
import { useKeyboardField } from './use-keyboard-field';

const kindOf = (field: KeyboardField): KeyboardKind => (field.dataset.keyboard === 'digits' ? 'digits' : 'letters');

interface KeyboardPanelProps {
  field: KeyboardField;
  alphabet: Alphabet;
  onAlphabetChange: (alphabet: Alphabet) => void;
}

/** The keys for one focused field; a passport series ("letters") starts in capitals. */
function KeyboardPanel({ field, alphabet, onAlphabetChange }: KeyboardPanelProps) {
  const { t } = useTranslation();
  const kind = kindOf(field);
  const [caps, setCaps] = useState(field.dataset.keyboard === 'letters');
  const otherAlphabet: Alphabet = alphabet === 'en' ? 'ru' : 'en';

  useEffect(() => {
    field.scrollIntoView({ block: 'center' });
  }, [field]);

  const press = (key: string) => {
    if (key === KEY.backspace) deleteBackward(field);
    else if (key === KEY.caps) setCaps(!caps);
    else if (key === KEY.switchAlphabet) onAlphabetChange(otherAlphabet);
    else if (key === KEY.done) field.blur();
    else if (insertText(field, key === KEY.space ? ' ' : key) && kind === 'digits' && isFull(field)) {
      // The number keyboard closes once the number is complete (7 digits for a passport;
      // docs/contracts/entities.md#identification-form).
      field.blur();
    }
  };

  return (
    <Keyboard
      theme={`simple-keyboard hg-theme-default ${classes.keyboard}`}
      layout={LAYOUTS}
      layoutName={layoutName(kind, alphabet, caps)}
      display={{
        [KEY.backspace]: '⌫',
        [KEY.caps]: '⇧',
        [KEY.space]: ' ',
        [KEY.switchAlphabet]: ALPHABET_KEY_CAPTION[alphabet],
        [KEY.done]: t('kiosk.keyboard.done'),
      }}
      buttonAttributes={[
        // Real buttons for assistive technology, never focused: focus stays in the field being typed into.
        { attribute: 'type', value: 'button', buttons: ALL_KEYS },
        { attribute: 'tabindex', value: '-1', buttons: ALL_KEYS },
        { attribute: 'aria-label', value: t('kiosk.keyboard.backspace'), buttons: KEY.backspace },
        { attribute: 'aria-label', value: t('kiosk.keyboard.caps'), buttons: KEY.caps },
        { attribute: 'aria-pressed', value: String(caps), buttons: KEY.caps },
        { attribute: 'aria-label', value: t('kiosk.keyboard.space'), buttons: KEY.space },
        { attribute: 'aria-label', value: t(`kiosk.keyboard.switch_to_${otherAlphabet}`), buttons: KEY.switchAlphabet },
      ]}
      onKeyPress={press}
      useButtonTag
      disableButtonHold
      // The field is the only source of truth: the library must not track or move its caret.
      disableCaretPositioning
    />
  );
}

/**
 * The kiosk's on-screen keyboard (docs/contracts/portal.md#on-screen-keyboard): mounted once in the kiosk frame, shown
 * only while a field with `data-keyboard` has focus. It never takes the focus itself, so the field keeps its caret and
 * its dialog.
 */
export function OnScreenKeyboard() {
  const { t } = useTranslation();
  const { field, serial } = useKeyboardField();
  // The chosen alphabet carries over from field to field; each field gets a fresh panel (its own caps state).
  const [alphabet, setAlphabet] = useState<Alphabet>('en');

  if (!field) return null;
  return (
    <>
      <div className={classes.spacer} aria-hidden />
      <Portal>
        <div
          role="group"
          aria-label={t('kiosk.keyboard.label')}
          className={classes.panel}
          data-kind={kindOf(field)}
          onMouseDown={(event) => event.preventDefault()}
        >
          <KeyboardPanel key={serial} field={field} alphabet={alphabet} onAlphabetChange={setAlphabet} />
        </div>
      </Portal>
    </>
  );
}
