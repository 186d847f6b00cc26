/**
 * The shop's parts of orders found by what a shop's people have at hand: a part or order number, the
 * buyer's name or e-mail (delivery or billing address), an article number, SKU or title; narrowed by
 * status and by days of the shop's own calendar; counted, and read one page at a time, newest first.
 * The words are matched as typed and in lower case alike, so both backends find the same parts
 * (SQLite lowers only A to Z; "Élodie" is still found as typed).
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { ORDER_PAGE_SIZE, type OrderSearchQuery } from '../../../contract/calls/portal-home';
import type { PortalOrder } from '../../../contract/calls/portal';
import type { Db } from '../db/connection';
import { shopOrdersByIds } from '../orders';
import { dayStartIn, nextDay } from '../shops';
import { shopZone } from './home';
import { summariesOfParts } from '../invoices/index';
import { toPortalOrder } from './orders';

export interface OrderSearch { orders: PortalOrder[]; total: number; page: number; pageSize: number; shopZone: string }

/** The text inside a LIKE pattern, its wildcards taken literally. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function searchShopOrders(db: Db, shopId: number, filter: OrderSearchQuery): Promise<OrderSearch> {
  const zone = await shopZone(db, shopId);
  const pageSize = Number(filter.pageSize ?? ORDER_PAGE_SIZE);
  const page = Number(filter.page ?? 1);
  let query = db.selectFrom('order_shops as os').innerJoin('orders as o', 'o.id', 'os.order_id')
    .where('os.shop_id', '=', shopId).where('os.status', '<>', 'awaiting_payment');
  if (filter.status) query = query.where('os.status', '=', filter.status);
  if (filter.from) query = query.where('o.created_at', '>=', dayStartIn(zone, filter.from));
  if (filter.to) query = query.where('o.created_at', '<', dayStartIn(zone, nextDay(filter.to)));
  const words = (filter.q ?? '').trim();
  if (words) {
    const typed = `%${likeText(words)}%`;
    const lowered = `%${likeText(words.toLowerCase())}%`;
    const matches = (column: string): Expression<SqlBool> => sql<SqlBool>`(${sql.ref(column)} like ${typed} escape '\\' or lower(${sql.ref(column)}) like ${lowered} escape '\\')`;
    query = query.where((eb) => eb.or([
      matches('os.number'), matches('o.number'), matches('o.email'), matches('o.delivery_address'), matches('o.billing_address'),
      eb.exists(eb.selectFrom('order_lines as l').select('l.id').whereRef('l.order_shop_id', '=', 'os.id')
        .where((inner) => inner.or([matches('l.article_number'), matches('l.sku'), matches('l.title'), matches('l.ean')]))),
    ]));
  }
  const [counted, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    query.select('o.id').orderBy('o.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
  ]);
  const orders = await shopOrdersByIds(db, shopId, rows.map((row) => row.id));
  const invoices = await summariesOfParts(db, orders.flatMap((order) => order.shops.map((part) => part.id)));
  return {
    orders: orders.flatMap((order) => order.shops.map((part) => toPortalOrder(order, part, invoices))),
    total: Number(counted?.n ?? 0), page, pageSize, shopZone: zone,
  };
}
