/** A buyer's rating from the order page's form, to the marketplace; false when it was not kept. */
import type { MarketplaceClient } from '../marketplace-client';

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

export async function sendReview(marketplace: MarketplaceClient, headers: Record<string, string | undefined>, orderNumber: string, token: string, body: Record<string, unknown>): Promise<boolean> {
  const rating = Number(text(body.rating, 1));
  const articleId = Number(text(body.articleId, 12));
  const answer = await marketplace.attempt('POST /orders/:number/reviews', {
    params: { number: orderNumber },
    body: { token, part: text(body.part, 40), articleId, rating, text: text(body.text, 2000), author: text(body.author, 60) },
  }, headers);
  return answer.ok;
}
