/**
 * The place-order call failed without an answer (timed out, connection lost, the marketplace
 * answered 5xx): the order may have been placed all the same. Before the shopper is told anything
 * the marketplace is asked, by the form's idempotency key, what became of it, again and again
 * within a bounded time: placed (with its number), surely not placed (the key is settled so a
 * placement still under way cannot commit it), or, when even that question gets no answer, unknown.
 */
import type { MarketplaceRequest } from '../../../contract/wire';
import type { MarketplaceClient } from '../marketplace-client';

export type Settled =
  | { state: 'placed'; number: string; token: string }
  | { state: 'none' }
  | { state: 'unknown' };

export interface SettleTiming {
  /** How long to keep asking after the first failure. */
  budgetMs: number;
  /** Pause between questions that failed at once (the marketplace unreachable). */
  pauseMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function settleOrder(marketplace: MarketplaceClient, idempotencyKey: string, headers: MarketplaceRequest['headers'], timing: SettleTiming): Promise<Settled> {
  const deadline = Date.now() + timing.budgetMs;
  for (;;) {
    const asked = Date.now();
    const outcome = await marketplace.attempt('POST /orders/settle', { body: { idempotencyKey } }, headers);
    if (outcome.ok) {
      const { placed, number, token } = outcome.answer;
      return placed && number && token ? { state: 'placed', number, token } : { state: 'none' };
    }
    // A refusal (the session is gone, another session's key) is no answer to the question.
    if (outcome.status < 500) return { state: 'unknown' };
    const pause = Math.max(0, timing.pauseMs - (Date.now() - asked));
    if (Date.now() + pause >= deadline) return { state: 'unknown' };
    await sleep(pause);
  }
}
