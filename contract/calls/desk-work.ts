/**
 * The desk's work: one queue of what waits for an answer or a decision (contact messages not yet
 * answered, shoppers' mails back on an order's conversation, withdrawals not yet refunded, feeds
 * held by their safety limits, mails given up), oldest first; an order as the desk works it (its
 * lines, payment and the shop's steps, the conversation with the shopper and the answers ready in
 * the shopper's language); answering the shopper; resending a failed mail; deciding a held feed.
 */
import * as z from 'zod';
import { defineCall } from '../call';
import { ORDER_NUMBER_PATTERN, ORDER_STATUS, PAYMENT_METHOD, storedAddress } from './orders';
import { PROBLEM_KINDS } from './problem-reports';
import { messagePhoto } from './order-messages';
import { deskAssignee, deskClaims, QUEUE_OWNERS } from './desk-claims';
import { deskMarks, PRIORITIES } from './desk-items';

export const QUEUE_KINDS = ['contact', 'reply', 'withdrawal', 'import', 'mail'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];

const hold = z.union([
  z.object({ kind: z.literal('removal'), removed: z.number(), current: z.number(), limitPercent: z.number() }),
  z.object({ kind: z.literal('errors'), rejected: z.number(), read: z.number(), limitPercent: z.number() }),
]);

const queueItem = z.object({
  kind: z.enum(QUEUE_KINDS),
  /** The contact message's, thread's, withdrawal's, import's or mail's id. */
  id: z.number(),
  /** Since when it waits: what the queue is sorted by, oldest first. */
  since: z.string(),
  orderNumber: z.string().nullable(),
  /** A shop's part of the order (withdrawal). */
  partNumber: z.string().nullable(),
  /** Who it is about: the sender's name or address, the shop. */
  who: z.string(),
  shopId: z.number().nullable(),
  /** The start of what was written; a mail's error. */
  excerpt: z.string().nullable(),
  /** A failed mail's kind; a withdrawal's part status. */
  code: z.string().nullable(),
  holds: z.array(hold),
  /** The agent a contact message or a shopper's mail back is assigned to. */
  assignee: deskAssignee.nullable().default(null),
  /** A contact message's or order conversation's priority and tags (the rest are normal, untagged). */
  priority: z.enum(PRIORITIES).default('normal'),
  tags: z.array(z.string()).default([]),
});
export type QueueItem = z.infer<typeof queueItem>;

export const ANSWER_TEMPLATES = ['blank', 'whereIsMyOrder', 'withdrawalReceived', 'refundDone'] as const;
export type AnswerTemplate = (typeof ANSWER_TEMPLATES)[number];

const workLine = z.object({
  position: z.number(), title: z.string(), brand: z.string(), articleNumber: z.string(), quantity: z.number(),
  unitCents: z.number(), totalCents: z.number(), state: z.enum(['open', 'shipped', 'refused']),
  /** When the shop shipped or refused the line. */
  at: z.string().nullable(),
});

const workPart = z.object({
  number: z.string(), shopId: z.number(), shopName: z.string(), status: ORDER_STATUS, statusChangedAt: z.string(),
  paymentMethod: PAYMENT_METHOD, paymentReference: z.string(), paid: z.boolean(),
  itemsCents: z.number(), shippingCents: z.number(), totalCents: z.number(),
  /** The part's money as the ledger has it: received by the marketplace, refunds owed and sent, settled with the shop. */
  money: z.object({ receivedCents: z.number(), refundOwedCents: z.number(), refundedCents: z.number(), settledCents: z.number() }),
  /** Refunds a shop that collected the money itself (cash on delivery, on account) reports having made. */
  shopRefundedCents: z.number(),
  /** What the shopper still owes for the lines kept (contract/still-to-pay.ts). */
  stillToPayCents: z.number(),
  acknowledgedAt: z.string().nullable(), acceptedAt: z.string().nullable(), shippedAt: z.string().nullable(),
  carrier: z.string().nullable(), trackingNumber: z.string().nullable(), refusalReason: z.string().nullable(),
  deliveryDays: z.object({ min: z.number(), max: z.number() }),
  lines: z.array(workLine),
  withdrawal: z.object({ receivedAt: z.string(), lines: z.array(z.number()), wholePart: z.boolean(), goodsReceivedAt: z.string().nullable(), refundedAt: z.string().nullable(), refundCents: z.number().nullable() }).nullable(),
});
export type WorkPart = z.infer<typeof workPart>;

