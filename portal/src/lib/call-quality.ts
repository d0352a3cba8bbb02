/**
 * The video connection quality of docs/contracts/errors-and-limits.md#camera-and-network (0 none, 1 very bad, 2 bad,
 * 3 average, 4 good, 5 excellent), from two WebRTC statistics reports of one RTCPeerConnection taken a few seconds
 * apart.
 *
 * The grade is the best level whose every limit the connection meets (a measure the reports lack does not count):
 *
 * | grade | packet loss | round trip | jitter  | video frames/s |
 * |-------|-------------|------------|---------|----------------|
 * | 5     | < 1 %       | < 150 ms   | < 30 ms | ≥ 24           |
 * | 4     | < 3 %       | < 250 ms   | < 50 ms | ≥ 15           |
 * | 3     | < 5 %       | < 400 ms   | < 75 ms | ≥ 10           |
 * | 2     | < 10 %      | < 700 ms   | < 125 ms| ≥ 5            |
 * | 1     | anything worse, while media still flows                   |
 * | 0     | no packet sent or received between the two reports        |
 *
 * Loss (of each stream on its own), round trip and jitter are the worst of both directions: what the notary sees matters as much as what the
 * citizen sees. The limits follow the usual guidance for interactive video (ITU-T G.114 for delay).
 */

export type Quality = 0 | 1 | 2 | 3 | 4 | 5;

interface Level {
  grade: Quality;
  loss: number;
  rttMs: number;
  jitterMs: number;
  fps: number;
}

const LEVELS: readonly Level[] = [
  { grade: 5, loss: 0.01, rttMs: 150, jitterMs: 30, fps: 24 },
  { grade: 4, loss: 0.03, rttMs: 250, jitterMs: 50, fps: 15 },
  { grade: 3, loss: 0.05, rttMs: 400, jitterMs: 75, fps: 10 },
  { grade: 2, loss: 0.1, rttMs: 700, jitterMs: 125, fps: 5 },
];

/** What the grade is made of; a measure is undefined when the reports do not have it. */
export interface CallMeasures {
  packets: number;
  loss?: number;
  rttMs?: number;
  jitterMs?: number;
  fps?: number;
}

/** The fields of RTCStats entries this module reads (lib.dom types each kind separately). */
type Stats = {
  id: string;
  type: string;
  kind?: string;
  packetsReceived?: number;
  packetsSent?: number;
  packetsLost?: number;
  jitter?: number;
  roundTripTime?: number;
  currentRoundTripTime?: number;
  framesPerSecond?: number;
  state?: string;
  nominated?: boolean;
  selectedCandidatePairId?: string;
  localId?: string;
};

/** An RTCStatsReport, or any map of the same entries (a test's). */
export type StatsReport = ReadonlyMap<string, unknown>;

function entries(report: StatsReport | undefined, type: string): Stats[] {
  if (!report) return [];
  return [...report.values()].filter((stats): stats is Stats => (stats as Stats | null)?.type === type);
}

type Counter = 'packetsReceived' | 'packetsSent' | 'packetsLost';

/** The change of one stream's counter since the previous report (the whole counter when there is none). */
function delta(previous: StatsReport | undefined, stats: Stats | undefined, field: Counter): number {
  const before = (previous?.get(stats?.id ?? '') as Stats | undefined)?.[field] ?? 0;
  return Math.max(0, (stats?.[field] ?? 0) - before);
}

function lossFraction(lost: number, delivered: number): number | undefined {
  return lost + delivered > 0 ? lost / (lost + delivered) : undefined;
}

/**
 * Each stream's loss on its own, so a lossy video is not hidden behind a clean audio: what this end lost of each
 * stream it receives, and what the far end lost of each one it is sent (remote-inbound-rtp, against its `localId`).
 */
