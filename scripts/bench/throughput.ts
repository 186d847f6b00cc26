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
