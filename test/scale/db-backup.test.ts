/**
 * `npm run db:backup` while shoppers place orders against a running shop: every order acknowledged
 * before the backup began is in the copy, and the copy passes integrity_check. `npm run db:restore`
 * checks a copy before it replaces anything, refuses while a shop has the database open, and puts
 * a good copy in place keeping the replaced file.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { addToCart, filledForm, orderNumberOf, shopperAgent } from '../checkout/helpers';
import { offersFromShops, startCheckoutShop, startMailbox, type CheckoutShop, type Mailbox } from '../checkout/support';
import { bundleForChild } from '../support/migrate-now';
import { createSeededDatabase } from '../support/seeded-db';
import { tempDir } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';

jest.setTimeout(180_000);
const run = promisify(execFile);
const dir = tempDir('spareo-backup-');
const backupCli = bundleForChild('../../scripts/db-backup.ts');
const restoreCli = bundleForChild('../../scripts/db-restore.ts');

const runCli = (cli: { file: string }, args: string[], databasePath: string) =>
  run(process.execPath, [cli.file, ...args], { env: { PATH: process.env.PATH, DATABASE_PATH: databasePath, LOG_LEVEL: 'silent' }, encoding: 'utf8' })
    .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }), (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }));

const ordersIn = (file: string): Set<string> => {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return new Set((db.prepare('SELECT number FROM orders').all() as { number: string }[]).map((row) => row.number));
  } finally {
    db.close();
  }
};

let mailbox: Mailbox;
let shop: CheckoutShop;
let databaseFile: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  shop = await startCheckoutShop({ smtpPort: mailbox.port });
  databaseFile = shop.db.location()!;
});

afterAll(async () => {
  await shop?.close();
  await mailbox?.close();
  for (const cli of [backupCli, restoreCli]) fs.rmSync(cli.dir, { recursive: true, force: true });
});

test('a backup taken while orders are placed holds every order acknowledged before it began, and passes integrity_check', async () => {
  const offers = await offersFromShops(shop.db, 'DE', 3);
  const acknowledged: { number: string; at: number }[] = [];
  let ordering = true;
  const shopper = async (offerId: number) => {
    while (ordering) {
      const agent = shopperAgent(shop.origin);
      await addToCart(agent, shop.origin, '/Warenkorb', [offerId]);
      const page = await agent.get('/Kasse').expect(200);
      const placed = await agent.post('/Kasse').set('origin', shop.origin).type('form').send(filledForm(page.text)).expect(303);
      acknowledged.push({ number: orderNumberOf(placed.headers.location!), at: Date.now() });
    }
  };
  const shoppers = offers.map((offer) => shopper(offer.offerId));
  await waitFor('six orders acknowledged', () => acknowledged.length >= 6, 60_000);

  const copy = path.join(dir, 'during-orders.db');
  const began = Date.now();
  const before = acknowledged.filter((order) => order.at < began).map((order) => order.number);
  const backup = await runCli(backupCli, ['--to', copy], databaseFile);
  // Orders went on while the copy was made.
  await waitFor('three orders acknowledged since the copy began', () => acknowledged.filter((order) => order.at > began).length >= 3, 60_000).finally(() => (ordering = false));
  await Promise.all(shoppers);

  expect(backup).toMatchObject({ code: 0, stderr: '' });
  expect(backup.stdout).toContain('integrity ok');
  const inCopy = ordersIn(copy);
  expect(before.filter((number) => !inCopy.has(number))).toEqual([]);
  const check = new DatabaseSync(copy, { readOnly: true });
  expect(check.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
  check.close();
  // The shop kept its own orders: the copy is a subset of them.
  const live = ordersIn(databaseFile);
  expect([...inCopy].filter((number) => !live.has(number))).toEqual([]);
});

test('a backup refuses a file that exists, and PostgreSQL is sent to pg_dump', async () => {
  const taken = path.join(dir, 'taken.db');
  fs.writeFileSync(taken, 'keep me');
  const answer = await runCli(backupCli, ['--to', taken], databaseFile);
  expect(answer.code).toBe(1);
  expect(answer.stderr).toContain('exists already');
  expect(fs.readFileSync(taken, 'utf8')).toBe('keep me');
  const postgres = await run(process.execPath, [backupCli.file, '--to', path.join(dir, 'pg.dump')], { env: { PATH: process.env.PATH, DATABASE_URL: 'postgres://shop@localhost/shop' }, encoding: 'utf8' }).catch((error: { code: number; stderr: string }) => error);
  expect(postgres).toMatchObject({ code: 2, stderr: expect.stringContaining('pg_dump') });
});

test('restore: refuses while the shop has the database open, refuses a damaged or newer copy, puts a good one in place', async () => {
  const copy = path.join(dir, 'for-restore.db');
  expect((await runCli(backupCli, ['--to', copy], databaseFile)).code).toBe(0);
  const ordersInCopy = ordersIn(copy);

  // The shop runs: its database is open.
  const whileOpen = await runCli(restoreCli, ['--from', copy], databaseFile);
  expect(whileOpen.code).toBe(1);
  expect(whileOpen.stderr).toContain('Stop every shop process first');

  // A damaged copy: refused, the target untouched.
  const target = path.join(dir, 'restored.db');
  fs.writeFileSync(target, fs.readFileSync(copy));
  const damaged = path.join(dir, 'damaged.db');
  const bytes = fs.readFileSync(copy);
  bytes.fill(0x5a, 4096 * 3, 4096 * 12);
  fs.writeFileSync(damaged, bytes);
  const refused = await runCli(restoreCli, ['--from', damaged], target);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/integrity_check|not a readable|cannot be opened/);
  expect(fs.readFileSync(target).equals(fs.readFileSync(copy))).toBe(true);

  // A copy from a newer release: refused.
  const newer = path.join(dir, 'newer.db');
  fs.copyFileSync(copy, newer);
  const raw = new DatabaseSync(newer);
  raw.exec("INSERT INTO kysely_migration (name, timestamp) VALUES ('999-from-the-future', '2030-01-01')");
  raw.close();
  const tooNew = await runCli(restoreCli, ['--from', newer], target);
  expect(tooNew.code).toBe(1);
  expect(tooNew.stderr).toContain('999-from-the-future');

  // A good copy onto a stopped shop's file (no -wal beside it): in place, the old one kept.
  fs.writeFileSync(target, 'the old file');
  const restored = await runCli(restoreCli, ['--from', copy], target);
  expect(restored).toMatchObject({ code: 0, stderr: '' });
  expect(ordersIn(target)).toEqual(ordersInCopy);
  expect(fs.readFileSync(`${target}.before-restore`, 'utf8')).toBe('the old file');
});
