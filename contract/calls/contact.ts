/** Messages shoppers send from the contact page; the marketplace keeps them for the customer service. */
import * as z from 'zod';
import { defineCall } from '../call';

export const CONTACT_LIMITS = { name: 100, email: 254, orderNumber: 40, message: { min: 10, max: 5000 } } as const;

/** What the contact form sends; the first field at fault answers 400 naming it. */
export const contactMessageBody = z.object(
  {
    name: z.string({ error: 'expected a name' }).trim().min(1, 'required').max(CONTACT_LIMITS.name, 'too long'),
    email: z.string({ error: 'expected an e-mail address' }).trim().max(CONTACT_LIMITS.email, 'too long').pipe(z.email({ error: 'expected an e-mail address' })),
    orderNumber: z.string().trim().max(CONTACT_LIMITS.orderNumber, 'too long').optional(),
    message: z.string({ error: 'expected a message' }).trim()
      .min(CONTACT_LIMITS.message.min, `at least ${CONTACT_LIMITS.message.min} characters`)
      .max(CONTACT_LIMITS.message.max, 'too long'),
  },
  { error: 'expected a JSON object' },
);
export type ContactMessageInput = z.input<typeof contactMessageBody>;

export const contactCalls = {
  /** Stores one message (the edition comes with the call's locale header); answers its id. */
  'POST /contact-messages': defineCall({
    method: 'POST', path: '/contact-messages',
    body: contactMessageBody,
    answer: z.object({ id: z.number(), receivedAt: z.string() }),
    fallback: () => ({ id: 0, receivedAt: '' }),
  }),
} as const;
