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
    async handle({ body, headers, db }) {
      const input = parseInput(contactMessageBody, body ?? {});
      if (!input.ok) return input.response;
      const { name, email, orderNumber, message } = input.data;
      const locale = headers[CONTEXT_HEADERS.locale];
      // The time is set here, as ISO-8601 text, so both backends store the same form.
      const row = await db.kysely.insertInto('contact_messages')
        .values({ locale: isLocale(locale) ? locale : DEFAULT_LOCALE, name, email, order_number: orderNumber || null, message, received_at: new Date().toISOString() })
        .returning(['id', 'received_at as receivedAt']).executeTakeFirstOrThrow();
      return { status: 201, body: { id: row.id, receivedAt: row.receivedAt } };
    },
  },
];