function losses(previous: StatsReport | undefined, report: StatsReport): (number | undefined)[] {
  const received = entries(report, 'inbound-rtp').map((stats) =>
    lossFraction(delta(previous, stats, 'packetsLost'), delta(previous, stats, 'packetsReceived')),
  );
  const sent = entries(report, 'remote-inbound-rtp').map((stats) => {
    const local = report.get(stats.localId ?? '') as Stats | undefined;
    return lossFraction(delta(previous, stats, 'packetsLost'), delta(previous, local, 'packetsSent'));
  });
  return [...received, ...sent];
}

function packetsMoved(previous: StatsReport | undefined, report: StatsReport): number {
  const received = entries(report, 'inbound-rtp').map((stats) => delta(previous, stats, 'packetsReceived'));
  const sent = entries(report, 'outbound-rtp').map((stats) => delta(previous, stats, 'packetsSent'));
  return [...received, ...sent].reduce((total, count) => total + count, 0);
}

const worst = (values: (number | undefined)[]) => {
  const known = values.filter((value): value is number => value !== undefined && Number.isFinite(value));
  return known.length ? Math.max(...known) : undefined;
};

function selectedPair(report: StatsReport): Stats | undefined {
  const selectedId = entries(report, 'transport')[0]?.selectedCandidatePairId;
  const pairs = entries(report, 'candidate-pair');
  return pairs.find((pair) => pair.id === selectedId) ?? pairs.find((pair) => pair.state === 'succeeded' && pair.nominated);
}

function roundTripMs(report: StatsReport): number | undefined {
  const pairRtt = selectedPair(report)?.currentRoundTripTime;
  const remoteRtt = worst(entries(report, 'remote-inbound-rtp').map((stats) => stats.roundTripTime));
  const seconds = pairRtt ?? remoteRtt;
  return seconds === undefined ? undefined : seconds * 1000;
}

function framesPerSecond(report: StatsReport): number | undefined {
  const video = [...entries(report, 'inbound-rtp'), ...entries(report, 'outbound-rtp')].filter((stats) => stats.kind === 'video');
  const rates = video.map((stats) => stats.framesPerSecond).filter((fps): fps is number => fps !== undefined);
  return rates.length ? Math.min(...rates) : undefined;
}

/** The measures between two reports of one connection. */
export function measuresOf(previous: StatsReport | undefined, report: StatsReport): CallMeasures {
  const jitters = [...entries(report, 'inbound-rtp'), ...entries(report, 'remote-inbound-rtp')].map((stats) => stats.jitter);
  const jitterSeconds = worst(jitters);
  return {
    packets: packetsMoved(previous, report),
    loss: worst(losses(previous, report)),
    rttMs: roundTripMs(report),
    jitterMs: jitterSeconds === undefined ? undefined : jitterSeconds * 1000,
    fps: framesPerSecond(report),
  };
}

function meets(measures: CallMeasures, level: Level): boolean {
  const { loss, rttMs, jitterMs, fps } = measures;
  return (
    (loss === undefined || loss < level.loss) &&
    (rttMs === undefined || rttMs < level.rttMs) &&
    (jitterMs === undefined || jitterMs < level.jitterMs) &&
    (fps === undefined || fps >= level.fps)
  );
}

export function gradeOf(measures: CallMeasures): Quality {
  if (measures.packets === 0) return 0;
  return LEVELS.find((level) => meets(measures, level))?.grade ?? 1;
}

/** The quality between two getStats() reports; `previous` undefined takes the counters since the call began. */
export function qualityOf(previous: StatsReport | undefined, report: StatsReport): Quality {
  return gradeOf(measuresOf(previous, report));
}

/** Calls `onQuality` every `intervalMs` with the connection's quality since the last time; returns the stop. */
export function watchQuality(pc: RTCPeerConnection, onQuality: (quality: Quality) => void, intervalMs = 2000): () => void {
  let previous: StatsReport | undefined;
  let stopped = false;
  const sample = async () => {
    const report = await pc.getStats().catch(() => undefined);
    if (stopped || !report) return;
    // The first report only sets the start: a grade needs two.
    if (previous) onQuality(qualityOf(previous, report));
    previous = report;
  };
  void sample();
  const timer = setInterval(() => void sample(), intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
