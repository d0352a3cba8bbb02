import { act, fireEvent, renderHook } from '@testing-library/react';
import { holdIdle } from '@/lib/idle-hold';
import { useIdleCountdown } from './use-idle-countdown';

const IDLE_S = 120;
const COUNTDOWN_S = 20;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function countdown(watchNow = true) {
  const onExpire = vi.fn();
  const view = renderHook(() => useIdleCountdown({ idleSeconds: IDLE_S, countdownSeconds: COUNTDOWN_S, watchNow, onExpire }));
  return { onExpire, view };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('does not count while a video call holds the kiosk, however still the visitor sits', () => {
  const { onExpire, view } = countdown();
  let release: () => void = () => undefined;
  act(() => {
    release = holdIdle();
  });
  advance(3 * 60 * 60 * 1000);
  fireEvent.pointerDown(document.body); // a touch during the call starts nothing either
  view.result.current.stayActive();
  advance(3 * 60 * 60 * 1000);
  expect(view.result.current.secondsLeft).toBeNull();
  expect(onExpire).not.toHaveBeenCalled();
  act(() => release());
});

it('stops a countdown already on screen when the call starts', () => {
  const { onExpire, view } = countdown();
  advance(IDLE_S * 1000 + 5_000);
  expect(view.result.current.secondsLeft).toBe(COUNTDOWN_S - 5);
  let release: () => void = () => undefined;
  act(() => {
    release = holdIdle();
  });
  expect(view.result.current.secondsLeft).toBeNull();
  advance(COUNTDOWN_S * 1000);
  expect(onExpire).not.toHaveBeenCalled();
  act(() => release());
});

it('after the call counts from its end, even on a kiosk not touched before', () => {
  const { onExpire, view } = countdown(false);
  let release: () => void = () => undefined;
  act(() => {
    release = holdIdle();
  });
  advance(60 * 60 * 1000);
  act(() => release());
  advance(IDLE_S * 1000 - 1);
  expect(view.result.current.secondsLeft).toBeNull();
  advance(1);
  expect(view.result.current.secondsLeft).toBe(COUNTDOWN_S);
  advance(COUNTDOWN_S * 1000);
  expect(onExpire).toHaveBeenCalledTimes(1);
});

it('waits for the last of overlapping holds', () => {
  const { onExpire } = countdown();
  let first: () => void = () => undefined;
  let second: () => void = () => undefined;
  act(() => {
    first = holdIdle();
    second = holdIdle();
  });
  act(() => {
    first();
    first(); // a second call of the same undo changes nothing
  });
  advance((IDLE_S + COUNTDOWN_S) * 1000);
  expect(onExpire).not.toHaveBeenCalled();
  act(() => second());
  advance((IDLE_S + COUNTDOWN_S) * 1000);
  expect(onExpire).toHaveBeenCalledTimes(1);
});
