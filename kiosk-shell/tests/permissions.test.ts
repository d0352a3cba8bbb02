import { describe, expect, it } from 'vitest';
import { decidePermissionCheck, decidePermissionRequest } from '../src/policy/permissions';

const SERVER = 'https://notary.example.uz';
const PAGE = `${SERVER}/kiosk/enotarial_act/1`;

describe('permission requests', () => {
  it('grants camera and microphone to the server for the video conference', () => {
    expect(decidePermissionRequest({ permission: 'media', requestingUrl: PAGE, mediaTypes: ['video', 'audio'] }, SERVER)).toBe(true);
    expect(decidePermissionRequest({ permission: 'media', requestingUrl: PAGE, mediaTypes: ['video'] }, SERVER)).toBe(true);
  });

  it('lets the server page reach the camera agent on loopback', () => {
    expect(decidePermissionRequest({ permission: 'loopback-network', requestingUrl: PAGE }, SERVER)).toBe(true);
  });

  it('refuses camera and microphone to any other origin', () => {
    for (const url of ['https://evil.example/', 'http://notary.example.uz/', 'kiosk://app/offline.html']) {
      expect(decidePermissionRequest({ permission: 'media', requestingUrl: url, mediaTypes: ['video'] }, SERVER)).toBe(false);
      expect(decidePermissionRequest({ permission: 'loopback-network', requestingUrl: url }, SERVER)).toBe(false);
    }
  });

  it('refuses media requests that do not say what they want', () => {
    expect(decidePermissionRequest({ permission: 'media', requestingUrl: PAGE }, SERVER)).toBe(false);
    expect(decidePermissionRequest({ permission: 'media', requestingUrl: PAGE, mediaTypes: [] }, SERVER)).toBe(false);
  });

  it.each([
    'display-capture',
    'notifications',
    'geolocation',
    'clipboard-read',
    'fullscreen',
    'pointerLock',
    'keyboardLock',
    'hid',
    'usb',
    'serial',
    'midiSysex',
    'openExternal',
    'local-network',
    'window-management',
    'idle-detection',
    'unknown',
    'some-future-permission',
  ])('denies %s even to the server', (permission) => {
    expect(decidePermissionRequest({ permission, requestingUrl: PAGE }, SERVER)).toBe(false);
  });
});

describe('permission checks', () => {
  it('answers yes for the server camera and microphone only', () => {
    expect(decidePermissionCheck({ permission: 'media', requestingOrigin: SERVER, mediaType: 'video' }, SERVER)).toBe(true);
    expect(decidePermissionCheck({ permission: 'media', requestingOrigin: SERVER, mediaType: 'audio' }, SERVER)).toBe(true);
    expect(decidePermissionCheck({ permission: 'media', requestingOrigin: SERVER, mediaType: 'unknown' }, SERVER)).toBe(false);
    expect(decidePermissionCheck({ permission: 'media', requestingOrigin: SERVER }, SERVER)).toBe(false);
    expect(decidePermissionCheck({ permission: 'media', requestingOrigin: 'https://evil.example', mediaType: 'video' }, SERVER)).toBe(false);
    expect(decidePermissionCheck({ permission: 'clipboard-read', requestingOrigin: SERVER }, SERVER)).toBe(false);
    expect(decidePermissionCheck({ permission: 'local-network-access', requestingOrigin: SERVER }, SERVER)).toBe(true);
  });
});
