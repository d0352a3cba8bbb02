import { describe, expect, it } from 'vitest';
import { isBlockedKey, type KeyInput } from '../src/policy/keys';

function key(code: string, key: string, mods: Partial<KeyInput> = {}): KeyInput {
  return { code, key, control: false, alt: false, shift: false, meta: false, ...mods };
}
const ctrl = { control: true };
const ctrlShift = { control: true, shift: true };

describe('keys that leave, reload or inspect are swallowed', () => {
  it.each([
    ['Alt+F4', key('F4', 'F4', { alt: true })],
    ['Ctrl+W', key('KeyW', 'w', ctrl)],
    ['Ctrl+Q', key('KeyQ', 'q', ctrl)],
    ['Ctrl+R', key('KeyR', 'r', ctrl)],
    ['Ctrl+Shift+R', key('KeyR', 'R', ctrlShift)],
    ['F5', key('F5', 'F5')],
    ['Ctrl+F5', key('F5', 'F5', ctrl)],
    ['F11', key('F11', 'F11')],
    ['F12', key('F12', 'F12')],
    ['F1 help', key('F1', 'F1')],
    ['F7 caret browsing', key('F7', 'F7')],
    ['Ctrl+Shift+I', key('KeyI', 'I', ctrlShift)],
    ['Ctrl+Shift+J', key('KeyJ', 'J', ctrlShift)],
    ['Ctrl+Shift+C', key('KeyC', 'C', ctrlShift)],
    ['Ctrl+U view source', key('KeyU', 'u', ctrl)],
    ['Ctrl+P print dialog', key('KeyP', 'p', ctrl)],
    ['Ctrl+S save', key('KeyS', 's', ctrl)],
    ['Ctrl+O open', key('KeyO', 'o', ctrl)],
    ['Ctrl+N new window', key('KeyN', 'n', ctrl)],
    ['Ctrl+T new tab', key('KeyT', 't', ctrl)],
    ['Ctrl+Plus zoom', key('Equal', '=', ctrl)],
    ['Ctrl+Minus zoom', key('Minus', '-', ctrl)],
    ['Ctrl+0 zoom reset', key('Digit0', '0', ctrl)],
    ['Ctrl+Tab', key('Tab', 'Tab', ctrl)],
    ['Alt+Left back', key('ArrowLeft', 'ArrowLeft', { alt: true })],
    ['Alt+Right forward', key('ArrowRight', 'ArrowRight', { alt: true })],
    ['Alt+Home', key('Home', 'Home', { alt: true })],
    ['Alt+Tab', key('Tab', 'Tab', { alt: true })],
    ['Alt+Space window menu', key('Space', ' ', { alt: true })],
    ['Super+D', key('KeyD', 'd', { meta: true })],
    ['Ctrl+Alt+Delete', key('Delete', 'Delete', { control: true, alt: true })],
    ['browser back key', key('BrowserBack', 'BrowserBack')],
    ['browser refresh key', key('BrowserRefresh', 'BrowserRefresh')],
    ['close key', key('', 'Close')],
  ])('%s', (_name, input) => {
    expect(isBlockedKey(input)).toBe(true);
  });

  it('judges chords by the physical key, so a Cyrillic layout cannot slip Ctrl+W (ц) through', () => {
    expect(isBlockedKey(key('KeyW', 'ц', ctrl))).toBe(true);
    expect(isBlockedKey(key('KeyR', 'к', ctrl))).toBe(true);
    expect(isBlockedKey(key('KeyI', 'Ш', ctrlShift))).toBe(true);
  });
});

describe('typing is never hindered', () => {
  it.each([
    ['a letter', key('KeyA', 'a')],
    ['a capital', key('KeyA', 'A', { shift: true })],
    ['Cyrillic', key('KeyF', 'а')],
    ['Uzbek oʻ apostrophe', key('Backquote', 'ʻ')],
    ['a digit', key('Digit7', '7')],
    ['space', key('Space', ' ')],
    ['backspace', key('Backspace', 'Backspace')],
    ['enter', key('Enter', 'Enter')],
    ['tab between fields', key('Tab', 'Tab')],
    ['shift+tab', key('Tab', 'Tab', { shift: true })],
    ['escape closes a dialog', key('Escape', 'Escape')],
    ['arrows', key('ArrowLeft', 'ArrowLeft')],
    ['AltGr characters', key('KeyE', '€', { alt: true })],
    ['Ctrl+A', key('KeyA', 'a', ctrl)],
    ['Ctrl+C', key('KeyC', 'c', ctrl)],
    ['Ctrl+V', key('KeyV', 'v', ctrl)],
    ['Ctrl+V on a Cyrillic layout', key('KeyV', 'м', ctrl)],
    ['Ctrl+X', key('KeyX', 'x', ctrl)],
    ['Ctrl+Z', key('KeyZ', 'z', ctrl)],
    ['Ctrl+Shift+Z redo', key('KeyZ', 'Z', ctrlShift)],
    ['Ctrl+Y redo', key('KeyY', 'y', ctrl)],
    ['Ctrl+Backspace', key('Backspace', 'Backspace', ctrl)],
    ['Ctrl+Shift+Left select word', key('ArrowLeft', 'ArrowLeft', ctrlShift)],
  ])('%s passes', (_name, input) => {
    expect(isBlockedKey(input)).toBe(false);
  });
});
