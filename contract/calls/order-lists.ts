/**
 * The shopper's list of orders, a page at a time, newest first: the signed-in account's, or, for
 * anyone without an account, the orders placed with one mailbox, opened by a signed link that
 * goes by mail to the address typed. Each order with what the list shows and its signed link.
 */
import * as z from 'zod';
import { defineCall } from '../call';
import { ORDER_STATUS } from './orders';

/** Orders on one page of the list. */
export const ORDER_LIST_PAGE_SIZE = 10;

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const page = z.preprocess(single, z.coerce.number().int().min(1).max(10_000).catch(1).default(1));

export const orderSummary = z.object({
  number: z.string(), token: z.string(), createdAt: z.string(), totalCents: z.number(),
  parts: z.array(z.object({ number: z.string(), shopName: z.string(), status: ORDER_STATUS })),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderListAnswer = z.object({ orders: z.array(orderSummary), page: z.number(), pages: z.number() });
export type OrderListAnswer = z.infer<typeof orderListAnswer>;

const emptyList = (): OrderListAnswer => ({ orders: [], page: 1, pages: 1 });

export const orderListCalls = {
  /** The signed-in account's orders. 401 signed out. */
  'GET /user/order-list': defineCall({
    method: 'GET', path: '/user/order-list',
    query: z.object({ page }),
    answer: orderListAnswer,
    fallback: emptyList,
  }),
  /**
   * Mails the list's signed link to the address, when orders were placed with its mailbox; the
   * answer is the same either way. Spends the order lookups' budget (per client address and per
   * mailbox): 429 past it. listUrl is the list page with {token} left open (the marketplace builds
   * no page URLs), so only the web tier's form may ask.
   */
  'POST /order-list/link': defineCall({
    method: 'POST', path: '/order-list/link', webTierOnly: true,
    body: z.object({
      email: z.string({ error: 'expected an e-mail address' }).trim().max(254, 'too long').pipe(z.email({ error: 'expected an e-mail address' })),
      listUrl: z.url().max(1000).refine((url) => url.includes('%7Btoken%7D') || url.includes('{token}'), 'must contain {token}'),
    }, { error: 'expected a JSON object' }),
    answer: z.object({ asked: z.literal(true) }),
    fallback: () => ({ asked: true as const }),
  }),
  /** The orders of the mailbox the signed link names; 403 {error: 'link_expired'} for a link past its time or not signed here. */
  'GET /order-list/mailed': defineCall({
    method: 'GET', path: '/order-list/mailed', webTierOnly: true,
    query: z.object({ token: z.preprocess(single, z.string().max(800)), page }),
    answer: orderListAnswer,
    fallback: emptyList,
  }),
};
