/**
 * The one way the web tier reaches the marketplace: used by the browser-facing /api proxy and by
 * the page loaders alike. In-process by default (no socket), HTTP when MARKETPLACE_URL is set.
 * Per-call timeout, circuit breaker, LRU cache with stale-while-revalidate for cacheable GETs only,
 * coalescing of identical GETs in flight, the counts for the request's log line (a line per call at
 * debug), and the caller's fallback on failure.
 */
import { CALLS, fillPath, firstIssue, readAnswer, type AnswerOf, type CallName, type CallOf } from '../../contract/index';
import { ORDER_HEADER, REQUEST_ID_HEADER } from '../../contract/headers';
import { writeKeyOf } from '../../contract/write-key';
import type { MarketplaceRequest, MarketplaceResponse, Problem } from '../../contract/wire';
import type { Config } from '../config/config';
import { chosenFieldsOnly, type Logger } from '../shared/logger';
import { currentScope } from './observability/request-scope';
import type { CacheOutcome, UpstreamEvent, UpstreamOutcome } from './observability/upstream-event';
import { CircuitBreaker, type CircuitState } from './upstream/circuit-breaker';
import { endpointLabel } from './upstream/endpoint-label';
import { answersAgain, READY_PROBE_MS } from './upstream/ready-probe';
import { holdsUntilOf, ResponseCache } from './upstream/response-cache';
import type { Transport } from './upstream/transports';

export type { CacheOutcome, UpstreamEvent, UpstreamOutcome } from './observability/upstream-event';

export interface MarketplaceClientOptions {
  transport: Transport;
  isCacheable: (path: string) => boolean;
  timeoutMs: number;
  logger?: Logger;
  cacheEntries?: number;
  /** Upper bound of the cached answers' size in bytes. */
  cacheMaxBytes?: number;
  /** How long a cached answer is fresh. */
  cacheTtlMs?: number;
  /** How long past freshness a cached answer may still be served while it is refreshed. */
  staleMs?: number;
  circuitFailureThreshold?: number;
  circuitCooldownMs?: number;
  now?: () => number;
}

export interface CallInput {
  params?: Record<string, string | number | string[]>;
  query?: MarketplaceRequest['query'];
  body?: unknown;
}

/** The call's path with its parameters filled in (encoded). */
export function pathOf(name: CallName, params: CallInput['params'] = {}): string {
  return fillPath(CALLS[name].path, params);
}

export type ClientAnswer = MarketplaceResponse & { cache?: CacheOutcome; unsent?: boolean };

/**
 * A call's outcome with its status, for callers that tell answers apart (a 404 page, a form's
 * refusal, a changed quote): the answer the contract describes on 2xx, else the marketplace's
 * problem. An answer the contract does not describe is the marketplace failing (502).
 */
export type Outcome<N extends CallName> =
  | { ok: true; status: number; answer: AnswerOf<CallOf<N>> }
  /** unsent: the open circuit turned the call away, so the marketplace surely did nothing. */
  | { ok: false; status: number; problem: Problem; unsent?: boolean };

export interface MarketplaceClient {
  /**
   * A call of the contract by name: its answer parsed with the call's schema, or the call's
   * fallback when it fails or answers something the contract does not describe.
   */
  request<N extends CallName>(name: N, input?: CallInput, headers?: MarketplaceRequest['headers']): Promise<AnswerOf<CallOf<N>>>;
  /**
   * As request, for an answer many requests read alike (the navigation): a cached answer is checked
   * against the contract once and the same object is handed to every request that gets it, so what
   * is built from it can be kept by its identity (the layout's fragment, pages/navigation.ts).
   * Callers must not change it.
   */
  requestShared<N extends CallName>(name: N, input?: CallInput, headers?: MarketplaceRequest['headers']): Promise<AnswerOf<CallOf<N>>>;
  /** As request, with the status and the marketplace's problem when it refuses or fails. */
  attempt<N extends CallName>(name: N, input?: CallInput, headers?: MarketplaceRequest['headers']): Promise<Outcome<N>>;
  /**
   * The marketplace's answer to a call of the contract as it came (possibly a stale cached one), or
   * status 503 when it could not be reached in time: the browser's /api passes it on unread.
   */
  forward(name: CallName, input?: CallInput, headers?: MarketplaceRequest['headers']): Promise<ClientAnswer>;
  /** Subscribes to every call (metrics). Optional so test doubles need not implement it. */
  observe?(listener: (event: UpstreamEvent) => void): void;
  onCircuitChange?(listener: (state: CircuitState) => void): void;
  circuitState?(): CircuitState;
  /** Forgets every cached answer (a shop's feed changed offers). */
  clearCache?(): void;
}

