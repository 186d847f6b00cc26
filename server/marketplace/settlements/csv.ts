/**
 * A settlement as CSV (the one CSV writer): a header block with the sums (the commission gross, net
 * and VAT, and the operator's invoice for it), then one row per part.
 *
 * The shop's owner gets it in their language, made to open in Excel with a double click as the
 * portal's order CSV does: UTF-8 with a byte order mark, ";" between fields, amounts as 1234,56 and
 * times as 2026-11-27 14:03 in the edition's zone (named in the column's heading), kinds and
 * payment methods in words. The operator's copy stays machine-readable (English column names,
 * amounts with a decimal point, times as stored): the desk's reconciliation reads it as it is.
 */
import { csvText } from '../../shared/csv-writer';
import { timeZoneOf } from '../../../locales/moments';
import { translator } from '../mail';
import type { SettlementDetail } from './read';
import { hundredths } from '../../../locales/amounts';


export function settlementCsv(s: SettlementDetail): string {
  const rows: (string | number)[][] = [
    ['settlement', s.id], ['month', s.month], ['shop', s.shopName], ['shop_id', s.shopId],
    ['commission_percent', hundredths(s.commissionBp)], ['commission_fixed_per_part', hundredths(s.commissionFixedCents)],
    ['carried_in', hundredths(s.carriedInCents)], ['goods', hundredths(s.goodsCents)], ['shipping', hundredths(s.shippingCents)], ['collected_by_shop', hundredths(s.collectedCents)],
    ['refunds', hundredths(s.refundsCents)], ['commission', hundredths(s.commissionCents)], ['payout', hundredths(s.payoutCents)], ['carried_out', hundredths(s.carriedOutCents)],
    ['commission_net', hundredths(s.commissionCents - s.commissionVatCents)], ['commission_vat', hundredths(s.commissionVatCents)], ['commission_invoice', s.commissionInvoice ?? ''],
    [],
    ['kind', 'part', 'payment_method', 'at', 'goods', 'shipping', 'collected_by_shop', 'refund', 'commission'],
    ...s.items.map((i) => [i.kind, i.partNumber, i.paymentMethod, i.at, hundredths(i.goodsCents), hundredths(i.shippingCents), hundredths(i.collectedCents), hundredths(i.refundCents), hundredths(i.commissionCents)]),
  ];
  return csvText(rows, { delimiter: ',', lineEnd: '\n' });
}

/** The settlement as its shop's owner reads it in a spreadsheet, in their language (see above). */
export function settlementCsvFor(s: SettlementDetail, locale: string): string {
  const { t, locale: lang } = translator(locale);
  const zone = timeZoneOf(lang);
  const amount = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  const money = (cents: number) => amount.format((cents || 0) / 100);
  const moment = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
  const zoneName = new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(new Date(s.closedAt)).find((p) => p.type === 'timeZoneName')?.value ?? zone;
  const percent = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  const rows: (string | number)[][] = [
    [t('settlements.csv.settlement'), s.id], [t('settlements.month'), s.month], [t('settlements.shop'), s.shopName],
    [t('settlements.csv.closed', { zone: zoneName }), moment.format(new Date(s.closedAt))],
    [t('settlements.csv.commissionPercent'), percent.format(s.commissionBp / 100)], [t('settlements.csv.commissionFixed'), money(s.commissionFixedCents)],
    [t('settlements.carriedIn'), money(s.carriedInCents)], [t('settlements.goods'), money(s.goodsCents)], [t('settlements.shipping'), money(s.shippingCents)],
    [t('settlements.collected'), money(s.collectedCents)], [t('settlements.refunds'), money(s.refundsCents)],
    [t('settlements.commissionNet'), money(s.commissionCents - s.commissionVatCents)], [t('settlements.commissionVat'), money(s.commissionVatCents)],
    [t('settlements.commissionGross'), money(s.commissionCents)], [t('settlements.invoice'), s.commissionInvoice ?? t('settlements.noInvoice')],
    [t('settlements.payout'), money(s.payoutCents)], [t('settlements.carriedOut'), money(s.carriedOutCents)],
    [],
    [t('settlements.pdf.kind'), t('settlements.pdf.part'), t('settlements.csv.paymentMethod'), t('settlements.csv.at', { zone: zoneName }), t('settlements.goods'), t('settlements.shipping'), t('settlements.pdf.collected'), t('settlements.csv.refund'), t('settlements.commission')],
    ...s.items.map((i) => [
      t(`settlements.kind.${i.kind}`), i.partNumber, t(`orders.payment.${i.paymentMethod}`, { defaultValue: t('settlements.csv.otherMethod') }), moment.format(new Date(i.at)),
      money(i.goodsCents), money(i.shippingCents), money(i.collectedCents), money(i.refundCents), money(i.commissionCents),
    ]),
  ];
  return csvText(rows, { delimiter: ';', lineEnd: '\r\n', bom: true });
}
