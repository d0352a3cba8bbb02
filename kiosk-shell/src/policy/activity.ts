/**
 * Which of the page's input events prove a citizen is present. Mouse movement does not: a touchscreen or a
 * jittering mouse produces it with nobody there. Key presses are counted in before-input-event instead.
 */
const PRESENCE_EVENTS = new Set([
  'mouseDown',
  'mouseWheel',
  'touchStart',
  'touchMove',
  'touchEnd',
  'gestureTap',
  'gestureTapDown',
  'gestureLongPress',
  'gestureScrollBegin',
  'gestureScrollUpdate',
  'gesturePinchBegin',
  'pointerDown',
]);

export function provesPresence(inputEventType: string): boolean {
  return PRESENCE_EVENTS.has(inputEventType);
}

/** before-input-event reports both key down and key up; one press is one sign of life. */
export function isKeyPress(type: string): boolean {
  return type === 'keyDown' || type === 'rawKeyDown';
}