/** Client options from config; main.ts and the test app share them. */
export function clientOptionsFrom(config: Config): Omit<MarketplaceClientOptions, 'transport' | 'isCacheable' | 'logger'> {
  return {
    timeoutMs: config.MARKETPLACE_TIMEOUT_MS,
    cacheEntries: config.UPSTREAM_CACHE_ENTRIES,
    cacheMaxBytes: config.UPSTREAM_CACHE_MAX_BYTES,
    cacheTtlMs: config.UPSTREAM_CACHE_TTL_MS,
    staleMs: config.UPSTREAM_STALE_MS,
    circuitFailureThreshold: config.CIRCUIT_FAILURE_THRESHOLD,
    circuitCooldownMs: config.CIRCUIT_COOLDOWN_MS,
  };
}

function cacheKey(request: MarketplaceRequest): string {
  const query = Object.entries(request.query)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // Edition and delivery country change catalogue answers (language, shipping), so they are part of the key.
  return JSON.stringify([request.path, query, request.headers['x-spareo-locale'] ?? '', request.headers['x-spareo-delivery-country'] ?? '']);
}

/** Sign-in and registration (in any casing the marketplace matches). */
const PASSWORD_CALLS = /^\/user\/(login|register)\/?$/i;
function hashesPassword(path: string): boolean {
  return PASSWORD_CALLS.test(path);
}

/**
 * The question what became of an order or a cart write whose answer did not come: asked whatever
 * the circuit says (after such a write only, and the shopper must be told the truth), and it
 * moves nothing.
 */
const ASKED_WHATEVER_THE_CIRCUIT = /^\/(orders|Warenkorb)\/settle$/;
const unjudged: Pick<CircuitBreaker, 'tryPass' | 'success' | 'failure'> = { tryPass: () => true, success: () => undefined, failure: () => undefined };

/** The circuit as a call sees it that must not move it: turned away while it is open, nothing reported. */
function bystander(circuit: CircuitBreaker): Pick<CircuitBreaker, 'tryPass' | 'success' | 'failure'> {
  return { tryPass: () => circuit.state !== 'open', success: () => undefined, failure: () => undefined };
}

/** The marketplace's problem as it gave it; a body without one is its failure. */
function problemOf(body: unknown): Problem {
  if (typeof body === 'object' && body !== null && typeof (body as Problem).error === 'string') return body as Problem;
  return { error: 'unavailable' };
}

const UNAVAILABLE = { status: 503, body: { error: 'unavailable', message: 'marketplace unavailable' } };

