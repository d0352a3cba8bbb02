import { RECONNECT } from './constants';

/**
 * The wait before each reconnection attempt (docs/contracts/errors-and-limits.md#socket-reconnection): a random first
 * delay of 1-5 s (so kiosks and browsers that lost the server together do not all come back at once), growing by 1.3
 * up to 10 s. A connection that stayed up
 * at least 5 s counts as recovered: the next loss starts from a first delay again.
 */
export class ReconnectBackoff {
  private delay: number | null = null;

  constructor(private readonly random: () => number = Math.random) {}

  next(): number {
    const { initialMinMs, initialMaxMs, factor, maxMs } = RECONNECT;
    this.delay =
      this.delay === null
        ? initialMinMs + this.random() * (initialMaxMs - initialMinMs)
        : Math.min(this.delay * factor, maxMs);
    return this.delay;
  }

  /** A connection ended after `uptimeMs`. */
  ended(uptimeMs: number): void {
    if (uptimeMs >= RECONNECT.minUptimeMs) this.delay = null;
  }
}
