/**
 * The shop's own offers in the portal: one page of them searched, filtered by state and sorted;
 * one offer's price, stock and delivery time changed as typed (read by the feeds' readers: 400 with
 * the field and why); offers paused and resumed together. Only the member's shop's offers: another
 * shop's offer answers 404, as one that does not exist.
 */
import * as z from 'zod';
import { defineCall } from '../call';

/** Offers one page of the list shows. */
export const OFFER_PAGE_SIZE = 25;
/** live: on sale; soldOut: no stock; paused: taken off sale by the shop, its stock kept. */
export const OFFER_STATES = ['live', 'soldOut', 'paused'] as const;
export type OfferState = (typeof OFFER_STATES)[number];
/** What the list sorts by; a leading "-" sorts downwards. */
export const OFFER_SORTS = ['name', '-name', 'number', '-number', 'price', '-price', 'stock', '-stock'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

export const shopOffer = z.object({
  id: z.number(), sku: z.string().nullable(), brand: z.string(), name: z.string(), articleNumber: z.string(), ean: z.string().nullable(),
  priceCents: z.number(),
  /** The stock the shop has (for a paused offer: the stock it gets back when resumed). */
  stock: z.number(),
  deliveryDays: z.number(), state: z.enum(OFFER_STATES),
});
export type ShopOffer = z.infer<typeof shopOffer>;

export const offerListQuery = z.object({
  /** An article's name, brand, number, EAN or SKU, or a price as typed ("12,90"). */
  q: z.string().trim().max(100, 'at most 100 characters').optional(),
  state: z.enum(OFFER_STATES).optional(),
  sort: z.enum(OFFER_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  /** One offer alone (the row a refused change comes back in, when the page no longer holds it). */
  id: z.coerce.number().int().positive().optional(),
});
export type OfferListQuery = z.input<typeof offerListQuery>;

const typed = z.string().max(40, 'at most 40 characters');

export const portalOfferCalls = {
  /** One page of the shop's offers matching the search, with how many match in all. */
  'GET /portal/offers': defineCall({
    method: 'GET', path: '/portal/offers',
    query: offerListQuery,
    answer: z.object({ offers: z.array(shopOffer), total: z.number(), page: z.number(), pageSize: z.number() }),
    fallback: () => ({ offers: [], total: 0, page: 1, pageSize: OFFER_PAGE_SIZE }),
  }),
  /** Changes one offer of the shop's as typed; 400 names the field and the problem (the feeds' reasons). */
  'POST /portal/offers/:offerId': defineCall({
    method: 'POST', path: '/portal/offers/:offerId',
    params: z.object({ offerId: z.coerce.number().int().positive() }),
    body: z.object({ price: typed, stock: typed, delivery: typed }),
    answer: shopOffer,
    fallback: () => ({ id: 0, sku: null, brand: '', name: '', articleNumber: '', ean: null, priceCents: 0, stock: 0, deliveryDays: 0, state: 'soldOut' as const }),
  }),
  /** Pauses or resumes the shop's offers among those named (others are left alone); how many changed. */
  'POST /portal/offer-pause': defineCall({
    method: 'POST', path: '/portal/offer-pause',
    body: z.object({
      offers: z.array(z.coerce.number().int().positive()).min(1, 'choose at least one offer').max(500, 'at most 500 offers'),
      action: z.enum(['pause', 'resume'], { error: 'pause or resume' }),
    }),
    answer: z.object({ changed: z.number() }),
    fallback: () => ({ changed: 0 }),
  }),
} as const;
