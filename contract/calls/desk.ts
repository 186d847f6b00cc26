/**
 * The desk's calls: customer service finds orders and follows their timeline, resends a mail,
 * notes what it did, answers the contact messages; the operator runs the shops (create, tokens,
 * suspension); both export and erase a shopper's personal data. Every call carries the staff
 * session header and is allowed by role; every change is written to the audit log.
 */
import * as z from 'zod';
import { isDeliveryCountry } from '../../locales/editions';
import { taxSetupAnswer } from '../tax-setup';
import { defineCall } from '../call';
import { ORDER_NUMBER_PATTERN, storedAddress } from './orders';
import { deskClaims } from './desk-claims';
import { deskMarks, deskNote } from './desk-items';

export const CONTACT_STATUSES = ['new', 'answered', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date like 2026-11-25');
const orderNumber = z.object({ number: z.string().trim().toUpperCase().regex(ORDER_NUMBER_PATTERN, 'expected an order number like SP-261122-ABCDEF') });
const idParam = z.object({ id: z.coerce.number().int().positive('expected an id') });
const emailField = z.string({ error: 'expected an e-mail address' }).trim().toLowerCase().max(254, 'too long').pipe(z.email({ error: 'expected an e-mail address' }));

const orderSummary = z.object({
  number: z.string(), createdAt: z.string(), email: z.string(), totalCents: z.number(), anonymised: z.boolean(),
  parts: z.array(z.object({ number: z.string(), shopId: z.number(), shopName: z.string(), status: z.string() })),
});
export type DeskOrderSummary = z.infer<typeof orderSummary>;

/** One line of an order's timeline; `part` names the shop's part it concerns. */
/** The facts of an event a person reads (the desk words each): reason, carrier, tracking number, refund, withdrawn lines, a mail's attempts. */
export const TIMELINE_FACTS = ['reason', 'carrier', 'trackingNumber', 'refundCents', 'lines', 'via', 'attempts'] as const;
const timelineFacts = z.partialRecord(z.enum(TIMELINE_FACTS), z.union([z.string(), z.number(), z.array(z.number())]));
export type TimelineFacts = z.infer<typeof timelineFacts>;

const timelineEntry = z.object({
  at: z.string(),
  kind: z.string(),
  part: z.string().nullable(),
  /** shopper, shop, system, staff, or "staff:<id>" / "shop:<id>" with the name in actorName. */
  actor: z.string(),
  actorName: z.string().nullable().default(null),
  /** A mail's subject or error, a note's text. */
  text: z.string().nullable(),
  facts: timelineFacts.nullable().default(null),
  /** The kind of mail the entry is about (confirmation, withdrawal_shop, …). */
  mailKind: z.string().nullable().default(null),
  /** The queued mail the entry is about (resend). */
  mailId: z.number().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

const contactMessage = z.object({
  id: z.number(), receivedAt: z.string(), locale: z.string(), name: z.string(), email: z.string(),
  orderNumber: z.string().nullable(), message: z.string(), status: z.enum(CONTACT_STATUSES),
});
export type DeskContactMessage = z.infer<typeof contactMessage>;
/** The inbox shows one row per sender: the newest message, and how many the sender's address has in the view. */
const inboxEntry = contactMessage.extend({ fromSender: z.number() });
export type DeskInboxEntry = z.infer<typeof inboxEntry>;
/** One message, with the sender's others (newest first, a bounded number), so a flood folded in the inbox stays reachable. */
/** An answer customer service sent to the message's sender from the desk. */
const contactReply = z.object({ id: z.number(), staffName: z.string(), text: z.string(), sentAt: z.string() });
export type DeskContactReply = z.infer<typeof contactReply>;
const messageWithSender = contactMessage.extend({
  sameSender: z.array(z.object({ id: z.number(), receivedAt: z.string(), status: z.enum(CONTACT_STATUSES) })),
  /** The thread: the answers sent, oldest first. */
  replies: z.array(contactReply).default([]),
  /** The sender's mails back to an answer's reply address, oldest first. */
  shopperReplies: z.array(z.object({ id: z.number(), at: z.string(), sender: z.string().nullable(), fromOther: z.boolean(), text: z.string() })).default([]),
  /** The order whose conversation the message was merged into; its messages are there now. */
  mergedInto: z.string().nullable().default(null),
});
export type DeskContactMessageWithSender = z.infer<typeof messageWithSender>;

const shopSummary = z.object({
  id: z.number(), name: z.string(), slug: z.string(), suspendedAt: z.string().nullable(),
  tokenIssuedAt: z.string().nullable(), offers: z.number(),
  /** What keeps the shop from going live for tax (null: its set-up is complete). */
  taxGap: taxSetupAnswer.shape.gap,
});
export type DeskShop = z.infer<typeof shopSummary>;

export const deskCalls = {
  'GET /desk/orders': defineCall({
    method: 'GET', path: '/desk/orders',
    query: z.object({
      number: z.string().trim().max(40, 'too long').optional(),
      email: z.string().trim().max(254, 'too long').optional(),
      shopId: z.coerce.number().int().positive('expected a shop id').optional(),
      from: isoDate.optional(),
      to: isoDate.optional(),
    }),
    answer: z.object({ orders: z.array(orderSummary) }),
    fallback: () => ({ orders: [] }),
  }),
  'GET /desk/orders/:number': defineCall({
    method: 'GET', path: '/desk/orders/:number', params: orderNumber,
    answer: z.object({
      order: orderSummary.extend({ locale: z.string(), phone: z.string().nullable(), deliveryAddress: storedAddress.nullable() }),
      timeline: z.array(timelineEntry),
    }),
    fallback: () => ({ order: { number: '', createdAt: '', email: '', totalCents: 0, anonymised: false, parts: [], locale: '', phone: null, deliveryAddress: null }, timeline: [] }),
  }),
  /** Queues the mail again, as it was written; answers the new mail's id. */
  'POST /desk/orders/:number/mails/:mailId/resend': defineCall({
    method: 'POST', path: '/desk/orders/:number/mails/:mailId/resend',
    params: orderNumber.extend({ mailId: z.coerce.number().int().positive('expected a mail id') }),
    answer: z.object({ mailId: z.number() }),
    fallback: () => ({ mailId: 0 }),
  }),
  'POST /desk/orders/:number/notes': defineCall({
    method: 'POST', path: '/desk/orders/:number/notes', params: orderNumber,
    body: z.object({ text: z.string({ error: 'expected a note' }).trim().min(1, 'required').max(2000, 'too long') }),
    answer: z.object({ id: z.number() }),
    fallback: () => ({ id: 0 }),
  }),
  'GET /desk/contact-messages': defineCall({
    method: 'GET', path: '/desk/contact-messages',
    query: z.object({
      status: z.enum(CONTACT_STATUSES, { error: 'expected new, answered or closed' }).optional(),
      /** Words found in the sender's name, e-mail address, order number or message, in any case. */
      q: z.string().trim().max(200, 'at most 200 characters').optional(),
    }),
    answer: z.object({ messages: z.array(inboxEntry), counts: z.record(z.enum(CONTACT_STATUSES), z.number()) }),
    fallback: () => ({ messages: [], counts: { new: 0, answered: 0, closed: 0 } }),
  }),
  'GET /desk/contact-messages/:id': defineCall({
    method: 'GET', path: '/desk/contact-messages/:id', params: idParam,
    answer: z.object({ message: messageWithSender, claims: deskClaims, marks: deskMarks, notes: z.array(deskNote).default([]) }),
    fallback: () => ({ message: { id: 0, receivedAt: '', locale: '', name: '', email: '', orderNumber: null, message: '', status: 'new' as const, sameSender: [], replies: [], shopperReplies: [], mergedInto: null }, claims: { assignee: null, openedBy: [] }, marks: { priority: 'normal' as const, tags: [] }, notes: [] }),
  }),
  'POST /desk/contact-messages/:id/status': defineCall({
    method: 'POST', path: '/desk/contact-messages/:id/status', params: idParam,
    body: z.object({ status: z.enum(CONTACT_STATUSES, { error: 'expected new, answered or closed' }) }),
    answer: z.object({ status: z.enum(CONTACT_STATUSES) }),
    fallback: () => ({ status: 'new' as const }),
  }),
  /** Answers the message's sender by mail (in the sender's language; Reply-To customer service); the message is answered. */
  'POST /desk/contact-messages/:id/replies': defineCall({
    method: 'POST', path: '/desk/contact-messages/:id/replies', params: idParam,
    body: z.object({ text: z.string().trim().min(1, 'required').max(10_000, 'at most 10000 characters') }),
    answer: z.object({ id: z.number() }),
    fallback: () => ({ id: 0 }),
  }),
  'GET /desk/shops': defineCall({
    method: 'GET', path: '/desk/shops',
    answer: z.object({ shops: z.array(shopSummary) }),
    fallback: () => ({ shops: [] }),
  }),
  'POST /desk/shops': defineCall({
    method: 'POST', path: '/desk/shops',
    body: z.object({
      name: z.string({ error: 'expected a name' }).trim().min(2, 'at least 2 characters').max(100, 'too long'),
      slug: z.string({ error: 'expected a slug' }).trim().toLowerCase().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and hyphens').max(60, 'too long'),
      /** The shop's country and its tax set-up (contract/tax-setup); an empty scheme leaves it to the owner in the portal. */
      country: z.string().trim().toUpperCase().refine(isDeliveryCountry, 'a European country code such as DE').default('DE'),
      taxScheme: z.string().max(20).default(''),
      vatId: z.string().max(40).default(''),
    }),
    answer: z.object({ id: z.number() }),
    fallback: () => ({ id: 0 }),
  }),
  'GET /desk/shops/:id': defineCall({
    method: 'GET', path: '/desk/shops/:id', params: idParam,
    answer: z.object({
      shop: shopSummary,
      members: z.array(z.object({ id: z.number(), email: z.string(), name: z.string(), role: z.string(), accepted: z.boolean() })),
    }),
    fallback: () => ({ shop: { id: 0, name: '', slug: '', suspendedAt: null, tokenIssuedAt: null, offers: 0, taxGap: null }, members: [] }),
  }),
  /** Issues (a new one replaces the old: rotation) or revokes the shop's API token; a new token is answered once. */
  'POST /desk/shops/:id/token': defineCall({
    method: 'POST', path: '/desk/shops/:id/token', params: idParam,
    body: z.object({ action: z.enum(['issue', 'revoke'], { error: 'expected issue or revoke' }) }),
    answer: z.object({ token: z.string().nullable() }),
    fallback: () => ({ token: null }),
  }),
  /** Suspends the shop (its offers leave the site at once; its orders stay) or lifts the suspension. */
  'POST /desk/shops/:id/suspension': defineCall({
    method: 'POST', path: '/desk/shops/:id/suspension', params: idParam,
    body: z.object({ suspended: z.enum(['yes', 'no'], { error: 'expected yes or no' }) }),
    answer: z.object({ suspendedAt: z.string().nullable(), offersRemoved: z.number() }),
    fallback: () => ({ suspendedAt: null, offersRemoved: 0 }),
  }),
  /** Everything the shop keeps about one e-mail address (the shopper's right of access). */
  'GET /desk/personal-data': defineCall({
    method: 'GET', path: '/desk/personal-data',
    query: z.object({ email: emailField }),
    answer: z.object({
      email: z.string(), exportedAt: z.string(),
      account: z.object({
        createdAt: z.string(),
        savedVehicles: z.array(z.object({ modelId: z.number(), savedAt: z.string() })),
        cart: z.array(z.object({ offerId: z.number(), modelId: z.number().nullable(), quantity: z.number(), addedAt: z.string() })),
        addresses: z.unknown(),
      }).nullable(),
      orders: z.array(z.unknown()),
      contactMessages: z.array(z.unknown()),
      withdrawals: z.array(z.unknown()),
    }),
    fallback: () => ({ email: '', exportedAt: '', account: null, orders: [], contactMessages: [], withdrawals: [] }),
  }),
  /** Erases what no retention covers (account, contact messages, orders past their retention); names the orders kept and until when. */
  'POST /desk/personal-data/erase': defineCall({
    method: 'POST', path: '/desk/personal-data/erase',
    body: z.object({ email: emailField }),
    answer: z.object({
      accountErased: z.boolean(), contactMessagesErased: z.number(), ordersAnonymised: z.number(),
      ordersKept: z.array(z.object({ number: z.string(), keptUntil: z.string() })),
    }),
    fallback: () => ({ accountErased: false, contactMessagesErased: 0, ordersAnonymised: 0, ordersKept: [] }),
  }),
} as const;
