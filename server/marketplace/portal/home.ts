/**
 * The start page's figures for one shop: the parts waiting for the shop (oldest first, with how
 * long), withdrawals not yet refunded, today's sales in the shop's own day, the offers shoppers
 * can buy now and how the last feed went. A few small queries, each on the shop's own rows.
 */
import { sql } from 'kysely';
import { HOME_OPEN_PARTS, type PortalHome } from '../../../contract/calls/portal-home';
import type { OrderStatus } from '../../../contract/calls/orders';
import type { Db } from '../db/connection';
import { dayIn, dayStartIn, nextDay, shopZoneOf } from '../shops';
import { missingSellerFields } from '../feeds';

const OPEN: OrderStatus[] = ['new', 'accepted'];
const WITHDRAWN: OrderStatus[] = ['withdrawn', 'returned'];
/** A part placed today that the shop refused or that was cancelled is no sale. */
const NO_SALE: OrderStatus[] = ['awaiting_payment', 'refused', 'cancelled'];

const hoursSince = (iso: string, now: Date) => Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 3_600_000));

export async function shopZone(db: Db, shopId: number): Promise<string> {
  const shop = await db.selectFrom('shops').select('country').where('id', '=', shopId).executeTakeFirst();
  return shopZoneOf(shop?.country ?? 'DE');
}

async function orderFigures(db: Db, shopId: number, zone: string, now: Date): Promise<NonNullable<PortalHome['orders']>> {
  const parts = db.selectFrom('order_shops as os').innerJoin('orders as o', 'o.id', 'os.order_id').where('os.shop_id', '=', shopId);
  const day = dayIn(zone, now);
  const since = dayStartIn(zone, day);
  const until = dayStartIn(zone, nextDay(day));
  const [open, openCount, withdrawals, withdrawalCount, today] = await Promise.all([
    parts.select(['os.number', 'os.status', 'o.created_at as since']).where('os.status', 'in', OPEN).orderBy('o.created_at').orderBy('os.id').limit(HOME_OPEN_PARTS).execute(),
    parts.select((eb) => eb.fn.countAll<number | string>().as('n')).where('os.status', 'in', OPEN).executeTakeFirst(),
    parts.innerJoin('withdrawals as w', 'w.order_shop_id', 'os.id').select(['os.number', 'os.status', 'w.received_at as since'])
      .where('os.status', 'in', WITHDRAWN).orderBy('w.received_at').orderBy('os.id').limit(HOME_OPEN_PARTS).execute(),
    parts.select((eb) => eb.fn.countAll<number | string>().as('n')).where('os.status', 'in', WITHDRAWN).executeTakeFirst(),
    parts.select((eb) => [eb.fn.countAll<number | string>().as('n'), sql<number | string | null>`sum(${sql.ref('os.total_cents')})`.as('gross')])
      .where('os.status', 'not in', NO_SALE).where('o.created_at', '>=', since).where('o.created_at', '<', until).executeTakeFirst(),
  ]);
  const waiting = (row: { number: string; status: string; since: string }) => ({ number: row.number, status: row.status as OrderStatus, since: row.since, ageHours: hoursSince(row.since, now) });
  return {
    open: open.map(waiting), openCount: Number(openCount?.n ?? 0),
    withdrawals: withdrawals.map(waiting), withdrawalCount: Number(withdrawalCount?.n ?? 0),
    today: { count: Number(today?.n ?? 0), grossCents: Number(today?.gross ?? 0), since },
  };
}

async function offerFigures(db: Db, shopId: number): Promise<NonNullable<PortalHome['offers']>> {
  const [shop, live, feed, shipsTo, sellerMissing] = await Promise.all([
    db.selectFrom('shops').select('suspended_at').where('id', '=', shopId).executeTakeFirst(),
    db.selectFrom('offers').select((eb) => eb.fn.countAll<number | string>().as('n')).where('shop_id', '=', shopId).where('stock', '>', 0).executeTakeFirst(),
    db.selectFrom('feed_imports').select(['id', 'status', 'created_at', 'finished_at', 'rows_read', 'rows_rejected', 'error'])
      .where('shop_id', '=', shopId).orderBy('id', 'desc').limit(1).executeTakeFirst(),
    db.selectFrom('shop_shipping').select((eb) => eb.fn.countAll<number | string>().as('n')).where('shop_id', '=', shopId).executeTakeFirst(),
    missingSellerFields(db, shopId),
  ]);
  const suspended = Boolean(shop?.suspended_at);
  const countries = Number(shipsTo?.n ?? 0);
  return {
    // A suspended shop's offers are off the site, whatever its stock says; a shop that delivers
    // nowhere, or has not said who it is, sells nothing either (the cart and the import refuse them).
    live: suspended || countries === 0 || sellerMissing.length ? 0 : Number(live?.n ?? 0),
    suspended,
    shipsTo: countries,
    sellerMissing,
    lastFeed: feed ? {
      id: feed.id, status: feed.status, at: feed.created_at, finishedAt: feed.finished_at,
      rowsRead: Number(feed.rows_read), rowsRejected: Number(feed.rows_rejected), held: feed.status === 'held', error: feed.error,
    } : null,
  };
}

/** The figures the member's sign-in may read: orders with orders:read, offers and feeds with offers:write. */
export async function portalHomeOf(db: Db, shopId: number, reach: { orders: boolean; offers: boolean }, now = new Date()): Promise<PortalHome> {
  const zone = await shopZone(db, shopId);
  const [orders, offers] = await Promise.all([
    reach.orders ? orderFigures(db, shopId, zone, now) : null,
    reach.offers ? offerFigures(db, shopId) : null,
  ]);
  return { shopZone: zone, orders, offers };
}
