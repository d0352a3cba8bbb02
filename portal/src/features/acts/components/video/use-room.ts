import { useEffect, useRef, useState } from 'react';
import { watchQuality, type Quality } from '@/lib/call-quality';
import { joinRoom, type RemoteFeed, type RoomCall } from '@/lib/janus';
import { holdKioskForCall } from '@/lib/kiosk-call';
import { joinTicket, reportQuality } from '../../api/conference';

/** How often this participant's quality goes to the server, for the notary's view. */
const REPORT_MS = 10_000;
const CAMERA = { width: { ideal: 1280 }, height: { ideal: 720 } };

export type RoomState = { phase: 'joining' } | { phase: 'in_call' } | { phase: 'failed'; reason: string };

/**
 * This participant in the act's room while the component lives: a ticket from the server, the camera and
 * microphone, the media server's room; the quality measured and reported; the screen kept awake. Leaving the page
 * leaves the room.
 */
export function useRoom(uuid: string) {
  const [state, setState] = useState<RoomState>({ phase: 'joining' });
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [feeds, setFeeds] = useState<RemoteFeed[]>([]);
  const [quality, setQuality] = useState<Quality | null>(null);
  const call = useRef<RoomCall | null>(null);

  useEffect(() => {
    let stopped = false;
    const stops: (() => void)[] = [];
    // What was taken is given back when the component goes, even if it went while this was being taken.
    const onStop = (stop: () => void) => (stopped ? stop() : stops.push(stop));
    (async () => {
      const ticket = await joinTicket(uuid);
      // At a kiosk: the shell kept awake, the idle logout paused, the camera agent's camera lent to the call.
      const releaseKiosk = await holdKioskForCall();
      onStop(() => void releaseKiosk());
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: CAMERA });
      onStop(() => stream.getTracks().forEach((track) => track.stop()));
      if (stopped) return;
      setLocal(stream);
      const joined = await joinRoom(ticket, stream, {
        onFeeds: setFeeds,
        onFailure: (reason) => setState({ phase: 'failed', reason }),
      });
      call.current = joined;
      onStop(() => joined.leave());
      if (stopped) return;
      setState({ phase: 'in_call' });
      onStop(measureQuality(uuid, joined, setQuality));
      onStop(keepAwake());
    })().catch((error: unknown) => {
      if (!stopped) setState({ phase: 'failed', reason: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      stopped = true;
      stops.reverse().forEach((stop) => stop());
    };
  }, [uuid]);

  return { state, local, feeds, quality, call };
}

function measureQuality(uuid: string, call: RoomCall, onQuality: (quality: Quality) => void): () => void {
  let latest: Quality | null = null;
  const [connection] = call.connections();
  const stopWatching = connection
    ? watchQuality(connection, (quality) => {
        latest = quality;
        onQuality(quality);
      })
    : () => undefined;
  const timer = window.setInterval(() => {
    if (latest !== null) void reportQuality(uuid, latest);
  }, REPORT_MS);
  return () => {
    stopWatching();
    window.clearInterval(timer);
  };
}

/** The screen stays on during the call (the kiosk shell and the browser both honour the Wake Lock). */
function keepAwake(): () => void {
  let lock: WakeLockSentinel | null = null;
  void navigator.wakeLock?.request('screen').then((sentinel) => (lock = sentinel), () => undefined);
  return () => void lock?.release();
}
