export { OnScreenKeyboard } from './on-screen-keyboard';
