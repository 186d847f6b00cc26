/**
 * A settlement as CSV (the one CSV writer): a header block with the sums, then one row per part. Amounts
 * in euros with a decimal point and two decimals, so a spreadsheet in any language reads them as
 * numbers; the columns are named in English, as the shops' order CSV names its own.
 */
import { csvText } from '../../csv-writer';
import type { SettlementDetail } from './read';

const euros = (cents: number) => (cents / 100).toFixed(2);

export function settlementCsv(s: SettlementDetail): string {
  const rows: (string | number)[][] = [
    ['settlement', s.id], ['month', s.month], ['shop', s.shopName], ['shop_id', s.shopId],
    ['commission_percent', (s.commissionBp / 100).toFixed(2)], ['commission_fixed_per_part', euros(s.commissionFixedCents)],
    ['carried_in', euros(s.carriedInCents)], ['goods', euros(s.goodsCents)], ['shipping', euros(s.shippingCents)], ['collected_by_shop', euros(s.collectedCents)],
    ['refunds', euros(s.refundsCents)], ['commission', euros(s.commissionCents)], ['payout', euros(s.payoutCents)], ['carried_out', euros(s.carriedOutCents)],
    [],
    ['kind', 'part', 'payment_method', 'at', 'goods', 'shipping', 'collected_by_shop', 'refund', 'commission'],
    ...s.items.map((i) => [i.kind, i.partNumber, i.paymentMethod, i.at, euros(i.goodsCents), euros(i.shippingCents), euros(i.collectedCents), euros(i.refundCents), euros(i.commissionCents)]),
  ];
  return csvText(rows, { delimiter: ',', lineEnd: '\n' });
}
