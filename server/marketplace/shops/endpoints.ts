/**
 * Shop pages: GET /shops (all, best-rated first) and GET /shops/{shopName} with terms and
 * cancellation policy in the request language (x-spareo-locale). {shopName} is the slug (or the id).
 */
import { badRequest, notFound, ok, endpoint, type Endpoint } from '../http/endpoint';
import { CALLS } from '../../../contract/calls/index';
import { requestContext } from '../session';
import { methodsWhere } from '../payments';
import { findShop, listShops } from './repository';

export const shopEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /shops'], async ({ db }) => ok({ shops: await listShops(db.kysely) })),
  endpoint(CALLS['GET /shops/:shopName'], async ({ params, headers, db, deps }) => {
    const name = params.shopName;
    if (!/^[\w-]{1,80}$/.test(name)) return badRequest('shopName', 'shop name must be letters, digits or dashes');
    const shop = await findShop(db.kysely, name, requestContext(headers).langNo, methodsWhere(headers, deps.paymentProvider));
    return shop ? ok(shop) : notFound('shop');
  }),
];
