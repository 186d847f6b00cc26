/**
 * /invoice/<order>/<part>/<number>.pdf?t=<token>: an invoice or credit note of an order's part, for
 * whoever may see the order (its signed link, or the signed-in account that placed it; the
 * marketplace decides). Anything else is the ordinary 404 page; never cached by anyone in between.
 */
import type { RequestHandler } from 'express';
import { CONTEXT_HEADERS } from '../../contract/headers';
import { INVOICE_FILE_PATTERN } from '../../contract/calls/invoices';
import { ORDER_NUMBER_PATTERN } from '../../contract/calls/orders';
import { COOKIES } from '../../locales/editions';
import type { MarketplaceClient } from './marketplace-client';

const PART_NUMBER = /^SP-\d{6}-[2-9A-HJKMNP-Z]{6}-\d{1,3}$/;

export function invoiceFile(marketplace: MarketplaceClient): RequestHandler {
  return async (req, res, next) => {
    const { orderNumber = '', part = '', file = '' } = req.params as Record<string, string>;
    const invoice = INVOICE_FILE_PATTERN.exec(file)?.[1];
    if (!invoice || !ORDER_NUMBER_PATTERN.test(orderNumber) || !PART_NUMBER.test(part) || !part.startsWith(`${orderNumber}-`)) return next();
    const token = typeof req.query.t === 'string' ? req.query.t.slice(0, 64) : '';
    const answer = await marketplace.attempt('GET /orders/:number/invoices/:part/:invoice', { params: { number: orderNumber, part, invoice }, query: token ? { token } : {} },
      { [CONTEXT_HEADERS.session]: req.cookies?.[COOKIES.session] });
    if (answer.status === 404 || answer.status === 400) return next();
    res.set('cache-control', 'private, no-store');
    if (!answer.ok) return void res.status(503).set('retry-after', '5').type('text/plain').send('invoice briefly unavailable');
    res.set('x-content-type-options', 'nosniff');
    res.set('content-disposition', `inline; filename="${answer.answer.filename}"`);
    res.type('application/pdf').send(Buffer.from(answer.answer.base64, 'base64'));
  };
}
