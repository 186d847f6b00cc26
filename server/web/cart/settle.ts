/**
 * A cart write failed without an answer (timed out, connection lost, the marketplace answered
 * 5xx): it may have been applied all the same. Before the shopper is told anything the marketplace
 * is asked, by the write's key, what became of it, again and again within a bounded time: applied
 * (with the cart as it is), surely not applied (the key is settled so a write still under way
 * rolls back), or, when even that question gets no answer, unknown.
 */
import type { AnswerOf } from '../../../contract/call';
import type { commerceCalls } from '../../../contract/calls/commerce';
import type { MarketplaceRequest } from '../../../contract/wire';
import type { MarketplaceClient } from '../marketplace-client';
import { askByKey, type SettleTiming } from '../upstream/ask-by-key';

export type { SettleTiming };

export type SettledAnswer = AnswerOf<(typeof commerceCalls)['POST /Warenkorb/settle']>;

export type SettledWrite =
  | { state: 'applied'; answer: SettledAnswer }
  | { state: 'none' }
  | { state: 'unknown' };

/** How long a cart write's fate is asked after: three of the marketplace's timeouts, as for an order. */
export const cartSettleTiming = (timeoutMs: number): SettleTiming => ({ budgetMs: 3 * timeoutMs, pauseMs: 250 });

/** A failed cart write that may have been applied: no answer came (an open circuit's refusal never left). */
export const unanswered = (outcome: { ok: boolean; status: number; unsent?: boolean }) => !outcome.ok && outcome.status >= 500 && !outcome.unsent;

export async function settleCartWrite(marketplace: MarketplaceClient, idempotencyKey: string, headers: MarketplaceRequest['headers'], timing: SettleTiming): Promise<SettledWrite> {
  const answer = await askByKey(() => marketplace.attempt('POST /Warenkorb/settle', { body: { idempotencyKey } }, headers), timing);
  if (!answer) return { state: 'unknown' };
  return answer.applied ? { state: 'applied', answer } : { state: 'none' };
}

/** The browser's cart writes that carry a key: a failure without an answer is asked after before the browser hears of it. */
export const KEYED_WRITES: ReadonlySet<string> = new Set(['POST /Warenkorb/Hinzufuegen/:articleId', 'POST /Warenkorb/Aendern/:id', 'POST /Warenkorb/Loeschen/:id']);

/**
 * What the browser gets for a keyed write whose answer did not come, once asked after: applied, the
 * write's own answer (as if it had come); surely not, 409 not_applied (a new key for a new try); not
 * known, 503 unsettled (the page may ask again, POST /Warenkorb/settle).
 */
export function answerAfterSettle(call: string, settled: SettledWrite): { status: number; body: unknown } {
  if (settled.state === 'none') return { status: 409, body: { error: 'not_applied', message: 'the cart write was not applied and will not be' } };
  if (settled.state === 'unknown' || !settled.answer.cart) return { status: 503, body: { error: 'unsettled', message: 'whether the cart write was applied is not known yet' } };
  const { cart, lineId, quantity } = settled.answer;
  return { status: 200, body: call === 'POST /Warenkorb/Hinzufuegen/:articleId' ? { lineId: lineId ?? 0, quantity: quantity ?? 0, cart } : { cart } };
}
