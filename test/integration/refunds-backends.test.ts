/**
 * Refunds on both backends: never above what was paid for the part less what is refunded already
 * (refused, nothing written, the shops' API answers 422); a prepayment refund goes into one SEPA
 * file only (valid against the pain.001.001.09 schema), a second download is the same file, and the
 * statement import confirms it by its end-to-end id. Shop-collected methods record nothing to pay.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../server/marketplace/db/connection';
import { recordEvent } from '../../server/marketplace/orders/events';
import { shopOrderStep } from '../../server/marketplace/flows/index';
import { confirmBankRefund, giveRefundAccount, refundableCents, refundTransferFile, requestRefund } from '../../server/marketplace/refunds/index';
import { BACKENDS, closeBackends, freshDatabase } from './commerce-backends';
import { tempDir } from '../support/temp-dir';

afterAll(closeBackends);

const PAIN_XSD = path.join(__dirname, '..', 'fixtures', 'sepa', 'pain.001.001.09.xsd');
const DEBTOR = { holder: 'Spareo GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };

let count = 0;
async function part(db: Db, method: string, status = 'withdrawn', paid = true) {
  count += 1;
  if (count === 1 || !(await db.selectFrom('shops').select('id').where('id', '=', 1).executeTakeFirst())) {
    await db.insertInto('shops').values({ id: 1, name: 'Teilehaus Eins', slug: 'teilehaus-1', rating: 4, payment_methods: 'prepayment invoice cod', commission_bp: 0, commission_fixed_cents: 0, withdrawal_days: 14 }).execute();
  }
  const at = '2026-11-20T10:00:00.000Z';
  const number = `SP-261120-RFND${String(count).padStart(2, '0')}`;
  const order = await db.insertInto('orders').values({
    number, idempotency_key: `refund-${count}`, session_id: null, user_id: null, locale: 'de-DE', delivery_country: 'DE', email: 'kunde@example.de', phone: null,
    delivery_address: JSON.stringify({ name: 'Erika Mustermann', street: 'Heidestraße 17', zip: '51147', city: 'Köln', country: 'DE' }), billing_address: null,
    items_cents: 10_000, shipping_cents: 500, total_cents: 10_500, vat_cents: 0, page_url: '', created_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  const row = await db.insertInto('order_shops').values({
    order_id: order.id, number: `${number}-1`, shop_id: 1, shop_name: 'Teilehaus Eins', status, payment_method: method, payment_reference: number, bank_account: null,
    items_cents: 10_000, shipping_cents: 500, total_cents: 10_500, vat_rate_bp: 1900, vat_cents: 0, vat_note: null, delivery_days_min: 1, delivery_days_max: 3,
    terms: 'AGB', cancellation_policy: 'Widerruf', terms_accepted_at: at, acknowledged_at: at, carrier: null, tracking_number: null, refusal_reason: null, status_changed_at: at, shipped_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('order_lines').values({ order_shop_id: row.id, offer_id: 0, article_id: 0, sku: null, article_number: '0 986 1', ean: null, brand: 'Bosch', title: 'Bremsscheibe', quantity: 1, unit_price_cents: 10_000, line_total_cents: 10_000, refund_cents: 0, state: 'shipped', shipped_at: at }).execute();
  await db.insertInto('withdrawals').values({ order_id: order.id, order_shop_id: row.id, name: 'Erika Mustermann', email: 'kunde@example.de', lines: '[1]', whole_part: 1, statement: 'Widerruf', locale: 'de-DE', received_at: at }).execute();
  if (paid) await recordEvent(db, { orderId: order.id, orderShopId: row.id, kind: 'paid', actor: 'system', at: new Date(at), detail: {} });
  return { orderId: order.id, id: row.id, number: `${number}-1`, paymentMethod: method, totalCents: 10_500 };
}

describe.each(BACKENDS)('on %s', (backend) => {
  test('a refund above what is left is refused and writes nothing; within it, one refund per step', async () => {
    const { db: database } = await freshDatabase(backend);
    const db = database.kysely;
    const p = await part(db, 'prepayment');
    expect(await refundableCents(db, p)).toBe(10_500);
    const over = await shopOrderStep(db, 1, p.number, { status: 'refunded', refundCents: 10_501 });
    expect(over).toEqual({ ok: false, reason: 'over_refundable', refundableCents: 10_500 });
    expect(await db.selectFrom('refunds').selectAll().execute()).toEqual([]);
    expect((await db.selectFrom('order_shops').select('status').where('id', '=', p.id).executeTakeFirstOrThrow()).status).toBe('withdrawn');
    expect(await shopOrderStep(db, 1, p.number, { status: 'refunded', refundCents: 4_000 })).toMatchObject({ ok: true, changed: true });
    expect(await refundableCents(db, p)).toBe(6_500);
    // Directly: the same bound holds for any later refund of the part.
    expect(await db.transaction().execute((tx) => requestRefund(tx, p, 6_501, 'withdrawal', new Date().toISOString()))).toEqual({ ok: false, reason: 'over_refundable', refundableCents: 6_500 });
    const rows = await db.selectFrom('refunds').select(['amount_cents', 'method', 'state', 'idempotency_key', 'end_to_end_id']).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount_cents: 4_000, method: 'transfer', state: 'requested' });
    expect(rows[0]!.idempotency_key).toMatch(/^spareo-refund-\d+$/);
    expect(rows[0]!.end_to_end_id).toMatch(/^SPAREO-R-\d+$/);

    // Never paid: nothing to refund. Cash on delivery: the shop refunds it, nothing recorded here.
    const unpaid = await part(db, 'prepayment', 'withdrawn', false);
    expect(await shopOrderStep(db, 1, unpaid.number, { status: 'refunded', refundCents: 100 })).toEqual({ ok: false, reason: 'over_refundable', refundableCents: 0 });
    const cod = await part(db, 'cod', 'withdrawn', false);
    expect(await shopOrderStep(db, 1, cod.number, { status: 'refunded', refundCents: 10_500 })).toMatchObject({ ok: true });
    expect(await db.selectFrom('refunds').select('id').where('order_shop_id', '=', cod.id).execute()).toEqual([]);
  }, 120_000);

  test('a prepayment refund with an account goes into one SEPA file only; the next download is the same file; the statement confirms it', async () => {
    const { db: database } = await freshDatabase(backend);
    const db = database.kysely;
    const p = await part(db, 'prepayment');
    expect(await shopOrderStep(db, 1, p.number, { status: 'refunded' })).toMatchObject({ ok: true });
    // No account yet: nothing to put into a file.
    expect(await refundTransferFile(db, DEBTOR, 'desk@spareo.example')).toBeNull();
    expect(await giveRefundAccount(db, p.orderId, 'Erika', 'DE89 3704 0044 0532 0130 01')).toEqual({ ok: false, field: 'iban' });
    expect(await giveRefundAccount(db, p.orderId, 'Erika Müßig-Lefèvre', 'de02 1203 0000 0000 2020 51')).toEqual({ ok: true });

    const first = (await refundTransferFile(db, DEBTOR, 'desk@spareo.example'))!;
    expect(first).toMatchObject({ transfers: 1, totalCents: 10_500, fresh: true });
    const file = path.join(tempDir('refund-sepa-'), 'refunds.xml');
    fs.writeFileSync(file, first.xml);
    expect(execFileSync('xmllint', ['--noout', '--schema', PAIN_XSD, file], { stdio: 'pipe', encoding: 'utf8' })).toBe('');
    const refund = await db.selectFrom('refunds').select(['state', 'end_to_end_id', 'transfer_file_id']).where('order_shop_id', '=', p.id).executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ state: 'sent', transfer_file_id: first.id });
    expect(first.xml).toContain(`<EndToEndId>${refund.end_to_end_id}</EndToEndId>`);
    expect(first.xml).toContain('<IBAN>DE02120300000000202051</IBAN>');
    expect(first.xml).toContain('<InstdAmt Ccy="EUR">105.00</InstdAmt>');

    // Downloaded again: the same file, the refund in no second one.
    const again = (await refundTransferFile(db, DEBTOR, 'desk@spareo.example'))!;
    expect(again).toMatchObject({ id: first.id, xml: first.xml, fresh: false });
    expect(await db.selectFrom('refund_transfer_files').select('id').execute()).toHaveLength(1);
    // The ledger: the refund leaves the bank once, with the first file.
    const paid = await db.selectFrom('ledger_entries').select(['account', 'amount_cents']).where('kind', '=', 'refund_paid').where('order_shop_id', '=', p.id).orderBy('account').execute();
    expect(paid.map((e) => [e.account, Number(e.amount_cents)])).toEqual([['bank', -10_500], ['shopper_refunds_owed', 10_500]]);

    expect(await confirmBankRefund(db, refund.end_to_end_id!, '2026-11-25T08:00:00.000Z')).toBe('confirmed');
    expect(await confirmBankRefund(db, refund.end_to_end_id!, '2026-11-25T08:00:00.000Z')).toBe('already');
    expect(await confirmBankRefund(db, 'SPAREO-R-999999', new Date())).toBe('unknown');
    expect(await db.selectFrom('refunds').select(['state', 'confirmed_at']).where('order_shop_id', '=', p.id).executeTakeFirstOrThrow()).toEqual({ state: 'confirmed', confirmed_at: '2026-11-25T08:00:00.000Z' });
  }, 120_000);
});
