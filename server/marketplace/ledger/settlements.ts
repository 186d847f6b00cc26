/**
 * A month's close in the ledger, one transaction per settlement, as the settlement row counts it:
 * - a part the marketplace collected: what shipped (goods, first shipping) moves from the money held
 *   for the part to what is owed to the shop; a withdrawal's refund moves back the other way;
 * - a part the shop collected itself: nothing of the goods passes through the marketplace, only
 *   the commission on it, owed by the shop (shop_receivable);
 * - the commission, net and its VAT, taken from the shop;
 * - then what the shop owes is set off against what it is owed, as the settlement does: the
 *   payable left is the settlement's payout, the receivable left what it carries into the next month.
 * The commission is the amount the shop bears, VAT included; the VAT contained in it is the one the
 * close fixed on the settlement (tax/commission.ts: German VAT for a shop in Germany, none under
 * reverse charge), the same the operator's commission invoice shows.
 */
import type { Db } from '../db/connection';
import { collectorOf } from '../payments';
import { post, type LedgerLine } from './post';

export async function postSettlement(db: Db, settlementId: number, at?: Date): Promise<void> {
  const s = await db.selectFrom('settlements as s')
    .select(['s.id', 's.shop_id as shopId', 's.commission_cents as commission', 's.commission_vat_cents as vat', 's.payout_cents as payout']).where('s.id', '=', settlementId).executeTakeFirstOrThrow();
  const items = await db.selectFrom('settlement_items as i').leftJoin('order_shops as os', 'os.number', 'i.part_number')
    .select(['i.kind', 'i.payment_method as method', 'i.goods_cents as goods', 'i.shipping_cents as shipping', 'i.refund_cents as refund', 'i.commission_cents as commission', 'os.id as partId'])
    .where('i.settlement_id', '=', settlementId).orderBy('i.id').execute();
  const shop = { shopId: s.shopId, settlementId };
  const lines: LedgerLine[] = [];
  let owedToShop = 0;
  let commissionOnOwn = 0;
  for (const item of items) {
    if (item.kind === 'shipped' && collectorOf(item.method) === 'shop') {
      commissionOnOwn += Number(item.commission);
      continue;
    }
    const credited = Number(item.goods) + Number(item.shipping) - Number(item.refund);
    owedToShop += credited - Number(item.commission);
    lines.push({ account: 'shopper_payments_held', cents: credited, orderShopId: item.partId, ...shop }, { account: 'shop_payable', cents: -credited, orderShopId: item.partId, ...shop });
  }
  const commission = Number(s.commission);
  const vat = Number(s.vat ?? 0);
  lines.push(
    { account: 'shop_payable', cents: commission - commissionOnOwn, ...shop },
    { account: 'shop_receivable', cents: commissionOnOwn, ...shop },
    { account: 'commission_revenue', cents: -(commission - vat), ...shop },
    { account: 'commission_vat_payable', cents: -vat, ...shop },
  );
  // Set off: what is owed to the shop beyond its payout settles what it owes (or, short, adds to it).
  const setOff = owedToShop - Number(s.payout);
  lines.push({ account: 'shop_payable', cents: setOff, ...shop }, { account: 'shop_receivable', cents: -setOff, ...shop });
  await post(db, { key: `settlement:${settlementId}`, kind: 'settlement', lines, at });
}

/** Every settlement of the month, in the close's own transaction. */
export async function postMonthClose(db: Db, month: string, at?: Date): Promise<void> {
  const rows = await db.selectFrom('settlements').select('id').where('month', '=', month).orderBy('id').execute();
  for (const row of rows) await postSettlement(db, row.id, at);
}
