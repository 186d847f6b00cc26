/**
 * Prometheus metrics (prom-client) on a registry per app: requests by route and status with
 * latency, upstream latency and outcome, cache hits and misses, circuit state, and the default
 * process metrics (event-loop lag, heap, GC).
 */
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CircuitState } from '../upstream/circuit-breaker';
import type { UpstreamCircuit } from '../upstream/balanced-transport';
import { routeLabel } from './route-label';
import type { ObservedUpstream } from './upstream-event';

const CIRCUIT_VALUE: Record<CircuitState, number> = { closed: 0, 'half-open': 1, open: 2 };

export interface Metrics {
  registry: Registry;
  /** Times every request and counts it by route name, method and status. */
  requests: RequestHandler;
  /** Counts an answer given before express (a stored page at the door), timed by the caller. */
  record(route: string, method: string | undefined, status: number, seconds: number): void;
}

/**
 * circuits: each marketplace address's circuit (several services, balanced in this process); unset,
 * the client's one circuit under `upstream="marketplace"`.
 */
export function createMetrics(client: ObservedUpstream, circuits?: () => UpstreamCircuit[]): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'spareo_' });

  const requestDuration = new Histogram({
    name: 'spareo_http_request_duration_seconds',
    help: 'HTTP request latency by route name, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const upstreamDuration = new Histogram({
    name: 'spareo_upstream_duration_seconds',
    help: 'Marketplace call latency by endpoint, method and outcome (calls actually sent or refused by the circuit)',
    labelNames: ['endpoint', 'method', 'outcome'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'spareo_upstream_cache_total',
    help: 'Upstream cache lookups of cacheable GETs by result (hit, stale, miss)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'spareo_upstream_circuit_state',
    help: 'Marketplace circuit breaker by upstream address: 0 closed, 1 half-open, 2 open',
    labelNames: ['upstream'] as const,
    registers: [registry],
    collect() {
      const states = circuits?.() ?? [{ upstream: 'marketplace', state: client.circuitState?.() ?? 'closed' }];
      for (const { upstream, state } of states) this.set({ upstream }, CIRCUIT_VALUE[state]);
    },
  });

  client.observe?.((event) => {
    if (event.cache !== 'none') cacheLookups.inc({ result: event.cache });
    if (event.outcome !== 'cached') upstreamDuration.observe({ endpoint: event.endpoint, method: event.method, outcome: event.outcome }, event.ms / 1000);
  });

  // The route is read when the answer is complete: the chain names it on the way.
  const requests: RequestHandler = (req, res, next) => {
    const end = requestDuration.startTimer();
    res.once('finish', () => end({ route: routeLabel(req, res), method: req.method, status: String(res.statusCode) }));
    next();
  };
  // The door's answers come in a few kinds: their series are looked up once, not hashed from labels each time.
  const series = new Map<string, ReturnType<typeof requestDuration.labels>>();
  const record = (route: string, method: string | undefined, status: number, seconds: number) => {
    const key = `${route} ${method} ${status}`;
    let kind = series.get(key);
    if (!kind) series.set(key, (kind = requestDuration.labels({ route, method, status: String(status) })));
    kind.observe(seconds);
  };
  return { registry, requests, record };
}
