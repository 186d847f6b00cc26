/**
 * What the web tier's metrics hear of each marketplace call (the client tells it through observe),
 * and the client's circuit as they read it: the shape the client and the metrics share, kept here
 * so the metrics need nothing of the client itself.
 */
import type { CircuitState } from '../upstream/circuit-breaker';

export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'none';
/** ok: answered below 500; error_status: answered 5xx; timeout; error: transport threw; circuit_open: not sent. */
export type UpstreamOutcome = 'ok' | 'error_status' | 'timeout' | 'error' | 'circuit_open';

export interface UpstreamEvent {
  method: string;
  path: string;
  endpoint: string;
  status: number;
  outcome: UpstreamOutcome | 'cached';
  cache: CacheOutcome;
  ms: number;
}

/** What the metrics read of a marketplace client: its calls as they end, and its circuit. */
export interface ObservedUpstream {
  observe?(listener: (event: UpstreamEvent) => void): void;
  circuitState?(): CircuitState;
}
