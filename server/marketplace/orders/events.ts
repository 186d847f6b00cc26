/**
 * The order's timeline: every change of an order or of a shop's part of it appends one row, in the
 * same transaction as the change, so the timeline never tells a step that did not happen.
 */
import type { Db } from '../db/connection';

export const ORDER_EVENT_KINDS = ['placed', 'paid', 'accepted', 'refused', 'shipped', 'out_for_delivery', 'delivered', 'cancelled', 'withdrawn', 'return_requested', 'goods_received', 'refunded', 'acknowledged'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** shopper, shop:<id>, system or staff:<id>. */
export type OrderEventActor = 'shopper' | 'system' | `shop:${number}` | `staff:${number}`;

export interface OrderEvent {
  orderId: number;
  orderShopId: number | null;
  kind: OrderEventKind;
  actor: OrderEventActor;
  detail?: Record<string, unknown>;
  at: Date;
}

export async function recordEvent(db: Db, event: OrderEvent): Promise<void> {
  await db.insertInto('order_events').values({
    order_id: event.orderId, order_shop_id: event.orderShopId, kind: event.kind, at: event.at.toISOString(), actor: event.actor, detail: JSON.stringify(event.detail ?? {}),
  }).execute();
}

export interface StoredOrderEvent { id: number; orderShopId: number | null; kind: OrderEventKind; at: string; actor: string; detail: Record<string, unknown> }

/** An order's timeline, oldest first. */
export async function eventsOfOrder(db: Db, orderId: number): Promise<StoredOrderEvent[]> {
  const rows = await db.selectFrom('order_events').select(['id', 'order_shop_id', 'kind', 'at', 'actor', 'detail']).where('order_id', '=', orderId).orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, orderShopId: row.order_shop_id, kind: row.kind as OrderEventKind, at: row.at, actor: row.actor, detail: JSON.parse(row.detail) as Record<string, unknown> }));
}
