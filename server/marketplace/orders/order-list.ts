/**
 * A page of a shopper's orders, newest first: the account's (by user) or a mailbox's (the orders
 * placed with any spelling of one address). What the list shows of each order and its signed link;
 * three reads a page, whatever its length.
 */
import type { Db } from '../db/connection';
import type { OrderStatus } from '../../../contract/index';
import { ORDER_LIST_PAGE_SIZE, type OrderListAnswer } from '../../../contract/calls/order-lists';
import { orderToken } from './signing';

export type ListOwner = { userId: number } | { mailbox: string };

export async function orderListPage(db: Db, owner: ListOwner, page: number, pageSize = ORDER_LIST_PAGE_SIZE): Promise<OrderListAnswer> {
  const mine = () => ('userId' in owner
    ? db.selectFrom('orders').where('user_id', '=', owner.userId)
    : db.selectFrom('orders').where('email_key', '=', owner.mailbox));
  const counted = await mine().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const pages = Math.max(1, Math.ceil(Number(counted.n) / pageSize));
  const rows = await mine().select(['id', 'number', 'created_at', 'total_cents']).orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute();
  // Each part under the shop's name as ordered, as on the order page.
  const parts = rows.length === 0 ? [] : await db.selectFrom('order_shops')
    .select(['order_id', 'number', 'shop_name', 'status']).where('order_id', 'in', rows.map((row) => row.id)).orderBy('id').execute();
  const orders = await Promise.all(rows.map(async (row) => ({
    number: row.number, token: await orderToken(db, row.number), createdAt: row.created_at, totalCents: row.total_cents,
    parts: parts.filter((part) => part.order_id === row.id).map((part) => ({ number: part.number, shopName: part.shop_name, status: part.status as OrderStatus })),
  })));
  return { orders, page, pages };
}
