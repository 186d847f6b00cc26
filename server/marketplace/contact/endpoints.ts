/**
 * POST /contact-messages: stores a message from the contact page. The body was validated by the
 * contract (400 naming the field); the edition is the call's locale header.
 */
import { contactMessageBody } from '../../../contract/calls/contact';
import { isLocale, DEFAULT_LOCALE } from '../../../locales/editions';
import { CONTEXT_HEADERS, type Endpoint, parseInput } from '../http/endpoint';

export const contactEndpoints: Endpoint[] = [
  {
    method: 'POST', path: '/contact-messages',
    handle({ body, headers, db }) {
      const input = parseInput(contactMessageBody, body ?? {});
      if (!input.ok) return input.response;
      const { name, email, orderNumber, message } = input.data;
      const locale = headers[CONTEXT_HEADERS.locale];
      const row = db.prepare(`INSERT INTO contact_messages (locale, name, email, order_number, message) VALUES (?, ?, ?, ?, ?)
        RETURNING id, received_at AS receivedAt`).get(isLocale(locale) ? locale : DEFAULT_LOCALE, name, email, orderNumber || null, message) as { id: number; receivedAt: string };
      return { status: 201, body: { id: row.id, receivedAt: row.receivedAt } };
    },
  },
];
