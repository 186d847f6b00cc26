/**
 * A shop's figures for its one-stop-shop (OSS) return of a quarter: the distance sales to consumers
 * in other member states, by country of consumption and rate, net and VAT, as the invoices and credit
 * notes issued in the quarter say them (a credit note lowers its country's figures in the quarter it
 * is issued, as the return corrects). Sales at home, exports, intra-Community supplies to businesses
 * and a small business's sales are not in it; a shop not registered for OSS has nothing to declare.
 */
import { csvText } from '../../shared/csv-writer';
import type { Db } from '../db/connection';
import { EU_VAT_AREA } from '../tax';
import type { InvoiceDocument } from '../invoices';
import { quarterBounds } from './period';
import { hundredths } from '../../../locales/amounts';

export interface OssLine { country: string; rateBp: number; netCents: number; vatCents: number }
export interface OssReport { shopId: number; shopName: string; vatId: string | null; quarter: string; registered: boolean; lines: OssLine[] }

export async function ossReport(db: Db, shopId: number, quarter: string): Promise<OssReport | null> {
  const shop = await db.selectFrom('shops').select(['name', 'legal_name', 'vat_id', 'tax_scheme', 'country']).where('id', '=', shopId).executeTakeFirst();
  if (!shop) return null;
  const { start, end } = quarterBounds(quarter);
  const rows = await db.selectFrom('invoices').select(['document']).where('shop_id', '=', shopId)
    .where('issued_at', '>=', start).where('issued_at', '<', end).orderBy('id').execute();
  const sums = new Map<string, OssLine>();
  for (const row of rows) {
    const doc = JSON.parse(row.document) as InvoiceDocument;
    const to = doc.deliveryAddress.country.toUpperCase();
    // Only a sale taxed where it arrives, in another member state: no note (export, intra-Community, small business).
    if (doc.vatNote || to === doc.seller.country.toUpperCase() || !EU_VAT_AREA.has(to)) continue;
    const sign = doc.kind === 'credit_note' ? -1 : 1;
    for (const rate of doc.rates) {
      if (rate.rateBp === 0) continue;
      const key = `${to}:${rate.rateBp}`;
      const line = sums.get(key) ?? { country: to, rateBp: rate.rateBp, netCents: 0, vatCents: 0 };
      line.netCents += sign * rate.netCents;
      line.vatCents += sign * rate.vatCents;
      sums.set(key, line);
    }
  }
  const registered = shop.tax_scheme === 'oss';
  const lines = registered ? [...sums.values()].sort((a, b) => a.country.localeCompare(b.country) || a.rateBp - b.rateBp) : [];
  return { shopId, shopName: shop.legal_name?.trim() || shop.name, vatId: shop.vat_id, quarter, registered, lines };
}

/** The reports of every shop registered for OSS, by name. */
export async function ossReportsOf(db: Db, quarter: string): Promise<OssReport[]> {
  const shops = await db.selectFrom('shops').select(['id']).where('tax_scheme', '=', 'oss').orderBy('name').orderBy('id').execute();
  const reports: OssReport[] = [];
  for (const shop of shops) {
    const report = await ossReport(db, shop.id, quarter);
    if (report) reports.push(report);
  }
  return reports;
}

const decimal = (cents: number) => hundredths(cents, ',');

/**
 * The report as the return's lines, one per country and rate: country of consumption, rate type
 * (car parts are always at the standard rate), rate, taxable amount and VAT, decimal comma, ";"
 * separated, the return's own German field names as header (the BZSt's form is German).
 */
export function ossCsv(report: OssReport): string {
  const header = ['Zeitraum', 'USt-IdNr.', 'Land des Verbrauchs', 'Steuersatztyp', 'Steuersatz', 'Bemessungsgrundlage', 'Umsatzsteuer'];
  const rows = report.lines.map((line) => [report.quarter, report.vatId ?? '', line.country, 'STANDARD', decimal(line.rateBp), decimal(line.netCents), decimal(line.vatCents)]);
  return csvText([header, ...rows], { delimiter: ';', lineEnd: '\r\n', bom: true });
}
