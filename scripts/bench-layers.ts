/**
 * What the marketplace's read layers buy, in-process (no HTTP, no web tier): the cart page's two
 * calls (the cart and the optimiser's proposal, asked together as the page asks them) against the
 * demo database, through a handle with every layer and through handles each without one (compiled
 * reads, shared reads), in alternating batches so that the machine's load falls on all alike. The
 * figure is CPU time per page of calls, which moves far less with a loaded machine than wall time.
 *
 *   npm run bench:layers -- [--batches 12] [--pages 200] [--postgres postgres://…]
 */
import '../server/lifecycle/node-version';
import os from 'node:os';
import path from 'node:path';
import { CONTEXT_HEADERS } from '../contract/headers';
import { openDatabase, type DatabaseLayers } from '../server/marketplace/db/connection';
import { createMarketplace, type Marketplace } from '../server/marketplace/index';
import { projectRoot } from '../server/shared/paths';
import { prepareDatabase } from './bench/setup';
import { answerHelp } from './cli';

const USAGE = 'usage: npm run bench:layers -- [--batches 12] [--pages 200] [--postgres postgres://…]';
const argv = process.argv.slice(2);
answerHelp(USAGE, argv);
const option = (name: string, fallback: string) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1]! : fallback;
};
const batches = Number(option('batches', '12'));
const pagesPerBatch = Number(option('pages', '200'));
const postgres = option('postgres', '');

const VARIANTS: Record<string, DatabaseLayers> = {
  'every layer': {},
  'without compiled reads': { compiledReads: false },
  'without shared reads (turn memo)': { sharedReads: false },
};

async function cartSession(market: Marketplace, offers: number[]): Promise<string> {
  const session = await market.handle({ method: 'GET', path: '/session', query: {}, headers: {} });
  const sid = (session.body as { sid: string }).sid;
  for (const offer of offers) {
    const added = await market.handle({ method: 'POST', path: `/Warenkorb/Hinzufuegen/${offer}`, query: {}, headers: { [CONTEXT_HEADERS.session]: sid }, body: { quantity: 1 } });
    if (added.status !== 200) throw new Error(`adding offer ${offer} answered ${added.status}`);
  }
  return sid;
}

/** CPU milliseconds of this process per cart page's calls, over one batch. */
async function batch(market: Marketplace, sid: string): Promise<number> {
  const headers = { [CONTEXT_HEADERS.session]: sid, [CONTEXT_HEADERS.deliveryCountry]: 'DE' };
  const started = process.cpuUsage();
  for (let i = 0; i < pagesPerBatch; i++) {
    const [cart, proposal] = await Promise.all([
      market.handle({ method: 'GET', path: '/Warenkorb', query: {}, headers }),
      market.handle({ method: 'GET', path: '/Warenkorb/optimize', query: {}, headers }),
    ]);
    if (cart.status !== 200 || proposal.status !== 200) throw new Error(`the cart answered ${cart.status}, the proposal ${proposal.status}`);
    // The next page in a later turn, as a server's next request comes: a read shared within a turn is not shared across pages.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000 / pagesPerBatch;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const demo = path.join(projectRoot, 'artifacts', 'bench', 'demo.db');
  const { offers } = await prepareDatabase(demo);
  const location = postgres || demo;
  const sides = [];
  for (const [label, layers] of Object.entries(VARIANTS)) {
    const db = openDatabase(location, layers);
    const market = createMarketplace(db);
    sides.push({ label, db, market, sid: await cartSession(market, offers), figures: [] as number[] });
  }
  const loadBefore = os.loadavg()[0]!;
  try {
    for (const side of sides) await batch(side.market, side.sid); // warm-up
    for (let b = 0; b < batches; b++) for (const side of b % 2 ? [...sides].reverse() : sides) side.figures.push(await batch(side.market, side.sid));
  } finally {
    for (const side of sides) await side.db.shut();
  }
  const backend = postgres ? 'PostgreSQL' : 'SQLite (demo)';
  console.log(`The cart page's two calls (10 lines, 3 shops), ${backend}, ${batches} alternating batches of ${pagesPerBatch} pages, load average ${loadBefore.toFixed(1)} before and ${os.loadavg()[0]!.toFixed(1)} after on ${os.availableParallelism()} cores; CPU ms per page, median (every batch):`);
  for (const side of sides) console.log(`${side.label.padEnd(34)} ${median(side.figures).toFixed(3)} (${side.figures.map((f) => f.toFixed(2)).join(' ')})`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
