/**
 * The filings' reports in the desk (operator only): a quarter's one-stop-shop figures per shop and
 * the operator's commission figures, the DAC7 report of a year (who is in it, what is missing), and
 * the files: a shop's OSS CSV, the DAC7 XML (refused, 409, while a seller lacks what its schema
 * requires) and CSV. Files travel as base64 with their name and type.
 */
import * as z from 'zod';
import { defineCall } from '../call';

const quarterText = z.string().regex(/^\d{4}-Q[1-4]$/, 'expected a quarter as YYYY-QN');
const yearText = z.string().regex(/^\d{4}$/, 'expected a year as YYYY');

const ossLine = z.object({ country: z.string(), rateBp: z.number(), netCents: z.number(), vatCents: z.number() });
export type OssLineView = z.infer<typeof ossLine>;
const ossShop = z.object({ shopId: z.number(), shopName: z.string(), vatId: z.string().nullable(), lines: z.array(ossLine) });
export type OssShopView = z.infer<typeof ossShop>;
const commissionLine = z.object({ country: z.string(), treatment: z.enum(['domestic', 'reverseCharge', 'outsideScope']), rateBp: z.number(), netCents: z.number(), vatCents: z.number(), grossCents: z.number() });
export type CommissionLineView = z.infer<typeof commissionLine>;
const dac7Seller = z.object({ shopId: z.number(), name: z.string(), missing: z.array(z.string()), blocking: z.boolean() });
export type Dac7SellerView = z.infer<typeof dac7Seller>;

const document = z.object({ filename: z.string(), contentType: z.string(), base64: z.string() });
export const TAX_REPORT_FILES = ['oss-csv', 'dac7-xml', 'dac7-csv'] as const;
export type TaxReportFile = (typeof TAX_REPORT_FILES)[number];

export const taxReportCalls = {
  /** The quarters and years to choose from, and the chosen quarter's OSS and commission figures and year's DAC7 sellers. */
  'GET /desk/tax-reports': defineCall({
    method: 'GET', path: '/desk/tax-reports', query: z.object({ quarter: quarterText.optional(), year: yearText.optional() }),
    answer: z.object({
      quarters: z.array(z.string()), years: z.array(z.number()), quarter: z.string(), year: z.number(),
      oss: z.array(ossShop), commission: z.array(commissionLine),
      dac7: z.object({ sellers: z.array(dac7Seller), excluded: z.number() }),
    }),
    fallback: () => ({ quarters: [], years: [], quarter: '', year: 0, oss: [], commission: [], dac7: { sellers: [], excluded: 0 } }),
  }),
  /** One file: a shop's OSS CSV of a quarter (shop and quarter), or the DAC7 XML or CSV of a year. 404: no such shop; 409: DAC7 XML while a seller is incomplete. */
  'GET /desk/tax-reports/file': defineCall({
    method: 'GET', path: '/desk/tax-reports/file',
    query: z.object({ kind: z.enum(TAX_REPORT_FILES, { error: 'expected oss-csv, dac7-xml or dac7-csv' }), quarter: quarterText.optional(), year: yearText.optional(), shop: z.coerce.number().int().positive().optional() }),
    answer: document, fallback: () => ({ filename: '', contentType: '', base64: '' }),
  }),
} as const;
