/**
 * The cheap question an open circuit asks the marketplace (through the same transport the calls
 * take): does it answer its readiness call, its database reached? A service that answers anything
 * below 500 (an older one without the call: 404) is listening and answering.
 */
import { CALLS } from '../../../contract/index';
import type { Transport } from './transports';

/** The readiness probe's own bound: it is asked every few hundred milliseconds while the circuit is open. */
export const READY_PROBE_MS = 1000;

/** Whether the marketplace answers its readiness call (its database reached) within `ms`. */
export async function answersAgain(transport: Transport, ms: number): Promise<boolean> {
  const signal = AbortSignal.timeout(ms);
  const late = new Promise<null>((resolve) => signal.addEventListener('abort', () => resolve(null), { once: true }));
  try {
    const answer = await Promise.race([transport({ method: 'GET', path: CALLS['GET /ready'].path, query: {}, headers: {}, body: undefined }, signal), late]);
    return answer !== null && answer.status < 500;
  } catch {
    return false;
  }
}
