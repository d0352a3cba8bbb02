/**
 * Which key presses the shell swallows before the page sees them: everything that could leave the kiosk, reload it,
 * open tools, zoom, print or save. Chords are judged by the physical key (`code`), so Ctrl+W is caught on a
 * Cyrillic layout too, where its `key` is "ц". Plain typing and the usual editing chords always pass, so a citizen
 * filling a form is never hindered.
 */
export interface KeyInput {
  key: string;
  code: string;
  control: boolean;
  alt: boolean;
  shift: boolean;
  meta: boolean;
}

const FUNCTION_KEY = /^F([1-9]|1[0-9]|2[0-4])$/;

/** Dedicated keys of multimedia keyboards that navigate, close or open things. */
const APPLICATION_KEYS = new Set([
  'BrowserBack',
  'BrowserForward',
  'BrowserRefresh',
  'BrowserStop',
  'BrowserHome',
  'BrowserSearch',
  'BrowserFavorites',
  'Close',
  'New',
  'Open',
  'Print',
  'Save',
  'Find',
  'Help',
  'LaunchApplication1',
  'LaunchApplication2',
  'LaunchMail',
  'LaunchWebBrowser',
]);

/** Ctrl chords that only edit text in a field. */
const EDITING_CHORDS = new Set([
  'KeyA',
  'KeyC',
  'KeyV',
  'KeyX',
  'KeyZ',
  'KeyY',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'Backspace',
  'Delete',
]);

/** With Shift held only redo and selection extend; Ctrl+Shift+C, I or J would open inspection tools. */
const SHIFTED_EDITING_CHORDS = new Set(['KeyZ', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** Alt chords that go back or forward, switch or close windows or open the window menu. */
const ALT_CHORDS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'Tab', 'Escape', 'Space', 'Backspace']);

function isFunctionKey(input: KeyInput): boolean {
  return FUNCTION_KEY.test(input.key) || FUNCTION_KEY.test(input.code);
}

function isBlockedControlChord(input: KeyInput): boolean {
  const allowed = input.shift ? SHIFTED_EDITING_CHORDS : EDITING_CHORDS;
  return input.alt || !allowed.has(input.code);
}

export function isBlockedKey(input: KeyInput): boolean {
  if (isFunctionKey(input) || APPLICATION_KEYS.has(input.key)) return true;
  if (input.meta) return true;
  if (input.control) return isBlockedControlChord(input);
  if (input.alt) return ALT_CHORDS.has(input.code);
  return false;
}
