/**
 * Every step a shop takes on its part, whichever channel it comes through (the shops' API as JSON
 * or as CSV rows, the portal for the shop's accounts and its key): the one place they all call.
 * What the shop does after a withdrawal or a return spans domains and is a flow: a return agreed
 * (agree-return.ts), the goods received back and the refund made (settle-withdrawal.ts). The rest
 * are the part's state machine (orders/status.ts).
 */
import type { Db } from '../db/connection';
import { setShopOrderStatus, type OrderEventActor, type ShopStatusUpdate, type StatusOutcome } from '../orders';
import { agreeReturn } from './agree-return';
import { settleWithdrawal } from './settle-withdrawal';

/** actor: who moved it (the shop itself through its API by default; the portal names its member). */
export async function shopOrderStep(db: Db, shopId: number, shopOrderNumber: string, update: ShopStatusUpdate, now = new Date(), actor: OrderEventActor = `shop:${shopId}`): Promise<StatusOutcome> {
  if (update.status === 'return_requested') return agreeReturn(db, shopId, shopOrderNumber, update, now, actor);
  if (update.status === 'returned' || update.status === 'refunded') return settleWithdrawal(db, shopId, shopOrderNumber, update, now, actor);
  return setShopOrderStatus(db, shopId, shopOrderNumber, update, now, actor);
}
