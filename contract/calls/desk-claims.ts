/**
 * Who works what at the desk: a contact message or an order's conversation is assigned to one agent
 * ("take", "release"); "take the next" hands the agent the oldest free item of the queue; an item's
 * page names the other agents who opened it in the last few minutes.
 */
import * as z from 'zod';
import { defineCall } from '../call';
import { ORDER_NUMBER_PATTERN } from './orders';

export const DESK_ITEM_KINDS = ['contact', 'order'] as const;
export type DeskItemKind = (typeof DESK_ITEM_KINDS)[number];

/** The queue seen by everyone, by the agent's own items, or by the items nobody has taken. */
export const QUEUE_OWNERS = ['mine', 'free'] as const;
export type QueueOwner = (typeof QUEUE_OWNERS)[number];

export const deskAssignee = z.object({ id: z.number(), name: z.string(), since: z.string() });
export type DeskAssignee = z.infer<typeof deskAssignee>;

export const deskOpening = z.object({ name: z.string(), at: z.string() });
export type DeskOpening = z.infer<typeof deskOpening>;

/** An item's assignee and the others at work on it, as its page shows them. */
export const deskClaims = z.object({ assignee: deskAssignee.nullable(), openedBy: z.array(deskOpening) }).default({ assignee: null, openedBy: [] });
export type DeskClaims = z.infer<typeof deskClaims>;

const claimBody = z.object({ action: z.enum(['take', 'release'], { error: 'expected take or release' }) });
/** taken: false when another agent has the item (the assignee says who). */
const claimAnswer = z.object({ taken: z.boolean(), assignee: deskAssignee.nullable() });

export const deskClaimCalls = {
  'POST /desk/contact-messages/:id/assignment': defineCall({
    method: 'POST', path: '/desk/contact-messages/:id/assignment', params: z.object({ id: z.coerce.number().int().positive('expected an id') }),
    body: claimBody, answer: claimAnswer,
    fallback: () => ({ taken: false, assignee: null }),
  }),
  'POST /desk/orders/:number/assignment': defineCall({
    method: 'POST', path: '/desk/orders/:number/assignment',
    params: z.object({ number: z.string().trim().toUpperCase().regex(ORDER_NUMBER_PATTERN, 'expected an order number like SP-261122-ABCDEF') }),
    body: claimBody, answer: claimAnswer,
    fallback: () => ({ taken: false, assignee: null }),
  }),
  /** Assigns the oldest free contact message or shopper's mail back to the agent; null when none is free. */
  'POST /desk/queue/next': defineCall({
    method: 'POST', path: '/desk/queue/next',
    answer: z.object({ item: z.object({ kind: z.enum(DESK_ITEM_KINDS), id: z.number(), orderNumber: z.string().nullable() }).nullable() }),
    fallback: () => ({ item: null }),
  }),
} as const;
