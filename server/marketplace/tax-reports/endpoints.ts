/**
 * The desk's calls for the filings' reports (operator only): the figures of a chosen quarter and
 * year, and their files. Unasked, the last quarter and year that have ended, the ones due to be filed.
 */
import { CALLS } from '../../../contract/calls/index';
import type { TaxReportFile } from '../../../contract/calls/tax-reports';
import { badRequest, endpoint, notFound, ok, type Endpoint } from '../http/endpoint';
import { staffOnly } from '../staff';
import type { Db } from '../db/connection';
import type { OperatorIdentity } from '../dependencies';
import { commissionFigures } from './commission';
import { dac7Report } from './dac7';
import { dac7Csv, dac7Xml, unfileableSellers } from './dac7-files';
import { ossCsv, ossReport, ossReportsOf } from './oss';
import { recentQuarters, recentYears } from './period';

const OPERATOR = ['operator'] as const;

const csvFile = (filename: string, text: string) => ({ filename, contentType: 'text/csv; charset=utf-8', base64: Buffer.from(text).toString('base64') });

async function fileOf(db: Db, operator: OperatorIdentity, query: { kind: TaxReportFile; quarter?: string; year?: string; shop?: number }) {
  if (query.kind === 'oss-csv') {
    if (!query.quarter) return badRequest('quarter', 'a quarter as YYYY-QN');
    if (!query.shop) return badRequest('shop', 'the shop\'s id');
    const report = await ossReport(db, query.shop, query.quarter);
    return report ? ok(csvFile(`oss-${query.quarter}-shop-${query.shop}.csv`, ossCsv(report))) : notFound('shop');
  }
  if (!query.year) return badRequest('year', 'a year as YYYY');
  const report = await dac7Report(db, Number(query.year));
  if (query.kind === 'dac7-csv') return ok(csvFile(`dac7-${query.year}.csv`, dac7Csv(report)));
  if (unfileableSellers(report).length > 0) return { status: 409, body: { error: 'incomplete', message: 'a seller lacks what the DPI schema requires (date of birth, city)' } };
  const xml = dac7Xml(report, { ...operator, vatId: operator.vatId ?? '', register: operator.register ?? '' }, new Date());
  return ok({ filename: `dac7-${query.year}.xml`, contentType: 'application/xml', base64: Buffer.from(xml).toString('base64') });
}

export const taxReportEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /desk/tax-reports'], staffOnly(OPERATOR, async (ctx) => {
    const db = ctx.db.kysely;
    const now = new Date();
    const quarters = recentQuarters(now);
    const years = recentYears(now);
    const quarter = ctx.query.quarter ?? quarters[1]!;
    const year = ctx.query.year ? Number(ctx.query.year) : years[1]!;
    const [oss, commission, dac7] = await Promise.all([ossReportsOf(db, quarter), commissionFigures(db, quarter), dac7Report(db, year)]);
    const blocking = new Set(unfileableSellers(dac7).map((s) => s.shopId));
    return ok({
      quarters, years, quarter, year, commission,
      oss: oss.map(({ shopId, shopName, vatId, lines }) => ({ shopId, shopName, vatId, lines })),
      dac7: { excluded: dac7.excluded, sellers: dac7.sellers.map((s) => ({ shopId: s.shopId, name: s.name, missing: s.missing, blocking: blocking.has(s.shopId) })) },
    });
  })),
  endpoint(CALLS['GET /desk/tax-reports/file'], staffOnly(OPERATOR, async (ctx) => fileOf(ctx.db.kysely, ctx.deps.operator, ctx.query))),
];
