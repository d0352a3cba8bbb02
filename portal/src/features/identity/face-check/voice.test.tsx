import { MantineProvider } from '@mantine/core';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePersistedState } from '@/lib/persisted-state';
import faceCheckOz from '@/locales/face-check/oz.json';
import faceCheckRu from '@/locales/face-check/ru.json';
import faceCheckUz from '@/locales/face-check/uz.json';
import { type FaceCheckState, initialFaceCheckState } from './state';
import { createSpeaker, hintRecording, REPEAT_GAP_MS, useVoiceGuidance, useVoiceOn } from './voice';
import { VoiceToggle } from './voice-toggle';

/** The recordings are never loaded: an audio element that plays until the test ends it. */
class FakeAudio extends EventTarget {
  static made: FakeAudio[] = [];
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn();
  constructor(readonly src: string) {
    super();
    FakeAudio.made.push(this);
  }
  end() {
    this.dispatchEvent(new Event('ended'));
  }
}

const heard = () => FakeAudio.made.map((audio) => audio.src);
const last = () => FakeAudio.made.at(-1) as FakeAudio;
const checking = (errors: number[], isOk = false): FaceCheckState => ({
  ...initialFaceCheckState,
  phase: 'checking',
  guidance: { errors, isOk, faceRect: null },
});

beforeEach(() => {
  FakeAudio.made = [];
  vi.stubGlobal('Audio', FakeAudio);
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the recording of a hint', () => {
  it('is in the hint language, the Uzbek Latin recording serving Uzbek Cyrillic too', () => {
    const state = checking([13]);
    expect(hintRecording(state, 'oz')).toBe('/voice/oz/13.ogg');
    expect(hintRecording(state, 'uz')).toBe('/voice/oz/13.ogg');
    expect(hintRecording(state, 'ru')).toBe('/voice/ru/13.ogg');
    expect(hintRecording(state, 'kaa')).toBe('/voice/kaa/13.ogg');
  });

  it('says the main hint: "position your face" before any answer, "continue" when all is well', () => {
    expect(hintRecording({ guidance: null }, 'ru')).toBe('/voice/ru/position_face.ogg');
    expect(hintRecording(checking([], true), 'oz')).toBe('/voice/oz/37.ogg');
    expect(hintRecording(checking([64, 13]), 'oz')).toBe('/voice/oz/64.ogg');
  });

  it('does not exist for a code without a text', () => {
    expect(hintRecording(checking([999]), 'oz')).toBeNull();
  });
});

describe('one voice at a time', () => {
  it('lets a hint finish, then says the newest one waiting', () => {
    const speaker = createSpeaker();
    speaker.say('/voice/oz/13.ogg');
    speaker.say('/voice/oz/12.ogg');
    speaker.say('/voice/oz/8.ogg');
    expect(heard()).toEqual(['/voice/oz/13.ogg']);
    last().end();
    expect(heard()).toEqual(['/voice/oz/13.ogg', '/voice/oz/8.ogg']);
    expect(FakeAudio.made[0]?.pause).not.toHaveBeenCalled();
  });

  it('drops what waits when the hint playing is back on screen', () => {
    const speaker = createSpeaker();
    speaker.say('/voice/oz/13.ogg');
    speaker.say('/voice/oz/12.ogg');
    speaker.say('/voice/oz/13.ogg');
    last().end();
    expect(heard()).toEqual(['/voice/oz/13.ogg']);
  });

  it('says the same hint again only after a few seconds', () => {
    const speaker = createSpeaker();
    speaker.say('/voice/ru/13.ogg');
    last().end();
    vi.advanceTimersByTime(REPEAT_GAP_MS - 1);
    speaker.say('/voice/ru/13.ogg');
    expect(heard()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    speaker.say('/voice/ru/13.ogg');
    expect(heard()).toHaveLength(2);
  });

  it('goes quiet on stop, with nothing left to say', () => {
    const speaker = createSpeaker();
    speaker.say('/voice/oz/13.ogg');
    speaker.say('/voice/oz/12.ogg');
    const playing = last();
    speaker.stop();
    expect(playing.pause).toHaveBeenCalled();
    playing.end();
    expect(heard()).toHaveLength(1);
  });

  it('moves on when a recording cannot be played', () => {
    const speaker = createSpeaker();
    speaker.say('/voice/oz/13.ogg');
    last().dispatchEvent(new Event('error'));
    speaker.say('/voice/oz/12.ogg');
    expect(heard()).toEqual(['/voice/oz/13.ogg', '/voice/oz/12.ogg']);
  });
});

describe('voice guidance on or off', () => {
  it('is on at a kiosk and off in a browser until the visitor chooses', () => {
    const { result } = renderHook(() => useVoiceOn());
    const { setMode, setVoiceGuidance } = usePersistedState.getState();
    expect(result.current).toBe(false);
    act(() => setMode('kiosk'));
    expect(result.current).toBe(true);
    act(() => setVoiceGuidance(false));
    expect(result.current).toBe(false);
    act(() => {
      setMode('browser');
      setVoiceGuidance(true);
    });
    expect(result.current).toBe(true);
  });

  it('is switched by the toggle beside the hint, named in the interface language', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<VoiceToggle />, { wrapper: MantineProvider });
    const toggle = screen.getByRole('button', { name: faceCheckOz.voice_guidance });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(usePersistedState.getState().voiceGuidance).toBe(true);
    for (const texts of [faceCheckUz, faceCheckRu]) expect(texts.voice_guidance).not.toBe(faceCheckOz.voice_guidance);
  });
});

describe('the face check speaking', () => {
  const speak = (state: FaceCheckState) =>
    renderHook(({ state }) => useVoiceGuidance(state, 'uz'), { initialProps: { state } });

  it('says the hints at a kiosk, and nothing once the check has ended', () => {
    usePersistedState.getState().setMode('kiosk');
    const view = speak(checking([13]));
    expect(heard()).toEqual(['/voice/oz/13.ogg']);
    view.rerender({ state: { ...checking([13]), phase: 'passed' } });
    expect(last().pause).toHaveBeenCalled();
  });

  it('repeats a hint still shown by later answers, a few seconds apart', () => {
    usePersistedState.getState().setMode('kiosk');
    const view = speak(checking([13]));
    last().end();
    view.rerender({ state: checking([13]) });
    expect(heard()).toHaveLength(1);
    vi.advanceTimersByTime(REPEAT_GAP_MS);
    view.rerender({ state: checking([13]) });
    expect(heard()).toHaveLength(2);
  });

  it('stays silent in a browser, and stops when switched off', () => {
    const view = speak(checking([13]));
    expect(heard()).toEqual([]);
    act(() => usePersistedState.getState().setVoiceGuidance(true));
    view.rerender({ state: checking([13]) });
    expect(heard()).toHaveLength(1);
    act(() => usePersistedState.getState().setVoiceGuidance(false));
    expect(last().pause).toHaveBeenCalled();
  });
});
