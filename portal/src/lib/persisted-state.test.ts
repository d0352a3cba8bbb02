import { demoCitizen } from '@/testing/mocks/data';
import { PERSISTED_STATE_KEY, usePersistedState } from './persisted-state';

const state = () => usePersistedState.getState();

it('persists redirect URL, mode, locale, user and voice guidance in local storage, never a session token', () => {
  state().signIn(demoCitizen);
  state().setMode('kiosk');
  state().setLocale('ru');
  state().rememberPath('/equeue');
  const stored = JSON.parse(localStorage.getItem(PERSISTED_STATE_KEY) ?? '{}');
  expect(Object.keys(stored.state).sort()).toEqual(['locale', 'mode', 'redirectUrl', 'user', 'voiceGuidance']);
  expect(stored.state).toMatchObject({ redirectUrl: '/equeue', mode: 'kiosk', locale: 'ru' });
  expect(stored.state.user.pin).toBe(demoCitizen.pin);
});

it('starts in browser mode, Uzbek Latin, without a session', () => {
  expect(state()).toMatchObject({ mode: 'browser', locale: 'oz', user: null, redirectUrl: null });
});

it('never remembers the main page or the login and error pages', () => {
  for (const path of ['/', '/index', '/auth', '/kiosk/auth', '/404', '/kiosk/403', '/?x=1']) {
    state().rememberPath(path);
    expect(state().redirectUrl, path).toBeNull();
  }
  state().rememberPath('/notary/5?tab=reviews');
  expect(state().redirectUrl).toBe('/notary/5?tab=reviews');
});

it('hands the remembered path over once', () => {
  state().rememberPath('/search_ban');
  expect(state().takeRedirectUrl()).toBe('/search_ban');
  expect(state().takeRedirectUrl()).toBeNull();
});

it('clears only the session on logout', () => {
  state().signIn(demoCitizen);
  state().setLocale('uz');
  state().rememberPath('/equeue');
  state().clearSession();
  expect(state()).toMatchObject({ user: null, locale: 'uz', redirectUrl: '/equeue' });
});
