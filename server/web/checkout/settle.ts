/**
 * The place-order call failed without an answer (timed out, connection lost, the marketplace
 * answered 5xx): the order may have been placed all the same. Before the shopper is told anything
 * the marketplace is asked, by the form's idempotency key, what became of it, again and again
 * within a bounded time: placed (with its number), surely not placed (the key is settled so a
 * placement still under way cannot commit it), or, when even that question gets no answer, unknown.
 */
import type { MarketplaceRequest } from '../../../contract/wire';
import type { MarketplaceClient } from '../marketplace-client';
import { askByKey, type SettleTiming } from '../upstream/ask-by-key';

export type Settled =
  | { state: 'placed'; number: string; token: string }
  | { state: 'none' }
  | { state: 'unknown' };

export async function settleOrder(marketplace: MarketplaceClient, idempotencyKey: string, headers: MarketplaceRequest['headers'], timing: SettleTiming): Promise<Settled> {
  const answer = await askByKey(() => marketplace.attempt('POST /orders/settle', { body: { idempotencyKey } }, headers), timing);
  if (!answer) return { state: 'unknown' };
  const { placed, number, token } = answer;
  return placed && number && token ? { state: 'placed', number, token } : { state: 'none' };
}
