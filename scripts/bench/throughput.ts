/** Load on loopback (wrk when installed, else autocannon): bounded connections and duration; requests/s and latency percentiles. */
import autocannon, { type Request } from 'autocannon';
import { measureWithWrk, wrkMissing } from './wrk';
import type { Throughput } from './throughput-figures';

export type { Throughput } from './throughput-figures';

/** What Chromium sends, so the server picks the compression a browser would get. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html,application/xhtml+xml' };

export interface LoadOptions {
  connections: number;
  durationS: number;
  headers?: Record<string, string>;
  /** One cookie per request in turn, across all connections (the cart of many shoppers: no per-session memo stands in for the work). */
  cookies?: readonly string[];
  /** Default: wrk when installed (wrk.ts says why), else autocannon. */
  generator?: LoadGenerator;
}

export type LoadGenerator = 'wrk' | 'autocannon';

export const defaultLoadGenerator = (): LoadGenerator => (wrkMissing() ? 'autocannon' : 'wrk');

export async function measureThroughput(url: string, options: LoadOptions): Promise<Throughput> {
  const cookies = options.cookies ?? [];
  const headers = { ...BROWSER_HEADERS, ...options.headers };
  if ((options.generator ?? defaultLoadGenerator()) === 'wrk') return measureWithWrk(url, { connections: options.connections, durationS: options.durationS, headers, cookies });
  let next = 0;
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationS,
    headers,
    timeout: 10,
    ...(cookies.length
      ? { requests: [{ setupRequest: (request: Request): Request => ({ ...request, headers: { ...headers, cookie: cookies[next++ % cookies.length]! } }) }] }
      : {}),
  });
  const total = result.requests.total || 1;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerResponse: Math.round(result.throughput.total / total),
    requests: result.requests.total,
  };
}

/** One round: the page, then nginx and express.static serving the same bytes, back to back. */
export interface ThroughputRound {
  app: Throughput;
  /** express.static with the shop's compression (the second reference). */
  ceiling: Throughput;
  /** Page requests/s as a percentage of express.static's, one decimal. */
  ratio: number;
  /** nginx sending the page's brotli bytes (brotli_static), when installed. */
  nginx?: Throughput;
  /** Page requests/s as a fraction of nginx's, two decimals. */
  nginxRatio?: number;
  /** node:http sending the same brotli bytes from memory with as many processes as the shop (node-reference.ts). */
  node?: Throughput;
  /** Page requests/s as a fraction of node:http's, two decimals. */
  nodeRatio?: number;
  /** The cart only: node:http making the cart page's marketplace calls, then sending the same bytes (cart-floor.ts). */
  floor?: Throughput;
  /** The floor's requests/s as a fraction of nginx's, two decimals. */
  floorNginxRatio?: number;
}

export interface ThroughputFigures extends ThroughputRound {
  /** Every round's ratio, in the order measured. */
  rounds: number[];
  /** The cart only: every round's floor as a fraction of nginx, in the order measured. */
  floorRounds?: number[];
  /** The cart only: CPU of the shop per view for a shopper's first view of each cart (rendered), ms. */
  firstViewCpuMs?: number;
  /** The cart only: each round of the cart with the stored page measured right after it (cart-cost.ts says why). */
  besideStored?: Array<{ cart: Throughput; stored: Throughput }>;
}

export function roundOf(app: Throughput, ceiling: Throughput, nginx?: Throughput, node?: Throughput, floor?: Throughput): ThroughputRound {
  const round: ThroughputRound = { app, ceiling, ratio: Math.round((app.requestsPerSecond / Math.max(1, ceiling.requestsPerSecond)) * 1000) / 10 };
  const fraction = (measured: Throughput, reference: Throughput) => Math.round((measured.requestsPerSecond / Math.max(1, reference.requestsPerSecond)) * 100) / 100;
  if (nginx) Object.assign(round, { nginx, nginxRatio: fraction(app, nginx) });
  if (node) Object.assign(round, { node, nodeRatio: fraction(app, node) });
  if (floor) Object.assign(round, { floor, ...(nginx ? { floorNginxRatio: fraction(floor, nginx) } : {}) });
  return round;
}

/** The median of some figures (the lower middle one for an even count), or null for none. */
export function median(values: number[]): number | null {
  return values.length ? [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]! : null;
}

/** The round with the median ratio (to nginx when measured; the lower middle one for an even count), with every round's ratio. */
export function medianRound(rounds: ThroughputRound[]): ThroughputFigures {
  if (rounds.length === 0) throw new Error('no throughput rounds');
  const ratioOf = (round: ThroughputRound) => round.nginxRatio ?? round.ratio;
  const sorted = [...rounds].sort((a, b) => ratioOf(a) - ratioOf(b));
  const floorRounds = rounds.flatMap((round) => round.floorNginxRatio ?? []);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, rounds: rounds.map(ratioOf), ...(floorRounds.length ? { floorRounds } : {}) };
}
