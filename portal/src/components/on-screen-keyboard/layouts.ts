/**
 * The keyboard's layouts (docs/contracts/portal.md#on-screen-keyboard): Latin or Cyrillic letters with a switch key,
 * and digits only for numeric fields. The Cyrillic one is Russian with the Uzbek letters ў қ ғ ҳ; the Latin one has the
 * apostrophe of oʻ and gʻ.
 */
export type Alphabet = 'en' | 'ru';
export type KeyboardKind = 'letters' | 'digits';

export const KEY = {
  backspace: '{bksp}',
  caps: '{caps}',
  space: '{space}',
  switchAlphabet: '{lang}',
  done: '{done}',
} as const;

const DIGIT_ROW = `1 2 3 4 5 6 7 8 9 0 ${KEY.backspace}`;
const LAST_ROW = `${KEY.switchAlphabet} ${KEY.space} ${KEY.done}`;

const LETTERS: Record<Alphabet, string[]> = {
  en: [DIGIT_ROW, 'q w e r t y u i o p', "a s d f g h j k l '", `${KEY.caps} z x c v b n m - .`, LAST_ROW],
  ru: [
    DIGIT_ROW,
    'й ц у к е н г ш щ з х ъ ў',
    'ф ы в а п р о л д ж э қ ғ',
    `${KEY.caps} я ч с м и т ь б ю ё ҳ -`,
    LAST_ROW,
  ],
};

const DIGITS = ['1 2 3', '4 5 6', '7 8 9', `${KEY.backspace} 0 ${KEY.done}`];

const isCharacterKey = (key: string) => !key.startsWith('{');
const upperCase = (row: string) =>
  row
    .split(' ')
    .map((key) => (isCharacterKey(key) ? key.toUpperCase() : key))
    .join(' ');

/** Every layout by name, for react-simple-keyboard's `layout` option. */
export const LAYOUTS: Record<string, string[]> = {
  digits: DIGITS,
  en: LETTERS.en,
  'en-caps': LETTERS.en.map(upperCase),
  ru: LETTERS.ru,
  'ru-caps': LETTERS.ru.map(upperCase),
};

export function layoutName(kind: KeyboardKind, alphabet: Alphabet, caps: boolean): string {
  if (kind === 'digits') return 'digits';
  return caps ? `${alphabet}-caps` : alphabet;
}

/** Every key of every layout, space-separated, as react-simple-keyboard's `buttonAttributes` wants them. */
export const ALL_KEYS = [...new Set(Object.values(LAYOUTS).flatMap((rows) => rows.join(' ').split(' ')))].join(' ');

/** What the alphabet key shows: the alphabet it switches to, in that alphabet's own letters. */
export const ALPHABET_KEY_CAPTION: Record<Alphabet, string> = { en: 'АБВ', ru: 'ABC' };
