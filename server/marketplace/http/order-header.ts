/**
 * The order a call created or changed, named in a header of its answer, so each tier's request
 * line can carry the order number and support finds an order's requests by grep. Only writes name
 * it: a read of an order is not a change of it.
 */
import { ORDER_HEADER } from '../../../contract/headers';
import { ORDER_NUMBER_PATTERN } from '../../../contract/calls/orders';
import type { MarketplaceRequest, MarketplaceResponse } from './endpoint';

export function withOrderHeader(request: MarketplaceRequest, params: Record<string, unknown>, answer: MarketplaceResponse): MarketplaceResponse {
  if (request.method === 'GET' || answer.status >= 400) return answer;
  const fromPath = typeof params.number === 'string' ? params.number : undefined;
  const fromAnswer = request.path === '/orders' ? (answer.body as { number?: unknown } | null)?.number : undefined;
  const number = fromPath ?? (typeof fromAnswer === 'string' ? fromAnswer : undefined);
  if (!number || !ORDER_NUMBER_PATTERN.test(number)) return answer;
  return { ...answer, headers: { ...answer.headers, [ORDER_HEADER]: number } };
}
