/**
 * The filings' reports from the command line, on the configured database (DATABASE_URL, else the
 * SQLite file at DATABASE_PATH), written to standard output:
 * - oss: a shop's one-stop-shop figures of a quarter, by country and rate (CSV);
 * - dac7: the operator's yearly DAC7 report of its sellers (DPI XML, or CSV with --csv); sellers
 *   whose data is incomplete are named on standard error, to be asked before filing; the XML is
 *   refused (exit 1) while a person lacks a date of birth or anyone a city, which the DPI schema requires.
 */
import '../server/lifecycle/node-version';
import { databaseLocation, loadConfig } from '../server/config/config';
import { openDatabase } from '../server/marketplace/db/connection';
import { migrate } from '../server/marketplace/db/migrate';
import { dac7Csv, dac7Report, dac7Xml, isQuarter, ossCsv, ossReport } from '../server/marketplace/tax-reports/index';
import { commandLine, usageError } from './cli';

const USAGE = `usage: npm run tax-reports -- oss --shop ID --quarter YYYY-QN
       npm run tax-reports -- dac7 --year YYYY [--csv]
  oss        a shop's OSS figures of the quarter (CSV, the return's fields)
  dac7       the DAC7 report of the year (DPI XML; --csv: the same fields as CSV)
Works on DATABASE_URL when set, else on the SQLite file at DATABASE_PATH.`;

const { positionals, values } = commandLine({ usage: USAGE, positionals: true, options: { shop: { type: 'string' }, quarter: { type: 'string' }, year: { type: 'string' }, csv: { type: 'boolean' } } });
const command = positionals[0];
if (positionals.length !== 1 || (command !== 'oss' && command !== 'dac7')) usageError('expected: oss or dac7', USAGE);
if (command === 'oss' && (!values.shop || !/^\d+$/.test(values.shop))) usageError('--shop: expected the shop\'s id', USAGE);
if (command === 'oss' && !isQuarter(values.quarter ?? '')) usageError('--quarter: expected YYYY-QN, e.g. 2026-Q4', USAGE);
if (command === 'dac7' && !/^\d{4}$/.test(values.year ?? '')) usageError('--year: expected YYYY', USAGE);

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(databaseLocation(config));
  await migrate(db);
  try {
    if (command === 'oss') {
      const report = await ossReport(db.kysely, Number(values.shop), values.quarter!);
      if (!report) throw new Error(`no shop ${values.shop}`);
      if (!report.registered) console.error(`${report.shopName} is not registered for the one-stop shop: nothing to declare`);
      process.stdout.write(ossCsv(report));
      return;
    }
    const report = await dac7Report(db.kysely, Number(values.year));
    for (const seller of report.sellers.filter((s) => s.missing.length > 0)) console.error(`shop ${seller.shopId} (${seller.name}): missing ${seller.missing.join(', ')}`);
    const operator = { name: config.OPERATOR_NAME ?? 'Spareo (Demo)', street: config.OPERATOR_STREET, postcode: config.OPERATOR_POSTCODE, city: config.OPERATOR_CITY, country: config.OPERATOR_COUNTRY, vatId: config.OPERATOR_VAT_ID, register: config.OPERATOR_REGISTER };
    process.stdout.write(values.csv ? dac7Csv(report) : dac7Xml(report, operator, new Date()));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await db.shut();
  }
}

void main();
