/**
 * The desk's one search field: orders by their number, the buyer's name or e-mail (any part),
 * shoppers by name or e-mail, shops by name, slug or e-mail, and messages by their text; the
 * answers grouped by kind, each group a few of the latest.
 */
import * as z from 'zod';
import { defineCall } from '../call';

export const DESK_SEARCH_SHOWN = 20;

export const deskSearchAnswer = z.object({
  orders: z.array(z.object({ number: z.string(), createdAt: z.string(), buyer: z.string(), email: z.string(), totalCents: z.number() })),
  shoppers: z.array(z.object({ email: z.string(), name: z.string(), orders: z.number(), account: z.boolean() })),
  shops: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string(), email: z.string().nullable() })),
  messages: z.array(z.object({
    /** contact: a contact message (id); conversation: a message of an order's conversation (orderNumber). */
    kind: z.enum(['contact', 'conversation']), id: z.number(), at: z.string(), from: z.string(), excerpt: z.string(), orderNumber: z.string().nullable(),
  })),
  /** A group holds more than was shown. */
  more: z.boolean(),
});
export type DeskSearchAnswer = z.infer<typeof deskSearchAnswer>;

export const deskSearchCalls = {
  /** 400 {field: 'q'} below two characters. */
  'GET /desk/search': defineCall({
    method: 'GET', path: '/desk/search',
    query: z.object({ q: z.string({ error: 'required' }).trim().min(2, 'too short').max(100, 'too long') }),
    answer: deskSearchAnswer,
    fallback: () => ({ orders: [], shoppers: [], shops: [], messages: [], more: false }),
  }),
} as const;
