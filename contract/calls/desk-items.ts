/**
 * What agents add to a desk item (a contact message, or an order's conversation): a priority and
 * free tags the queue filters and sorts by, internal notes only staff see, the merge of a contact
 * message into an order's conversation; and the replies staff keep per language to start from.
 */
import * as z from 'zod';
import { defineCall } from '../call';
import { ORDER_NUMBER_PATTERN } from './orders';

export const PRIORITIES = ['urgent', 'high', 'normal'] as const;
export type Priority = (typeof PRIORITIES)[number];
/** The tags offered to pick from; agents may add their own. */
export const SUGGESTED_TAGS = ['delivery', 'return', 'payment', 'damage', 'wrong-part', 'invoice'] as const;
/** At most this many tags on an item, each this long. */
export const MAX_TAGS = 8;
export const MAX_TAG_LENGTH = 30;

/** A tag as kept: lower case, words joined by hyphens, nothing but letters, digits and hyphens. */
export function normaliseTag(raw: string): string {
  return raw.trim().toLowerCase().replace(/[\s_]+/g, '-').replace(/[^\p{L}\p{N}-]/gu, '').replace(/-+/g, '-').replace(/^-|-$/g, '').slice(0, MAX_TAG_LENGTH);
}

/** Tags typed as one text (commas or spaces between them) plus those ticked, each once. */
export function tagsOf(typed: string, ticked: string[] = []): string[] {
  return [...new Set([...ticked, ...typed.split(/[,;\s]+/)].map(normaliseTag).filter(Boolean))].slice(0, MAX_TAGS);
}

/** A contact message's reference as the shopper is told it: K-<year received>-<number>. */
export function contactReference(id: number, receivedAt: string): string {
  return `K-${receivedAt.slice(0, 4)}-${String(id).padStart(6, '0')}`;
}
/** The message's number in a reference typed (any case, with or without the leading zeros); undefined if it is none. */
export function contactIdOfReference(text: string): number | undefined {
  const found = /^K-\d{4}-(\d{1,9})$/i.exec(text.trim());
  return found ? Number(found[1]) : undefined;
}

export const deskMarks = z.object({ priority: z.enum(PRIORITIES), tags: z.array(z.string()) }).default({ priority: 'normal', tags: [] });
export type DeskMarks = z.infer<typeof deskMarks>;

export const deskNote = z.object({ id: z.number(), staffName: z.string(), text: z.string(), at: z.string() });
export type DeskNote = z.infer<typeof deskNote>;

export const savedReply = z.object({ id: z.number(), locale: z.string(), title: z.string(), body: z.string(), changedBy: z.string(), changedAt: z.string() });
export type SavedReply = z.infer<typeof savedReply>;

const idParam = z.object({ id: z.coerce.number().int().positive('expected an id') });
const orderNumber = z.object({ number: z.string().trim().toUpperCase().regex(ORDER_NUMBER_PATTERN, 'expected an order number like SP-261122-ABCDEF') });
const marksBody = z.object({
  priority: z.enum(PRIORITIES, { error: 'expected normal, high or urgent' }),
  tags: z.array(z.string().max(60)).max(40).transform((tags) => tagsOf('', tags)),
});
const savedReplyBody = z.object({
  locale: z.string().trim().min(2, 'required').max(10),
  title: z.string().trim().min(1, 'required').max(120, 'too long'),
  body: z.string().trim().min(1, 'required').max(10_000, 'too long'),
});

export const deskItemCalls = {
  'POST /desk/contact-messages/:id/marks': defineCall({
    method: 'POST', path: '/desk/contact-messages/:id/marks', params: idParam, body: marksBody,
    answer: z.object({ marks: deskMarks }), fallback: () => ({ marks: { priority: 'normal' as const, tags: [] } }),
  }),
  'POST /desk/orders/:number/marks': defineCall({
    method: 'POST', path: '/desk/orders/:number/marks', params: orderNumber, body: marksBody,
    answer: z.object({ marks: deskMarks }), fallback: () => ({ marks: { priority: 'normal' as const, tags: [] } }),
  }),
  /** An internal note on a contact message: staff only, never mailed. */
  'POST /desk/contact-messages/:id/notes': defineCall({
    method: 'POST', path: '/desk/contact-messages/:id/notes', params: idParam,
    body: z.object({ text: z.string({ error: 'expected a note' }).trim().min(1, 'required').max(2000, 'too long') }),
    answer: z.object({ id: z.number() }), fallback: () => ({ id: 0 }),
  }),
  /** Merges the message into the order's conversation: its messages move there and it is closed. 409 when merged already. */
  'POST /desk/contact-messages/:id/merge': defineCall({
    method: 'POST', path: '/desk/contact-messages/:id/merge', params: idParam,
    body: z.object({ orderNumber: z.string().trim().toUpperCase().regex(ORDER_NUMBER_PATTERN, 'expected an order number like SP-261122-ABCDEF') }),
    answer: z.object({ orderNumber: z.string(), moved: z.number() }), fallback: () => ({ orderNumber: '', moved: 0 }),
  }),
  'GET /desk/saved-replies': defineCall({
    method: 'GET', path: '/desk/saved-replies', query: z.object({ locale: z.string().trim().max(10).optional() }),
    answer: z.object({ replies: z.array(savedReply) }), fallback: () => ({ replies: [] }),
  }),
  'POST /desk/saved-replies': defineCall({
    method: 'POST', path: '/desk/saved-replies', body: savedReplyBody,
    answer: z.object({ id: z.number() }), fallback: () => ({ id: 0 }),
  }),
  'POST /desk/saved-replies/:id': defineCall({
    method: 'POST', path: '/desk/saved-replies/:id', params: idParam, body: savedReplyBody,
    answer: z.object({ id: z.number() }), fallback: () => ({ id: 0 }),
  }),
  'POST /desk/saved-replies/:id/removal': defineCall({
    method: 'POST', path: '/desk/saved-replies/:id/removal', params: idParam,
    answer: z.object({ removed: z.boolean() }), fallback: () => ({ removed: false }),
  }),
} as const;
