/**
 * POST /contact-messages: stores a message from the contact page. The body was validated by the
 * contract (400 naming the field); the edition is the call's locale header; the client address is
 * the web tier's (its form and its /api pass it), and with the e-mail address it spends the
 * budget of messages (budget.ts): beyond it, 429 and nothing stored or mailed. The shopper gets a
 * receipt with the message's reference (desk's acknowledgement).
 */
import { isLocale, DEFAULT_LOCALE } from '../../../locales/editions';
import { CONTEXT_HEADERS, created, endpoint, type Endpoint } from '../http/endpoint';
import { CALLS } from '../../../contract/calls/index';
import { CLIENT_ADDRESS_HEADER } from '../../../contract/headers';
import { spendContactBudget } from './budget';
import { mailToService } from './service-mail';
import { acknowledgeContact, receiveContactMessage } from '../desk/index';

export const contactEndpoints: Endpoint[] = [
  endpoint(CALLS['POST /contact-messages'], async ({ body, headers, db, deps }) => {
    const { name, email, orderNumber, message } = body;
    const locale = headers[CONTEXT_HEADERS.locale];
    // A call without the web tier's address (the marketplace's own callers) shares one budget.
    const wait = await spendContactBudget(db.kysely, headers[CLIENT_ADDRESS_HEADER] ?? 'unknown', email);
    if (wait > 0) {
      return { status: 429, headers: { 'retry-after': String(wait) }, body: { error: 'too_many_messages', retryAfterSeconds: wait, message: 'too many contact messages; try again later' } };
    }
    const row = await receiveContactMessage(db.kysely, { locale: isLocale(locale) ? locale : DEFAULT_LOCALE, name, email, orderNumber: orderNumber || null, message });
    await mailToService(db.kysely, deps.personalData, { id: row.id, name, email, orderNumber: orderNumber || null, message });
    await acknowledgeContact(db.kysely, deps, { id: row.id, name, email, locale: isLocale(locale) ? locale : DEFAULT_LOCALE, receivedAt: row.receivedAt, message });
    return created({ id: row.id, receivedAt: row.receivedAt });
  }),
];
