/** autocannon on loopback: bounded connections and duration; requests/s and latency percentiles. */
import autocannon from 'autocannon';

/** What Chromium sends, so the server picks the compression a browser would get. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html,application/xhtml+xml' };

export interface Throughput {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Mean response body bytes on the wire. */
  bytesPerResponse: number;
}

export async function measureThroughput(url: string, options: { connections: number; durationS: number; headers?: Record<string, string> }): Promise<Throughput> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationS,
    headers: { ...BROWSER_HEADERS, ...options.headers },
    timeout: 10,
  });
  const total = result.requests.total || 1;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerResponse: Math.round(result.throughput.total / total),
  };
}

/** One round: the page, then the ceiling serving the same bytes, back to back. */
export interface ThroughputRound {
  app: Throughput;
  ceiling: Throughput;
  /** Page requests/s as a percentage of the ceiling's, one decimal. */
  ratio: number;
}

export interface ThroughputFigures extends ThroughputRound {
  /** Every round's ratio, in the order measured. */
  rounds: number[];
}

export function roundOf(app: Throughput, ceiling: Throughput): ThroughputRound {
  return { app, ceiling, ratio: Math.round((app.requestsPerSecond / Math.max(1, ceiling.requestsPerSecond)) * 1000) / 10 };
}

/** The median of some figures (the lower middle one for an even count), or null for none. */
export function median(values: number[]): number | null {
  return values.length ? [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]! : null;
}

/** The round with the median ratio (the lower middle one for an even count), with every round's ratio. */
export function medianRound(rounds: ThroughputRound[]): ThroughputFigures {
  if (rounds.length === 0) throw new Error('no throughput rounds');
  const sorted = [...rounds].sort((a, b) => a.ratio - b.ratio);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, rounds: rounds.map((round) => round.ratio) };
}
