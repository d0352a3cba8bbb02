import { describe, expect, it } from 'vitest';
import { isKeyPress, provesPresence } from '../src/policy/activity';

describe('signs of a citizen at the kiosk', () => {
  it('counts touches, taps, clicks and scrolling', () => {
    for (const type of ['touchStart', 'touchMove', 'touchEnd', 'gestureTap', 'mouseDown', 'mouseWheel', 'gestureScrollUpdate']) {
      expect(provesPresence(type)).toBe(true);
    }
  });

  it('does not count a mouse merely moving or leaving', () => {
    for (const type of ['mouseMove', 'mouseEnter', 'mouseLeave', 'undefined']) expect(provesPresence(type)).toBe(false);
  });

  it('counts each key press once', () => {
    expect(isKeyPress('keyDown')).toBe(true);
    expect(isKeyPress('keyUp')).toBe(false);
  });
});
