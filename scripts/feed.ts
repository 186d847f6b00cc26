/**
 * Imports a shop's offer feed from the command line, the same path as PUT /feeds/{shopId}.
 *   npm run feed -- --shop <shopId> <file> [--mapping <mapping.json>] [--force]
 *   npm run feed -- --shop <shopId> --confirm <importId>     put a held feed live
 * Prints the result as one JSON line on stdout; progress goes to stderr.
 */
import '../server/lifecycle/node-version';
import fs from 'node:fs';
import { databaseLocation, feedBoundsFrom, feedMediaFrom, loadConfig } from '../server/config/config';
import { folderStore } from '../server/marketplace/media';
import { announceChange } from '../server/marketplace/db/change-feed';
import { openDatabase } from '../server/marketplace/db/connection';
import { migrate } from '../server/marketplace/db/migrate';
import { confirmImport, createProgressBar, importFeed, parseMapping, saveMapping } from '../server/marketplace/feeds';
import { commandLine, usageError } from './cli';

/**
 * This process's peak resident set. Linux's VmHWM belongs to the address space the program runs
 * in; getrusage's maxRSS survives exec, so a CLI started by a large parent would report the
 * parent's size at fork instead of its own.
 */
function peakRssMb(): number {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB/m.exec(fs.readFileSync('/proc/self/status', 'utf8'));
    if (hwm) return Math.round(Number(hwm[1]) / 1024);
  } catch {
    // Not Linux: the portable figure.
  }
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

const USAGE = 'usage: npm run feed -- --shop <shopId> <file> [--mapping <mapping.json>] [--force]\n       npm run feed -- --shop <shopId> --confirm <importId>';

function options() {
  const { values, positionals } = commandLine({ usage: USAGE, positionals: true, options: { shop: { type: 'string' }, mapping: { type: 'string' }, confirm: { type: 'string' }, force: { type: 'boolean' } } });
  const shop = Number(values.shop);
  const confirm = values.confirm === undefined ? undefined : Number(values.confirm);
  const file = positionals[0];
  if (!Number.isInteger(shop) || (!file && !Number.isInteger(confirm)) || positionals.length > 1) usageError('a shop id and a file (or --confirm <importId>) are needed', USAGE);
  return { shop, file, mapping: values.mapping, confirm, force: values.force ?? false };
}

async function main() {
  const args = options();
  const config = loadConfig();
  const location = databaseLocation(config);
  const db = openDatabase(location);
  await migrate(db);
  const kysely = db.kysely;
  if (!(await kysely.selectFrom('shops').select('id').where('id', '=', args.shop).executeTakeFirst())) {
    console.error(`shop ${args.shop} does not exist`);
    process.exit(1);
  }
  const started = Date.now();
  let result;
  if (args.confirm !== undefined) {
    result = await confirmImport(kysely, args.confirm);
    if (!result || result.shopId !== args.shop) throw new Error(`import ${args.confirm} of shop ${args.shop} does not exist`);
  } else {
    if (args.mapping) await saveMapping(kysely, args.shop, parseMapping(fs.readFileSync(args.mapping, 'utf8')));
    const bytesTotal = fs.statSync(args.file!).size;
    const bar = createProgressBar();
    result = await importFeed(kysely, fs.createReadStream(args.file!, { highWaterMark: 256 * 1024 }), {
      shopId: args.shop,
      source: 'cli',
      fileName: args.file,
      bytesTotal,
      force: args.force,
      limits: { maxRemovedShare: config.FEED_HOLD_REMOVED_SHARE, maxErrorRate: config.FEED_HOLD_ERROR_RATE },
      bounds: feedBoundsFrom(config),
      media: { ...feedMediaFrom(config), store: folderStore(config.MEDIA_DIR) },
      onProgress: (p) => bar.update(p.bytesRead, p.bytesTotal, `${p.rowsRead.toLocaleString('en')} rows, ${p.rowsRejected.toLocaleString('en')} not offers`),
    });
    bar.update(bytesTotal, bytesTotal, `${result.rowsRead.toLocaleString('en')} rows: ${result.status}`);
    bar.end();
  }
  await db.shut();
  // Running shops forget the pages and answers they cached with the old offers.
  if (result.status === 'applied') await announceChange(location, 'offers');
  const seconds = (Date.now() - started) / 1000;
  const maxRssMb = peakRssMb();
  console.log(JSON.stringify({ ...result, seconds, maxRssMb }));
  if (result.status === 'held') console.error(`held: ${result.holdReason}\nput it live with: npm run feed -- --shop ${args.shop} --confirm ${result.id}`);
  if (result.status === 'failed') {
    console.error(`failed: ${result.error}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error((error as Error).message);
  process.exit(1);
});
