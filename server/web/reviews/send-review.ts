/** A buyer's rating from the order page's form, to the marketplace: kept (thanks), or why not, as the message the order page shows. */
import type { ReviewSent } from '../../../views/checkout/types';
import type { MarketplaceClient } from '../marketplace-client';

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** The marketplace's refusals that say the line is no verified purchase; anything else is the form's (stars or text missing). */
const NOT_VERIFIED: Record<string, ReviewSent> = { not_delivered: 'notDelivered', not_received: 'notReceived', unpaid: 'notReceived', own_shop: 'ownShop' };

export async function sendReview(marketplace: MarketplaceClient, headers: Record<string, string | undefined>, orderNumber: string, token: string, body: Record<string, unknown>): Promise<ReviewSent> {
  const rating = Number(text(body.rating, 1));
  const articleId = Number(text(body.articleId, 12));
  const answer = await marketplace.attempt('POST /orders/:number/reviews', {
    params: { number: orderNumber },
    body: { token, part: text(body.part, 40), articleId, rating, text: text(body.text, 2000), author: text(body.author, 60) },
  }, headers);
  if (answer.ok) return 'thanks';
  return NOT_VERIFIED[answer.problem.error] ?? 'refused';
}
