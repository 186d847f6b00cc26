/**
 * The portal's start page and its order list. Any member reads the start page, each part of it
 * as far as the sign-in reaches (a key without orders:read sees no orders); the order list is
 * read with orders:read, as the inbox is.
 */
import { CALLS } from '../../../contract/calls/index';
import type { PortalMember } from '../../../contract/calls/portal';
import { endpoint, ok, type Endpoint } from '../http/endpoint';
import type { ShopKeyScope } from '../shops';
import { asMember, withScope } from './guard';
import { portalHomeOf } from './home';
import { searchShopOrders } from './order-search';

/** The scopes the guard found for the member (a staff account carries them all). */
const reaches = (member: PortalMember, scope: ShopKeyScope): boolean => ((member as PortalMember & { scopes?: readonly ShopKeyScope[] }).scopes ?? []).includes(scope);

export const portalHomeEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /portal/home'], async ({ db, headers }) => asMember(db.kysely, headers, async (member, kysely) => ok(
    await portalHomeOf(kysely, member.shopId, { orders: reaches(member, 'orders:read'), offers: reaches(member, 'offers:write') }),
  ))),

  endpoint(CALLS['GET /portal/order-search'], async ({ db, headers, query }) => withScope('orders:read')(db.kysely, headers, async (member, kysely) => ok(
    await searchShopOrders(kysely, member.shopId, query),
  ))),
];
