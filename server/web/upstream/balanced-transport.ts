/**
 * Several marketplace services behind one transport (MARKETPLACE_URL with several addresses): calls
 * go round robin, each address has a circuit of its own, and an address whose circuit is open is
 * skipped. A call that never reached its address (connection refused, no such host, or broken before
 * the service said it had the call: transports.ts) is sent to the next one whatever its method; a
 * read the address failed (connection broken, 502/503/504) is read from the next one too, while a
 * write the address may have received is never sent again. An address back from a restart takes
 * calls as soon as its readiness probe answers (circuit-breaker.ts), its first outcome closing the
 * circuit. No balancer of its own is needed in front of the services.
 */
import type { MarketplaceResponse } from '../../../contract/wire';
import type { Logger } from '../../shared/logger';
import { httpTransport, neverReceived, type Transport } from './transports';
import { CircuitBreaker, type CircuitState } from './circuit-breaker';
import { answersAgain, READY_PROBE_MS } from './ready-probe';

export interface BalancedTransportOptions {
  /** The internal token every call carries. */
  token: string;
  failureThreshold: number;
  cooldownMs: number;
  onCircuitChange?: (address: string, state: CircuitState) => void;
}

/** An address's circuit as the metrics show it. */
export interface UpstreamCircuit {
  upstream: string;
  state: CircuitState;
}

export type BalancedTransport = Transport & {
  /** Each address's circuit now. */
  circuits(): UpstreamCircuit[];
};

/**
 * A circuit's change as its log line: the address under `upstream` (a field named address would be
 * censored as a visitor's postal address, and the operator could not tell which service is down).
 */
export function circuitLogger(logger: Logger): (address: string, state: CircuitState) => void {
  return (address, state) => logger.warn({ upstream: address, circuit: state }, `marketplace ${address}: circuit ${state}`);
}

const NOT_DELIVERED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** The error code fetch hides in its cause ("fetch failed" with cause { code }). */
function codeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export function balancedTransport(addresses: readonly string[], options: BalancedTransportOptions): BalancedTransport {
  const targets = addresses.map((address) => {
    const send = httpTransport(address, options.token);
    return {
      address,
      send,
      breaker: new CircuitBreaker({
        failureThreshold: options.failureThreshold,
        cooldownMs: options.cooldownMs,
        onChange: (state) => options.onCircuitChange?.(address, state),
        // An address back from a restart takes calls once it answers, not after a cool-down.
        probe: () => answersAgain(send, READY_PROBE_MS),
      }),
    };
  });
  let turn = 0;

  const transport: Transport = async (request, signal) => {
    const first = turn++ % targets.length;
    const read = request.method === 'GET';
    let lastAnswer: MarketplaceResponse | undefined;
    let lastError: unknown;
    /** The answer to give, or undefined: the call goes on to the next address. */
    const sendTo = async (target: (typeof targets)[number]): Promise<MarketplaceResponse | undefined> => {
      try {
        const answer = await target.send(request, signal);
        if (answer.status === 502 || answer.status === 503 || answer.status === 504) {
          target.breaker.failure();
          lastAnswer = answer;
          return read ? undefined : answer;
        }
        target.breaker.success();
        return answer;
      } catch (error) {
        target.breaker.failure();
        lastError = error;
        // Given up waiting (the client's timeout): no time is left for another address.
        if (signal.aborted) throw error;
        if (read || NOT_DELIVERED.has(codeOf(error) ?? '') || neverReceived(error)) return undefined;
        throw error;
      }
    };
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(first + i) % targets.length]!;
      if (signal.aborted) break;
      if (!target.breaker.tryPass()) continue;
      const answer = await sendTo(target);
      if (answer) return answer;
    }
    if (lastAnswer) return lastAnswer;
    throw lastError instanceof Error ? lastError : new Error('every marketplace address is unavailable (circuits open)');
  };
  return Object.assign(transport, { circuits: () => targets.map((target) => ({ upstream: target.address, state: target.breaker.state })) });
}
