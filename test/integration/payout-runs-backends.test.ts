/**
 * Payout runs on both backends: a run's file downloaded again is the same file (message id and
 * all); a settlement is paid in one run only (a second run finds nobody, and the table refuses a
 * second payout of it); a run stopped half-way leaves nothing; a shop not payable at one run is
 * paid by a later one once it is; the bank's booking confirms a payout, once; the file is a valid
 * pain.001.001.09; the shop's balance says what is owed, paid and next.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../server/marketplace/db/connection';
import { balances, post } from '../../server/marketplace/ledger/index';
import { importStatements, readCamt053 } from '../../server/marketplace/bank-statements/index';
import { confirmPayout, createPayoutRun, payoutRunFile, payoutRuns, payoutsOf, runDuePayouts, shopBalance } from '../../server/marketplace/settlements/index';
import { BACKENDS, closeBackends, freshDatabase } from './commerce-backends';
import { tempDir } from '../support/temp-dir';

afterAll(closeBackends);

const PAIN_XSD = path.join(__dirname, '..', 'fixtures', 'sepa', 'pain.001.001.09.xsd');
const DEBTOR = { holder: 'Spareo GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };
const AT = new Date('2026-11-02T08:00:00Z');
const messageIdOf = (xml: string) => /<MsgId>([^<]+)<\/MsgId>/.exec(xml)![1];

/** Four shops: 1 and 2 with accounts, 3 with none, 4 owing money (no payout); October closed. */
async function octoberClosed(db: Db): Promise<Record<number, number>> {
  await db.insertInto('shops').values([1, 2, 3, 4].map((id) => ({ id, name: `Teilehaus ${id}`, slug: `teilehaus-${id}`, rating: 4, payment_methods: 'prepayment', commission_bp: 1000, commission_fixed_cents: 0, withdrawal_days: 14 }))).execute();
  await db.insertInto('shop_bank_accounts').values([
    { shop_id: 1, holder: 'Teilehaus Eins GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
    { shop_id: 2, holder: 'Müller & Söhne Autoteile', iban: 'AT611904300234573201', bic: 'BKAUATWW' },
  ]).execute();
  await db.insertInto('settlement_months').values({ month: '2026-10', closed_at: '2026-11-01T02:00:00.000Z', closed_by: 'test' }).execute();
  const ids: Record<number, number> = {};
  for (const [shopId, payout, carried] of [[1, 9_210, 0], [2, 12_345, 0], [3, 5_000, 0], [4, 0, -700]] as const) {
    const row = await db.insertInto('settlements').values({
      month: '2026-10', shop_id: shopId, shop_name: `Teilehaus ${shopId}`, commission_bp: 1000, commission_fixed_cents: 0, parts: 1, goods_cents: payout, shipping_cents: 0,
      collected_cents: 0, refunds_cents: 0, commission_cents: 0, carried_in_cents: 0, payout_cents: payout, carried_out_cents: carried,
    }).returning('id').executeTakeFirstOrThrow();
    ids[shopId] = row.id;
    // The close posts each settlement: what the shop is owed, or what it owes carried out.
    await post(db, { key: `settlement:${row.id}`, kind: 'settlement', lines: [
      { account: 'shopper_payments_held', cents: payout, shopId, settlementId: row.id },
      { account: 'shop_payable', cents: -payout, shopId, settlementId: row.id },
      { account: 'shop_receivable', cents: -carried, shopId, settlementId: row.id },
      { account: 'commission_revenue', cents: carried, shopId, settlementId: row.id },
    ] });
  }
  return ids;
}

describe.each(BACKENDS)('payout runs on %s', (backend) => {
  test('a run\'s file is the same at every download; a settlement is paid once; a later run pays who became payable; the bank confirms', async () => {
    const { db: database } = await freshDatabase(backend);
    const db = database.kysely;
    const ids = await octoberClosed(db);

    const first = await createPayoutRun(db, DEBTOR, { createdBy: 'test', now: AT });
    if (first.kind !== 'created') throw new Error('no run');
    expect(first.run.transfers).toBe(2);
    expect(first.run.totalCents).toBe(9_210 + 12_345);
    expect(first.notPayable.map((p) => [p.shopId, p.reason])).toEqual([[3, 'no_account']]);

    // Downloaded twice: the same bytes, the same message id, stored with the run.
    const once = (await payoutRunFile(db, first.run.id))!;
    const twice = (await payoutRunFile(db, first.run.id))!;
    expect(twice.xml).toBe(once.xml);
    expect(messageIdOf(once.xml)).toBe(first.run.messageId);
    expect(once.xml).toContain(`<EndToEndId>SPAREO-2026-10-${ids[1]}</EndToEndId>`);
    expect(once.xml).toContain('<InstdAmt Ccy="EUR">92.10</InstdAmt>');
    const file = path.join(tempDir('payout-run-'), 'run.xml');
    fs.writeFileSync(file, once.xml);
    expect(execFileSync('xmllint', ['--noout', '--schema', PAIN_XSD, file], { stdio: 'pipe', encoding: 'utf8' })).toBe('');

    // What each payout was sent to, and when.
    const stored = await db.selectFrom('payouts').selectAll().orderBy('shop_id').execute();
    expect(stored.map((p) => [Number(p.settlement_id), p.iban, p.bic, p.state, p.sent_at])).toEqual([
      [ids[1], 'DE02120300000000202051', 'BYLADEM1001', 'sent', AT.toISOString()],
      [ids[2], 'AT611904300234573201', 'BKAUATWW', 'sent', AT.toISOString()],
    ]);

    // A second run finds nobody new: no run, no file; the table itself refuses a second payout of a settlement.
    expect((await createPayoutRun(db, DEBTOR, { createdBy: 'test', now: AT })).kind).toBe('nothing');
    await expect(db.insertInto('payouts').values({ run_id: first.run.id, settlement_id: ids[1]!, shop_id: 1, amount_cents: 9_210, end_to_end_id: 'SPAREO-AGAIN', holder: 'x', iban: 'x', bic: 'x', state: 'sent', sent_at: AT.toISOString(), confirmed_at: null }).execute()).rejects.toThrow();

    // Shop 3 gives an account: the next run pays it, and only it.
    await db.insertInto('shop_bank_accounts').values({ shop_id: 3, holder: 'Recambios Núñez S.L.', iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX', held_since: null }).execute();
    const second = await createPayoutRun(db, DEBTOR, { createdBy: 'test', now: new Date('2026-11-05T08:00:00Z') });
    if (second.kind !== 'created') throw new Error('no second run');
    expect(second.run.transfers).toBe(1);
    expect(second.run.messageId).not.toBe(first.run.messageId);
    expect((await payoutRunFile(db, second.run.id))!.xml).toContain(`<EndToEndId>SPAREO-2026-10-${ids[3]}</EndToEndId>`);
    expect(Number((await db.selectFrom('payouts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(3);

    // The bank statement books shop 1's transfer: confirmed once, the first booking's moment kept.
    expect(await confirmPayout(db, `SPAREO-2026-10-${ids[1]}`, new Date('2026-11-04T00:00:00Z'))).toBe('confirmed');
    expect(await confirmPayout(db, `SPAREO-2026-10-${ids[1]}`, '2026-11-09T00:00:00Z')).toBe('already');
    expect(await confirmPayout(db, 'SPAREO-2026-10-999999', new Date())).toBe('unknown');
    expect(await payoutsOf(db, 1)).toEqual([{ settlementId: ids[1], month: '2026-10', amountCents: 9_210, sentAt: AT.toISOString(), confirmedAt: '2026-11-04T00:00:00.000Z', state: 'confirmed', account: 'DE02 **** 2051' }]);
    expect((await payoutRuns(db)).map((r) => [r.id, r.sent, r.confirmed])).toEqual([[second.run.id, 1, 0], [first.run.id, 1, 1]]);

    // The balance: paid shops owe nothing more, shop 4 carries what it owes.
    expect(await shopBalance(db, 1, 0, new Date('2026-11-20T08:00:00Z'))).toMatchObject({ balanceCents: 0, owedCents: 0, pendingCents: 0, nextPayoutDay: '2026-12-02' });
    expect(await shopBalance(db, 4, 0, new Date('2026-11-20T08:00:00Z'))).toMatchObject({ balanceCents: -700, carriedCents: -700, paid: [] });
  }, 60_000);

  test('a run stopped half-way leaves no run and no payout, and runs again from the start', async () => {
    const { db: database } = await freshDatabase(backend);
    const db = database.kysely;
    await octoberClosed(db);
    for (const step of ['run written', 'payouts written']) {
      await expect(createPayoutRun(db, DEBTOR, { createdBy: 'test', now: AT, fault: (at) => { if (at === step) throw new Error(`stopped at ${at}`); } })).rejects.toThrow(`stopped at ${step}`);
      expect(await db.selectFrom('payout_runs').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('payouts').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('ledger_entries').select('id').where('kind', '=', 'payout').execute()).toEqual([]);
    }
    const run = await createPayoutRun(db, DEBTOR, { createdBy: 'test', now: AT });
    expect(run.kind === 'created' && run.run.transfers).toBe(2);
    // The ledger: each payout leaves the bank once, owed to its shop no more.
    const payable = async (shopId: number) => (await balances(db, { shopId })).find((b) => b.account === 'shop_payable')?.debitCents;
    expect([await payable(1), await payable(2), await payable(3)]).toEqual([9_210, 12_345, 0]);
    expect((await balances(db)).find((b) => b.account === 'bank')?.creditCents).toBe(9_210 + 12_345);
  }, 60_000);

  test('the scheduled run is made the day after the month is closed, once', async () => {
    const { db: database } = await freshDatabase(backend);
    const db = database.kysely;
    await octoberClosed(db);
    const options = { runDay: 0, holdHours: 72, createdBy: 'command line' };
    expect(await runDuePayouts(db, DEBTOR, { ...options, now: new Date('2026-11-01T10:00:00Z') })).toEqual({ kind: 'not_due', next: '2026-11-02' });
    expect((await runDuePayouts(db, DEBTOR, { ...options, now: AT })).kind).toBe('created');
    expect(await runDuePayouts(db, DEBTOR, { ...options, now: new Date('2026-11-03T10:00:00Z') })).toEqual({ kind: 'not_due', next: '2026-12-02' });
    expect(await payoutRuns(db)).toHaveLength(1);
  }, 60_000);

  test('the bank\'s statement confirms the payout whose end-to-end id its debit line names, with no confirmer handed in', async () => {
    const { db: database } = await freshDatabase(backend);
    const db = database.kysely;
    const ids = await octoberClosed(db);
    const run = await createPayoutRun(db, DEBTOR, { createdBy: 'test', now: AT });
    if (run.kind !== 'created') throw new Error('no run');
    const statement = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'camt', 'camt053-001-02-de.xml'), 'utf8')
      .replace('SPAREO-2026-10-S1', `SPAREO-2026-10-${ids[1]}`);
    const result = await importStatements(db, readCamt053(statement), { fileName: 'kontoauszug.xml', by: 'command line', now: AT });
    expect(result.counts.confirmed).toBe(1);
    expect((await payoutsOf(db, 1)).map((p) => p.state)).toEqual(['confirmed']);
    expect((await payoutsOf(db, 2)).map((p) => p.state)).toEqual(['sent']);
  }, 60_000);
});
