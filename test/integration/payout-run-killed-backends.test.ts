/**
 * The payout run killed with SIGKILL, on both backends: the built command (`npm run payouts:run`,
 * dist/scripts/payouts.js; `npm run build` first) is started on a real SQLite file and on the
 * run's throwaway PostgreSQL cluster, with a closed month of real settlements (prepaid orders
 * booked, shipped and closed) for several shops. It is stopped at each of its writes (the test
 * seam PAYOUT_RUN_PAUSE_AT holds it there inside its transaction) and killed, and killed again at
 * random moments. After every kill the database holds no run at all, or the whole run: no run, no
 * payout, no ledger payout; then a rerun pays every settlement exactly once, in one file with one
 * message id, a further run finds nobody, and the ledger reconciles to the cent.
 */
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../server/marketplace/db/connection';
import { reconcile } from '../../server/marketplace/ledger/index';
import { recordPrepaymentReceived } from '../../server/marketplace/orders/prepayment';
import { setShopOrderStatus } from '../../server/marketplace/orders/status';
import { closeMonth } from '../../server/marketplace/flows/index';
import { BACKENDS, closeBackends, freshDatabase } from './commerce-backends';
import { seededRandom } from '../support/seeded-random';
import { tempDir } from '../support/temp-dir';

afterAll(closeBackends);

