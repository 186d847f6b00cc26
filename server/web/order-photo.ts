/**
 * /order-photo/<order>/<file>.jpg?t=<token>[&size=thumb]: a photo of the messages inside an order,
 * for whoever may see the order (its signed link, or the signed-in account that placed it; the
 * marketplace decides). Anything else is the ordinary 404 page; never cached by anyone in between.
 */
import type { RequestHandler } from 'express';
import { CONTEXT_HEADERS } from '../../contract/headers';
import { MESSAGE_PHOTO_PATTERN } from '../../contract/calls/order-messages';
import { ORDER_NUMBER_PATTERN } from '../../contract/calls/orders';
import { COOKIES } from '../../locales/editions';
import type { MarketplaceClient } from './marketplace-client';

export function orderPhoto(marketplace: MarketplaceClient): RequestHandler {
  return async (req, res, next) => {
    const { orderNumber = '', file = '' } = req.params as Record<string, string>;
    const name = file.replace(/\.jpg$/, '');
    if (!ORDER_NUMBER_PATTERN.test(orderNumber) || !file.endsWith('.jpg') || !MESSAGE_PHOTO_PATTERN.test(name)) return next();
    const token = typeof req.query.t === 'string' ? req.query.t.slice(0, 64) : '';
    const answer = await marketplace.attempt('GET /orders/:number/message-photos/:file', {
      params: { number: orderNumber, file: name }, query: { ...(token ? { token } : {}), ...(req.query.size === 'thumb' ? { size: 'thumb' as const } : {}) },
    }, { [CONTEXT_HEADERS.session]: req.cookies?.[COOKIES.session] });
    if (answer.status === 404 || answer.status === 400) return next();
    res.set('cache-control', 'private, no-store');
    if (!answer.ok) return void res.status(503).set('retry-after', '5').type('text/plain').send('photo briefly unavailable');
    res.set('x-content-type-options', 'nosniff');
    res.type('image/jpeg').send(Buffer.from(answer.answer.base64, 'base64'));
  };
}
