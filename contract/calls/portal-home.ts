/**
 * The portal's start page and its order list: what needs the shop's hand now (open parts by age,
 * withdrawals waiting, the last feed), how today went, and the shop's parts of orders searched,
 * filtered and read page by page. Days are the shop's days: counted in the time zone of its country.
 */
import * as z from 'zod';
import { defineCall } from '../call';
import { ORDER_STATUS } from './orders';
import { portalOrder } from './portal';

/** Open parts the start page lists (the oldest first); the count covers them all. */
export const HOME_OPEN_PARTS = 8;
/** Parts of one page of the order list; the CSV export reads pages of the largest size. */
export const ORDER_PAGE_SIZE = 20;
export const ORDER_PAGE_SIZE_MAX = 200;

const waitingPart = z.object({ number: z.string(), status: ORDER_STATUS, since: z.string(), ageHours: z.number() });

export const portalHome = z.object({
  /** The IANA zone of the shop's country: "today" and the order list's days are counted in it. */
  shopZone: z.string(),
  /** null: the sign-in does not read orders (a key without the scope). */
  orders: z.object({
    /** Parts not yet shipped or refused (new, accepted), the oldest first, with how long they wait. */
    open: z.array(waitingPart), openCount: z.number(),
    /** Withdrawals not refunded yet (withdrawn, returned), the oldest first. */
    withdrawals: z.array(waitingPart), withdrawalCount: z.number(),
    /** Parts placed since midnight in the shop's zone, and what they come to (gross, cents). */
    today: z.object({ count: z.number(), grossCents: z.number(), since: z.string() }),
  }).nullable(),
  /** null: the sign-in does not handle offers. */
  offers: z.object({
    /** Offers shoppers can buy now: in stock, of a shop that is not suspended, delivers somewhere and has said who it is. */
    live: z.number(),
    suspended: z.boolean(),
    /** Countries the shop's shipping table delivers to: none, and no shopper can order. */
    shipsTo: z.number(),
    /** The identity details the shop has not given (column names): any, and its offers stay off the site. */
    sellerMissing: z.array(z.string()),
    lastFeed: z.object({
      id: z.number(), status: z.string(), at: z.string(), finishedAt: z.string().nullable(),
      rowsRead: z.number(), rowsRejected: z.number(), held: z.boolean(), error: z.string().nullable(),
    }).nullable(),
  }).nullable(),
});
export type PortalHome = z.infer<typeof portalHome>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as 2026-11-27');
export const orderSearchQuery = z.object({
  /** Part or order number, the buyer's name or e-mail, an article number, SKU or title. */
  q: z.string().trim().max(100, 'at most 100 characters').optional(),
  status: ORDER_STATUS.exclude(['awaiting_payment']).optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(ORDER_PAGE_SIZE_MAX).optional(),
});
export type OrderSearchQuery = z.input<typeof orderSearchQuery>;

export const portalHomeCalls = {
  /** The start page's figures for the member's shop (each part null where the sign-in's scopes do not reach). */
  'GET /portal/home': defineCall({
    method: 'GET', path: '/portal/home',
    answer: portalHome,
    fallback: () => ({ shopZone: 'Europe/Berlin', orders: null, offers: null }),
  }),
  /** The shop's parts of orders matching the filters, newest first, one page of them with the total. */
  'GET /portal/order-search': defineCall({
    method: 'GET', path: '/portal/order-search',
    query: orderSearchQuery,
    answer: z.object({ orders: z.array(portalOrder), total: z.number(), page: z.number(), pageSize: z.number(), shopZone: z.string() }),
    fallback: () => ({ orders: [], total: 0, page: 1, pageSize: ORDER_PAGE_SIZE, shopZone: 'Europe/Berlin' }),
  }),
} as const;