const PAYOUTS_CLI = path.resolve(__dirname, '../../dist/scripts/payouts.js');
const PAIN_XSD = path.join(__dirname, '..', 'fixtures', 'sepa', 'pain.001.001.09.xsd');
const STEPS = ['run written', 'payout posted', 'payouts written'] as const;
const SHOPS = [
  { id: 1, holder: 'Teilehaus Eins GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001', country: 'DE' },
  { id: 2, holder: 'Müller & Söhne Autoteile', iban: 'AT611904300234573201', bic: 'BKAUATWW', country: 'AT' },
  { id: 3, holder: 'Recambios Núñez S.L.', iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX', country: 'ES' },
  { id: 4, holder: 'Teilehaus Zwei KG', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', country: 'DE' },
];

/** October 2026: prepaid orders of every shop, the transfers booked, shipped, the month closed. */
async function octoberClosed(db: Db): Promise<void> {
  await db.insertInto('shops').values(SHOPS.map((s) => ({ id: s.id, name: `Teilehaus ${s.id}`, slug: `teilehaus-${s.id}`, rating: 4, country: s.country, payment_methods: 'prepayment', commission_bp: 1000, commission_fixed_cents: 25, withdrawal_days: 14 }))).execute();
  await db.insertInto('shop_bank_accounts').values(SHOPS.map((s) => ({ shop_id: s.id, holder: s.holder, iban: s.iban, bic: s.bic }))).execute();
  const rng = seededRandom(77);
  for (let n = 1; n <= 12; n++) {
    const shop = SHOPS[(n - 1) % SHOPS.length]!;
    const at = new Date(Date.parse('2026-10-02T09:00:00Z') + n * 36 * 3_600_000);
    const goods = rng.int(990, 24_990);
    const number = `SP-${String(n).padStart(6, '0')}-KILL`;
    const order = await db.insertInto('orders').values({
      number, idempotency_key: `kill-${n}`, session_id: null, user_id: null, locale: 'de-DE', delivery_country: 'DE', email: `kunde${n}@example.de`, phone: null,
      delivery_address: JSON.stringify({ name: 'Erika Mustermann', street: 'Heidestraße 17', zip: '51147', city: 'Köln', country: 'DE' }), billing_address: null,
      items_cents: goods, shipping_cents: 590, total_cents: goods + 590, vat_cents: 0, page_url: '', created_at: at.toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    const partNumber = `${number}-1`;
    const part = await db.insertInto('order_shops').values({
      order_id: order.id, number: partNumber, shop_id: shop.id, shop_name: `Teilehaus ${shop.id}`, status: 'new', payment_method: 'prepayment', payment_reference: number, bank_account: null,
      items_cents: goods, shipping_cents: 590, total_cents: goods + 590, vat_rate_bp: 1900, vat_cents: 0, vat_note: null, delivery_days_min: 1, delivery_days_max: 3,
      terms: 'AGB', cancellation_policy: 'Widerruf', terms_accepted_at: at.toISOString(), acknowledged_at: null, carrier: null, tracking_number: null, refusal_reason: null, status_changed_at: at.toISOString(), shipped_at: null,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('order_lines').values({
      order_shop_id: part.id, offer_id: 0, article_id: 0, sku: null, article_number: '0 986 1', ean: null, brand: 'Bosch', title: 'Bremsscheibe', quantity: 1, unit_price_cents: goods, line_total_cents: goods, refund_cents: 0,
    }).execute();
    expect(await recordPrepaymentReceived(db, number, partNumber, 'staff:1', at)).toBe('recorded');
    expect((await setShopOrderStatus(db, shop.id, partNumber, { status: 'shipped', carrier: 'DHL', trackingNumber: `00340434${n}` }, new Date(at.getTime() + 86_400_000))).ok).toBe(true);
  }
  expect((await closeMonth(db, '2026-10', 'test', new Date('2026-11-01T02:00:00Z'))).kind).toBe('closed');
}

interface Child { killed: Promise<NodeJS.Signals | null>; kill: () => void; said: () => string; paused: Promise<string> }

/** The built command on the database, forced (due or not), perhaps held at a write. */
function payoutsRun(location: string, pauseAt?: string, out?: string): Child {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  delete env.PAYOUT_RUN_PAUSE_AT;
  if (location.startsWith('postgres')) env.DATABASE_URL = location;
  else env.DATABASE_PATH = location;
  if (pauseAt) env.PAYOUT_RUN_PAUSE_AT = pauseAt;
  const child = spawn(process.execPath, [PAYOUTS_CLI, '--force', ...(out ? ['--out', out] : [])], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let said = '';
  const paused = new Promise<string>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const match = /paused at (.+)\n/.exec(said);
      if (match) resolve(match[1]!);
    });
    child.on('exit', () => reject(new Error(`the run ended before it paused: ${said}`)));
  });
  paused.catch(() => undefined);
  child.stdout.on('data', (chunk: Buffer) => { said += chunk.toString(); });
  const killed = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  return { killed, kill: () => child.kill('SIGKILL'), said: () => said, paused };
}

const count = async (db: Db, table: 'payout_runs' | 'payouts') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const payoutPostings = async (db: Db) => (await db.selectFrom('ledger_entries').select(['transaction_key', 'amount_cents', 'account']).where('kind', '=', 'payout').execute());

/** Nothing of a run, or all of it: the run, a payout per payable settlement, and each payout's posting. */
async function nothingOrWhole(db: Db, payable: Map<number, number>): Promise<'nothing' | 'whole'> {
  const runs = await count(db, 'payout_runs');
  const payouts = await db.selectFrom('payouts').select(['settlement_id', 'amount_cents']).execute();
  const postings = await payoutPostings(db);
  if (runs === 0) {
    expect(payouts).toEqual([]);
    expect(postings).toEqual([]);
    return 'nothing';
  }
  expect(runs).toBe(1);
  expect(new Map(payouts.map((p) => [Number(p.settlement_id), Number(p.amount_cents)]))).toEqual(payable);
  expect(payouts).toHaveLength(payable.size);
  expect(new Set(postings.map((p) => p.transaction_key))).toEqual(new Set([...payable.keys()].map((id) => `payout:${id}`)));
  expect(postings.filter((p) => p.account === 'bank').reduce((sum, p) => sum - Number(p.amount_cents), 0)).toBe([...payable.values()].reduce((a, b) => a + b, 0));
  return 'whole';
}

describe.each(BACKENDS)('a payout run killed with SIGKILL on %s', (backend) => {
  test('killed at each of its writes and at random moments: nothing half-written; the rerun pays each settlement once and the ledger reconciles', async () => {
    expect(fs.existsSync(PAYOUTS_CLI)).toBe(true);
    const { db: database, location } = await freshDatabase(backend);
    const db = database.kysely;
    await octoberClosed(db);
    const settled = await db.selectFrom('settlements').select(['id', 'payout_cents']).where('payout_cents', '>', 0).execute();
    const payable = new Map(settled.map((s) => [Number(s.id), Number(s.payout_cents)]));
    expect(payable.size).toBe(SHOPS.length);

    for (const step of STEPS) {
      const run = payoutsRun(location, step);
      expect(await run.paused).toBe(step);
      run.kill();
      expect(await run.killed).toBe('SIGKILL');
      expect(await nothingOrWhole(db, payable)).toBe('nothing');
    }

    // Killed at random moments of a run left to go on: each time nothing, or (once it got through) the whole run.
    const rng = seededRandom(backend === 'sqlite' ? 9 : 10);
    const outcomes: string[] = [];
    for (let tries = 0; tries < 8 && !outcomes.includes('whole'); tries++) {
      const run = payoutsRun(location);
      // eslint-disable-next-line tests/fixed-sleeps -- the kill's moment is drawn at random within the run: the time is the test's subject
      await new Promise((resolve) => setTimeout(resolve, rng.int(50, 900)));
      run.kill();
      await run.killed;
      outcomes.push(await nothingOrWhole(db, payable));
    }
    console.log(`random kills on ${backend}: ${outcomes.join(', ')}`);

    // The rerun (when the random kills left nothing to do, a further run) pays each settlement once.
    const out = path.join(tempDir('payout-run-killed-'), 'run.xml');
    const rerun = payoutsRun(location, undefined, out);
    expect(await rerun.killed).toBeNull();
    expect(await nothingOrWhole(db, payable)).toBe('whole');
    if (outcomes.includes('whole')) expect(rerun.said()).toContain('nobody to pay now');
    else {
      expect(rerun.said()).toMatch(/payout run \d+ made: 4 transfers/);
      expect(fs.readFileSync(out, 'utf8')).toBe((await db.selectFrom('payout_runs').select('xml').executeTakeFirstOrThrow()).xml);
    }
    // The one run's file: one message id, a transfer per settlement, valid pain.001.001.09.
    const run = await db.selectFrom('payout_runs').select(['message_id', 'xml']).executeTakeFirstOrThrow();
    expect([...run.xml.matchAll(/<MsgId>([^<]+)<\/MsgId>/g)].map((m) => m[1])).toEqual([run.message_id]);
    expect(run.xml.match(/<CdtTrfTxInf>/g)).toHaveLength(payable.size);
    fs.writeFileSync(out, run.xml);
    expect(execFileSync('xmllint', ['--noout', '--schema', PAIN_XSD, out], { stdio: 'pipe', encoding: 'utf8' })).toBe('');
    const again = payoutsRun(location);
    expect(await again.killed).toBeNull();
    expect(again.said()).toContain('nobody to pay now');
    expect(await nothingOrWhole(db, payable)).toBe('whole');

    const books = await reconcile(db);
    expect(books.discrepancies).toEqual([]);
    expect(books.differenceCents).toBe(0);
    expect(books.paidOutToShopsCents).toBe([...payable.values()].reduce((a, b) => a + b, 0));
    expect(books.owedToShopsCents).toBe(0);
  }, 180_000);
});
