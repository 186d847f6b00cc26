/**
 * Messages between the shopper and a shop inside the order, about one shop's part: the shopper
 * writes from the order page, the shop answers in the portal, the desk reads them in the order's
 * conversation. Plain text, with up to three photos (JPEG, PNG or WebP, sent as base64): each is
 * checked by decoding it, written again without its metadata and shown only to the order's parties.
 */
import * as z from 'zod';
import { defineCall } from '../call';
import { ORDER_NUMBER_PATTERN } from './orders';

export const MESSAGE_LIMITS = { text: 2000, photos: 3, photoBytes: 8 * 1024 * 1024 } as const;
/** A kept photo's name: the hash of its re-encoded bytes. */
export const MESSAGE_PHOTO_PATTERN = /^[0-9a-f]{24}$/;
export const MESSAGE_PHOTO_SIZES = ['thumb', 'full'] as const;
export type MessagePhotoSize = (typeof MESSAGE_PHOTO_SIZES)[number];

const PART_NUMBER = z.string({ error: 'choose the shop\'s part' }).regex(/^SP-\d{6}-[2-9A-HJKMNP-Z]{6}-\d{1,3}$/, 'choose the shop\'s part');
const orderParams = z.object({ number: z.string().regex(ORDER_NUMBER_PATTERN, 'expected an order number like SP-261122-ABCDEF') });
const partParams = z.object({ number: PART_NUMBER });
const photoFile = z.string().regex(MESSAGE_PHOTO_PATTERN, 'expected a photo');

export const messagePhoto = z.object({ file: z.string(), width: z.number(), height: z.number() });
export type MessagePhoto = z.infer<typeof messagePhoto>;

/** from: the shopper (order page), the shop (portal), the desk (its answer by mail) or the shopper's mail back. */
export const MESSAGE_AUTHORS = ['buyer', 'shop', 'desk', 'mail'] as const;
export const orderMessage = z.object({
  id: z.number(), from: z.enum(MESSAGE_AUTHORS), part: z.string().nullable(), at: z.string(),
  /** The shop's or the agent's name (null for the shopper). */
  author: z.string().nullable(), text: z.string(), photos: z.array(messagePhoto),
});
export type OrderMessage = z.infer<typeof orderMessage>;

const text = z.string({ error: 'required' }).trim().min(1, 'required').max(MESSAGE_LIMITS.text, `at most ${MESSAGE_LIMITS.text} characters`);
const photos = z.array(z.string().max(Math.ceil(MESSAGE_LIMITS.photoBytes / 3) * 4, 'photo too large'), { error: 'expected a list of photos' })
  .max(MESSAGE_LIMITS.photos, 'too many photos').optional();
const bodyBytes = 64 * 1024 + MESSAGE_LIMITS.photos * Math.ceil(MESSAGE_LIMITS.photoBytes / 3) * 4;
const photoAnswer = z.object({ contentType: z.string(), base64: z.string() });
const noPhoto = () => ({ contentType: 'image/jpeg', base64: '' });

export const orderMessageCalls = {
  /** The messages between the shopper and the order's shops, oldest first, for whoever may see the order (404 else). */
  'GET /orders/:number/messages': defineCall({
    method: 'GET', path: '/orders/:number/messages', params: orderParams,
    query: z.object({ token: z.string().max(64).optional() }),
    answer: z.object({ messages: z.array(orderMessage) }),
    fallback: () => ({ messages: [] }),
  }),
  /**
   * The shopper writes to the shop of one part: kept in the order's conversation, the shop is mailed
   * in its language. 400 naming the field; 422 {error: 'photo_not_image' | 'photo_too_large', field: 'photos.N'}.
   */
  'POST /orders/:number/messages': defineCall({
    method: 'POST', path: '/orders/:number/messages', params: orderParams,
    body: z.object({ token: z.string().max(64).optional(), part: PART_NUMBER, text, photos }, { error: 'expected a JSON object' }),
    bodyBytes, timeoutMs: 30_000,
    answer: z.object({ id: z.number() }),
    fallback: () => ({ id: 0 }),
  }),
  /** A photo of the order's messages, for whoever may see the order (404 for any other). */
  'GET /orders/:number/message-photos/:file': defineCall({
    method: 'GET', path: '/orders/:number/message-photos/:file', params: orderParams.extend({ file: photoFile }),
    query: z.object({ token: z.string().max(64).optional(), size: z.enum(MESSAGE_PHOTO_SIZES).optional() }),
    answer: photoAnswer, fallback: noPhoto,
  }),
  /** The messages about the shop's part, oldest first (404 for another shop's part). */
  'GET /portal/orders/:number/messages': defineCall({
    method: 'GET', path: '/portal/orders/:number/messages', params: partParams,
    answer: z.object({ messages: z.array(orderMessage) }),
    fallback: () => ({ messages: [] }),
  }),
  /** The shop answers the shopper about its part: kept in the order's conversation, the shopper is mailed in the order's language. Refusals as the shopper's. */
  'POST /portal/orders/:number/messages': defineCall({
    method: 'POST', path: '/portal/orders/:number/messages', params: partParams,
    body: z.object({ text, photos }, { error: 'expected a JSON object' }),
    bodyBytes, timeoutMs: 30_000,
    answer: z.object({ id: z.number() }),
    fallback: () => ({ id: 0 }),
  }),
  /** A photo of the messages about the shop's part (404 for any other). */
  'GET /portal/orders/:number/message-photos/:file': defineCall({
    method: 'GET', path: '/portal/orders/:number/message-photos/:file', params: partParams.extend({ file: photoFile }),
    query: z.object({ size: z.enum(MESSAGE_PHOTO_SIZES).optional() }),
    answer: photoAnswer, fallback: noPhoto,
  }),
  /** A photo of any conversation, for the desk. */
  'GET /desk/message-photos/:file': defineCall({
    method: 'GET', path: '/desk/message-photos/:file', params: z.object({ file: photoFile }),
    query: z.object({ size: z.enum(MESSAGE_PHOTO_SIZES).optional() }),
    answer: photoAnswer, fallback: noPhoto,
  }),
} as const;

/** Where the shopper's browser finds a photo of the order's messages: beside the order, with its signed link's token. */
export function orderPhotoPath(orderNumber: string, file: string, token: string, size: MessagePhotoSize = 'full'): string {
  const query = new URLSearchParams({ ...(token ? { t: token } : {}), ...(size === 'thumb' ? { size } : {}) }).toString();
  return `/order-photo/${orderNumber}/${file}.jpg${query ? `?${query}` : ''}`;
}
