/** GET /payment-methods: what the visitor's cart can be paid with here, else what the edition takes at all. */
import { CALLS } from '../../../contract/index';
import type { Db } from '../db/connection';
import { endpoint, ok, type Endpoint } from '../http/endpoint';
import { rawSessionId } from '../session';
import { shopOnSale } from '../shops';
import { methodsForShops, type ShopMethods, methodsWhere } from '../payments';

/** The shops of the session's cart that deliver to the country (the checkout's parts). */
function cartShops(db: Db, sid: string, country: string): Promise<ShopMethods[]> {
  return db.selectFrom('cart_lines as cl').innerJoin('offers as o', 'o.id', 'cl.offer_id').innerJoin('shops as s', 's.id', 'o.shop_id')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', country))
    .select(['s.payment_methods as listed', 's.country']).distinct()
    .where('cl.session_id', '=', sid).where(shopOnSale('s.id')).execute();
}

/** Every shop on sale that delivers to the country: what a cart there could be paid with. */
function deliveringShops(db: Db, country: string): Promise<ShopMethods[]> {
  return db.selectFrom('shops as s').innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', country))
    .select(['s.payment_methods as listed', 's.country']).distinct()
    .where(shopOnSale('s.id')).execute();
}

export const paymentMethodEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /payment-methods'], async (ctx) => {
    const where = methodsWhere(ctx.headers, ctx.deps.paymentProvider);
    const db = ctx.db.kysely;
    // An unknown session has no cart lines: the edition's methods, as for a visitor without one.
    const sid = rawSessionId(ctx);
    const inCart = sid ? await cartShops(db, sid, where.deliveryCountry) : [];
    const shops = inCart.length > 0 ? inCart : await deliveringShops(db, where.deliveryCountry);
    return ok({ methods: methodsForShops(shops, where) });
  }),
];