export function createMarketplaceClient(options: MarketplaceClientOptions): MarketplaceClient {
  // Read late: a clock moved (a test's) is the clock every cached answer is judged by.
  const now = options.now ?? (() => Date.now());
  const cache = new ResponseCache({
    maxEntries: options.cacheEntries ?? 5000,
    maxBytes: options.cacheMaxBytes,
    freshMs: options.cacheTtlMs ?? 60_000,
    staleMs: options.staleMs ?? 600_000,
    now,
  });
  const inFlight = new Map<string, Promise<{ answer: MarketplaceResponse; outcome: UpstreamOutcome }>>();
  /** Moves on every clearCache: an answer asked for before it may predate the change and is not kept. */
  let generation = 0;
  const listeners: Array<(event: UpstreamEvent) => void> = [];
  const circuitListeners: Array<(state: CircuitState) => void> = [];
  const circuit = new CircuitBreaker({
    failureThreshold: options.circuitFailureThreshold ?? 5,
    cooldownMs: options.circuitCooldownMs ?? 10_000,
    now,
    probe: () => answersAgain(options.transport, Math.min(options.timeoutMs, READY_PROBE_MS)),
    onChange: (state) => {
      options.logger?.warn({ circuit: state }, `marketplace circuit ${state}`);
      for (const listener of circuitListeners) listener(state);
    },
  });

  const callLines = options.logger && chosenFieldsOnly(options.logger);

  function report(request: MarketplaceRequest, answer: MarketplaceResponse, outcome: UpstreamEvent['outcome'], cacheOutcome: CacheOutcome, started: number) {
    const event: UpstreamEvent = {
      method: request.method,
      path: request.path,
      endpoint: endpointLabel(request.path, answer.status),
      status: answer.status,
      outcome,
      cache: cacheOutcome,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    // One line per request carries the counts and the slowest call (request-log.ts); a call's own line is for debugging.
    const scope = currentScope();
    if (scope) {
      if (cacheOutcome === 'stale') scope.staleHits = (scope.staleHits ?? 0) + 1;
      if (cacheOutcome === 'hit' || cacheOutcome === 'stale') scope.cacheHits++;
      else {
        scope.upstreamCalls++;
        if (outcome !== 'ok') scope.upstreamFailures++;
        if (event.ms >= scope.slowestUpstreamMs) {
          scope.slowestUpstreamMs = event.ms;
          scope.slowestUpstream = event.path.slice(0, 120);
        }
      }
    }
    if (callLines?.isLevelEnabled('debug')) {
      callLines.debug({ reqId: scope?.id, upstream: event.path, method: event.method, status: event.status, outcome, cache: cacheOutcome, ms: event.ms }, 'marketplace call');
    }
    for (const listener of listeners) listener(event);
  }

  /** timeoutMs: the call's own, where it takes longer by its nature than the client's. */
  async function send(request: MarketplaceRequest, timeoutMs = options.timeoutMs): Promise<{ answer: MarketplaceResponse; outcome: UpstreamOutcome; textLength?: number }> {
    // Calls that hash a password are slow by design and queue behind each other in a burst: they
    // learn from the circuit (an open one turns them away) but never open or close it, so a flood
    // of sign-ins cannot take the catalogue down with it.
    const judged = !hashesPassword(request.path);
    const breaker = ASKED_WHATEVER_THE_CIRCUIT.test(request.path) ? unjudged : judged ? circuit : bystander(circuit);
    if (!breaker.tryPass()) return { answer: UNAVAILABLE, outcome: 'circuit_open' };
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve('timeout');
      }, Math.max(timeoutMs, options.timeoutMs));
    });
    // The marketplace's lines of this call carry the shopper's request id.
    const requestId = currentScope()?.id;
    const writeKey = writeKeyOf(request.body);
    if (writeKey) {
      const scope = currentScope();
      if (scope) scope.writeKey = writeKey;
    }
    const sent = requestId ? { ...request, headers: { ...request.headers, [REQUEST_ID_HEADER]: requestId } } : request;
    try {
      const received = await Promise.race([options.transport(sent, controller.signal), timeout]);
      if (received === 'timeout') {
        breaker.failure();
        return { answer: UNAVAILABLE, outcome: 'timeout' };
      }
      const { textLength, ...answer } = received;
      const order = answer.headers?.[ORDER_HEADER];
      if (order) {
        const scope = currentScope();
        if (scope) scope.order = order;
      }
      if (answer.status >= 500) breaker.failure();
      else breaker.success();
      return { answer, outcome: answer.status >= 500 ? 'error_status' : 'ok', textLength };
    } catch (error) {
      breaker.failure();
      options.logger?.debug({ reqId: currentScope()?.id, upstream: request.path, err: error }, 'marketplace transport failed');
      return { answer: UNAVAILABLE, outcome: 'error' };
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Identical GETs in flight share one upstream call; a 200 refreshes the cache, a failure leaves it.
   * A call sent before the cache was cleared is neither joined nor kept after: it may have read the
   * offers before the change that cleared it, and would keep showing them until it expired.
   */
  function fetchShared(key: string, request: MarketplaceRequest) {
    let pending = inFlight.get(key);
    if (!pending) {
      const sentIn = generation;
      const sent: Promise<{ answer: MarketplaceResponse; outcome: UpstreamOutcome }> = send(request)
        .then((result) => {
          if (result.answer.status === 200 && sentIn === generation) cache.store(key, result.answer, result.textLength);
          return result;
        })
        .finally(() => {
          if (inFlight.get(key) === sent) inFlight.delete(key);
        });
      inFlight.set(key, (pending = sent));
    }
    return pending;
  }

  /** The request learns the earliest moment its answers hold until (a page made from them is kept no longer). */
  function noteHolds(answer: MarketplaceResponse): void {
    const until = holdsUntilOf(answer);
    const scope = until === undefined ? undefined : currentScope();
    if (scope && (scope.holdsUntil === undefined || until! < scope.holdsUntil)) scope.holdsUntil = until;
  }

  /** Contract-checked answers by the cached body they were read from (requestShared). */
  const sharedAnswers = new WeakMap<object, unknown>();

  async function call(request: MarketplaceRequest, timeoutMs?: number): Promise<ClientAnswer> {
    const answer = await answerOf(request, timeoutMs);
    noteHolds(answer);
    return answer;
  }

  async function answerOf(request: MarketplaceRequest, timeoutMs?: number): Promise<ClientAnswer> {
    const started = performance.now();
    // A request that must show what the marketplace holds now (a kept cart's page) asks it itself.
    if (request.method !== 'GET' || !options.isCacheable(request.path) || currentScope()?.readsFresh?.has(request.path)) {
      const { answer, outcome } = await send(request, timeoutMs);
      report(request, answer, outcome, 'none', started);
      return outcome === 'circuit_open' ? { ...answer, cache: 'none', unsent: true } : { ...answer, cache: 'none' };
    }
    const key = cacheKey(request);
    const cached = cache.lookup(key);
    if (cached?.fresh) {
      report(request, cached.response, 'cached', 'hit', started);
      return { ...cached.response, cache: 'hit' };
    }
    if (cached) {
      // Stale: answer at once, refresh behind it. A failed refresh keeps the stale entry.
      if (!inFlight.has(key)) {
        const refreshStarted = performance.now();
        void fetchShared(key, request).then(({ answer, outcome }) => report(request, answer, outcome, 'miss', refreshStarted));
      }
      report(request, cached.response, 'cached', 'stale', started);
      return { ...cached.response, cache: 'stale' };
    }
    const { answer, outcome } = await fetchShared(key, request);
    report(request, answer, outcome, 'miss', started);
    return { ...answer, cache: 'miss' };
  }

  function forward(name: CallName, input: CallInput = {}, headers: MarketplaceRequest['headers'] = {}): Promise<ClientAnswer> {
    const contract = CALLS[name];
    return call({ method: contract.method, path: pathOf(name, input.params), query: input.query ?? {}, body: input.body, headers }, contract.timeoutMs);
  }

  return {
    forward,
    async request(name, input = {}, headers = {}) {
      const contract = CALLS[name];
      const answer = await forward(name, input, headers);
      if (answer.status < 200 || answer.status >= 300) return contract.fallback() as AnswerOf<CallOf<typeof name>>;
      return readAnswer(contract, answer.body, (message) => options.logger?.warn({ upstream: contract.path }, message));
    },
    async requestShared(name, input = {}, headers = {}) {
      const contract = CALLS[name];
      const answer = await forward(name, input, headers);
      if (answer.status < 200 || answer.status >= 300) return contract.fallback() as AnswerOf<CallOf<typeof name>>;
      const read = () => readAnswer(contract, answer.body, (message) => options.logger?.warn({ upstream: contract.path }, message));
      // Only a cached body is the same object next time; a new one (uncached call) is read as request() reads it.
      if (answer.cache === 'none' || typeof answer.body !== 'object' || answer.body === null) return read();
      let parsed = sharedAnswers.get(answer.body) as AnswerOf<CallOf<typeof name>> | undefined;
      if (parsed === undefined) sharedAnswers.set(answer.body, (parsed = read()));
      return parsed;
    },
    async attempt(name, input = {}, headers = {}) {
      const contract = CALLS[name];
      const answer = await forward(name, input, headers);
      if (answer.status < 200 || answer.status >= 300) return { ok: false, status: answer.status, problem: problemOf(answer.body), ...(answer.unsent ? { unsent: true } : {}) };
      const parsed = contract.answer.safeParse(answer.body);
      if (parsed.success) return { ok: true, status: answer.status, answer: parsed.data as AnswerOf<CallOf<typeof name>> };
      const { field, message } = firstIssue(parsed.error);
      options.logger?.warn({ upstream: contract.path }, `${name}: answer does not match the contract at ${field}: ${message}`);
      return { ok: false, status: 502, problem: { error: 'unavailable', message: 'marketplace answer not understood' } };
    },
    observe(listener) {
      listeners.push(listener);
    },
    onCircuitChange(listener) {
      circuitListeners.push(listener);
    },
    circuitState: () => circuit.state,
    clearCache: () => {
      generation++;
      cache.clear();
      inFlight.clear();
    },
  };
}
