import { gradeOf, measuresOf, qualityOf, watchQuality, type StatsReport } from './call-quality';

type Entry = Record<string, unknown> & { id: string; type: string };

const report = (...entries: Entry[]): StatsReport => new Map(entries.map((entry) => [entry.id, entry]));

/** A call sending and receiving video and audio, its counters `seconds` into the call. */
function call(seconds: number, { lossIn = 0, lossOut = 0, rtt = 0.05, jitter = 0.01, fps = 30 } = {}): StatsReport {
  const packets = 100 * seconds;
  return report(
    { id: 'in-v', type: 'inbound-rtp', kind: 'video', packetsReceived: packets * (1 - lossIn), packetsLost: packets * lossIn, jitter, framesPerSecond: fps },
    { id: 'in-a', type: 'inbound-rtp', kind: 'audio', packetsReceived: packets, packetsLost: 0, jitter },
    { id: 'out-v', type: 'outbound-rtp', kind: 'video', packetsSent: packets, framesPerSecond: fps },
    { id: 'rin-v', type: 'remote-inbound-rtp', kind: 'video', localId: 'out-v', packetsLost: packets * lossOut, roundTripTime: rtt, jitter },
    { id: 't', type: 'transport', selectedCandidatePairId: 'pair' },
    { id: 'pair', type: 'candidate-pair', state: 'succeeded', nominated: true, currentRoundTripTime: rtt },
  );
}

it.each([
  [{}, 5],
  [{ rtt: 0.2 }, 4],
  [{ jitter: 0.06 }, 3],
  [{ fps: 12 }, 3],
  [{ lossIn: 0.08 }, 2],
  [{ lossOut: 0.04 }, 3],
  [{ rtt: 0.9 }, 1],
  [{ fps: 2 }, 1],
])('grades a call with %o as %i', (conditions, grade) => {
  expect(qualityOf(call(10, conditions), call(20, conditions))).toBe(grade);
});

it('is 0 when no packet moved between the two reports', () => {
  expect(qualityOf(call(10), call(10))).toBe(0);
  expect(qualityOf(undefined, report())).toBe(0);
});

it('counts the loss between the two reports only, not since the call began', () => {
  const lossy = call(10, { lossIn: 0.2 });
  const cleanSince = report(
    ...[...call(20).values()].map((entry) => {
      const stats = entry as Entry;
      return stats.id === 'in-v' ? { ...stats, packetsReceived: 800 + 1000, packetsLost: 200 } : stats;
    }),
  );
  expect(measuresOf(lossy, cleanSince).loss).toBe(0);
  expect(qualityOf(lossy, cleanSince)).toBe(5);
});

it('takes the round trip from the remote report when no candidate pair is selected', () => {
  const without = report(...[...call(20, { rtt: 0.3 }).values()].filter((entry) => (entry as Entry).type !== 'candidate-pair') as Entry[]);
  expect(measuresOf(call(10), without).rttMs).toBeCloseTo(300);
});

it('does not hold a missing measure against an audio-only call', () => {
  expect(gradeOf({ packets: 50, loss: 0, rttMs: 40 })).toBe(5);
});

it('watches a connection: a grade from the second report on, until stopped', async () => {
  vi.useFakeTimers();
  let second = 0;
  const pc = { getStats: vi.fn(async () => call((second += 2))) } as unknown as RTCPeerConnection;
  const grades: number[] = [];
  const stop = watchQuality(pc, (quality) => grades.push(quality), 2000);
  await vi.advanceTimersByTimeAsync(4100);
  expect(grades).toEqual([5, 5]);
  stop();
  await vi.advanceTimersByTimeAsync(10_000);
  expect(grades).toHaveLength(2);
  vi.useRealTimers();
});
