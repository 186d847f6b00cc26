/**
 * The product data price-comparison and shopping services read (a Google-Merchant-style feed):
 * one item per article a shop ships to the edition's country, with its lowest offer, the shipping
 * of that offer, and the article's photos as files of our own origin.
 */
import * as z from 'zod';
import { defineCall } from '../call';
import { single } from '../params';

/** Items per page of the marketplace's answer; the web tier writes one feed file from several pages. */
export const MERCHANT_PAGE_SIZE_MAX = 5_000;

export const merchantItem = z.object({
  articleId: z.number(),
  brand: z.object({ name: z.string(), seoName: z.string() }),
  normNumber: z.string(),
  articleNumber: z.string(),
  ean: z.string().nullable(),
  /** The part type in the request language and the facts that name the article ("Ø 280 mm belüftet"). */
  partType: z.string(),
  keyFacts: z.string(),
  /** Paths below our origin: the photos' largest files, the category's icon only for an article without any. */
  images: z.array(z.string()),
  /** The lowest offer shipped to the delivery country, and what shipping it costs there. */
  priceCents: z.number(),
  shippingCents: z.number(),
  inStock: z.boolean(),
  offerCount: z.number(),
});
export type MerchantItem = z.infer<typeof merchantItem>;

export const merchantCalls = {
  'GET /merchant/items': defineCall({
    method: 'GET', path: '/merchant/items', cacheable: true,
    query: z.object({
      page: z.preprocess(single, z.coerce.number().int().min(1).max(100_000).default(1)),
      pageSize: z.preprocess(single, z.coerce.number().int().min(1).max(MERCHANT_PAGE_SIZE_MAX).default(MERCHANT_PAGE_SIZE_MAX)),
    }),
    answer: z.object({
      page: z.number(), pageSize: z.number(), total: z.number(), pageCount: z.number(),
      /** False only in the fallback: a feed is never written short as if it were whole. */
      complete: z.boolean(),
      items: z.array(merchantItem),
    }),
    fallback: () => ({ page: 1, pageSize: 0, total: 0, pageCount: 0, complete: false, items: [] }),
  }),
} as const;
