/**
 * The portal's feed work beyond the upload: "fetch now" for the shop's feed URL, and the
 * column-mapping screen of an upload whose layout is not known (its first rows, the fields they
 * may map to, what the member chose so far).
 */
import * as z from 'zod';
import { defineCall } from '../call';

/** The fields a shop's column may be mapped to, in the order the screen offers them. */
export const MAPPABLE_FIELDS = ['sku', 'brand', 'mpn', 'ean', 'price', 'salePrice', 'stock', 'availability', 'delivery', 'shipping', 'deposit', 'title', 'url', 'image', 'images', 'oe', 'document'] as const;
export type MappableField = (typeof MAPPABLE_FIELDS)[number];

export const FETCH_OUTCOMES = ['due', 'running', 'none', 'suspended'] as const;

export const feedMapping = z.object({
  fileName: z.string(),
  format: z.string(),
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  /** Column index -> field: the member's choices, else the saved mapping's, else what the header names. */
  choices: z.record(z.string(), z.string()),
  /** The required columns the choices still lack ("sku", "price", "brand and mpn, or ean"). */
  missing: z.array(z.string()),
});
export type FeedMappingView = z.infer<typeof feedMapping>;

export const portalFeedCalls = {
  /** Fetches the shop's feed URL now (a member with the feeds' scope): due at once, or why not. */
  'POST /portal/feed-source/fetch': defineCall({
    method: 'POST', path: '/portal/feed-source/fetch',
    answer: z.object({ outcome: z.enum(FETCH_OUTCOMES) }),
    fallback: () => ({ outcome: 'none' as const }),
  }),
  /** An upload waiting on the mapping screen (404: none of this shop by that token). */
  'GET /portal/feed-mapping/:token': defineCall({
    method: 'GET', path: '/portal/feed-mapping/:token',
    params: z.object({ token: z.string().regex(/^[0-9a-f]{24}$/) }),
    answer: feedMapping,
    fallback: () => ({ fileName: '', format: 'csv', headers: [], rows: [], choices: {}, missing: [] }),
  }),
} as const;