const threadMessage = z.object({
  /** answer: the desk's mail; reply: the shopper's mail back or problem report; buyer: the shopper to a shop from the order page; shop: the shop's answer in the portal. */
  id: z.number(), direction: z.enum(['answer', 'reply', 'buyer', 'shop']), at: z.string(), staffName: z.string().nullable(),
  sender: z.string().nullable(), fromOther: z.boolean(), subject: z.string(), text: z.string(),
  /** A problem the shopper reported from the order page: what is wrong, with which shop's part (null for a mail). */
  problem: z.object({ kind: z.enum(PROBLEM_KINDS), part: z.string(), reference: z.string() }).nullable().default(null),
  /** The shop written to or answering, and its part (buyer and shop messages). */
  shop: z.object({ name: z.string(), part: z.string() }).nullable().default(null),
  /** The photos the message carries (kept re-encoded, without metadata). */
  photos: z.array(messagePhoto).default([]),
});
export type ThreadMessage = z.infer<typeof threadMessage>;

const orderNumber = z.object({ number: z.string().trim().toUpperCase().regex(ORDER_NUMBER_PATTERN, 'expected an order number like SP-261122-ABCDEF') });
const idParam = z.object({ id: z.coerce.number().int().positive('expected an id') });

export const deskWorkCalls = {
  'GET /desk/queue': defineCall({
    method: 'GET', path: '/desk/queue',
    query: z.object({
      kind: z.enum(QUEUE_KINDS, { error: 'expected contact, reply, withdrawal, import or mail' }).optional(),
      owner: z.enum(QUEUE_OWNERS, { error: 'expected mine or free' }).optional(),
      priority: z.enum(PRIORITIES, { error: 'expected normal, high or urgent' }).optional(),
      tag: z.string().trim().max(60).optional(),
    }),
    answer: z.object({ items: z.array(queueItem), counts: z.record(z.enum(QUEUE_KINDS), z.number()), now: z.string() }),
    fallback: () => ({ items: [], counts: { contact: 0, reply: 0, withdrawal: 0, import: 0, mail: 0 }, now: new Date(0).toISOString() }),
  }),
  'GET /desk/orders/:number/work': defineCall({
    method: 'GET', path: '/desk/orders/:number/work', params: orderNumber,
    answer: z.object({
      locale: z.string(), anonymised: z.boolean(), email: z.string(), billingAddress: storedAddress.nullable(),
      parts: z.array(workPart),
      payments: z.array(z.object({ provider: z.string(), status: z.string(), amountCents: z.number(), createdAt: z.string() })),
      thread: z.object({ awaitingSince: z.string().nullable(), messages: z.array(threadMessage) }),
      /** The answers ready to edit, in the shopper's language, with this order's facts; only those that fit the order. */
      drafts: z.array(z.object({ template: z.enum(ANSWER_TEMPLATES), text: z.string() })),
      claims: deskClaims,
      marks: deskMarks,
    }),
    fallback: () => ({ locale: 'de-DE', anonymised: false, email: '', billingAddress: null, parts: [], payments: [], thread: { awaitingSince: null, messages: [] }, drafts: [], claims: { assignee: null, openedBy: [] }, marks: { priority: 'normal' as const, tags: [] } }),
  }),
  /** Mails the shopper an answer (Reply-To: the order's conversation), kept on the order's timeline. */
  'POST /desk/orders/:number/answers': defineCall({
    method: 'POST', path: '/desk/orders/:number/answers', params: orderNumber,
    body: z.object({ text: z.string().trim().min(1, 'required').max(10_000, 'at most 10000 characters') }),
    answer: z.object({ id: z.number() }),
    fallback: () => ({ id: 0 }),
  }),
  /** The operator books a prepayment part's transfer into the marketplace's account as received. */
  'POST /desk/orders/:number/parts/:part/payment': defineCall({
    method: 'POST', path: '/desk/orders/:number/parts/:part/payment',
    params: orderNumber.extend({ part: z.string().trim().min(1).max(40) }),
    answer: z.object({ recorded: z.boolean() }),
    fallback: () => ({ recorded: false }),
  }),
  /** Queues a copy of a mail the worker gave up on (one with or without an order). */
  'POST /desk/mails/:id/resend': defineCall({
    method: 'POST', path: '/desk/mails/:id/resend', params: idParam,
    answer: z.object({ mailId: z.number() }),
    fallback: () => ({ mailId: 0 }),
  }),
  /** The operator puts a held feed live after all, or drops it. */
  'POST /desk/imports/:id/decision': defineCall({
    method: 'POST', path: '/desk/imports/:id/decision', params: idParam,
    body: z.object({ decision: z.enum(['confirm', 'reject'], { error: 'expected confirm or reject' }) }),
    answer: z.object({ status: z.string() }),
    fallback: () => ({ status: 'held' }),
  }),
} as const;
