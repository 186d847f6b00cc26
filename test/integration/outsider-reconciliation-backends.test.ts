/**
 * An outsider's reconciliation of a month of real money movements, on both backends. 56 orders in
 * four editions (de-DE, de-AT, fr-FR, nl-NL) from four shops (two German, one of them collecting
 * all its money itself, an Austrian one, a French one), paid by prepayment, purchase on account, cash on delivery, card, PayPal, Klarna,
 * eps and iDEAL, go through the marketplace's own steps: provider payments started at the Stripe
 * stand-in and confirmed by its signed notifications, prepayments booked by importing a camt.053
 * statement made from the orders, lines refused, parts cancelled by the shop or the shopper,
 * withdrawals refunded (in full and in part), some parts left unshipped. Refunds go out through the
 * provider (confirmed by its signed notification) and in a SEPA file (confirmed by the statement's
 * debit lines); the month is closed, the payout run made and its file confirmed by the statement.
 * Then the books are worked out from what moved, not from the ledger (movementBooks, and the
 * accountant's command `npm run ledger:reconcile`, built, printing in German):
 *   paid in = refunded + paid out to shops + commission + its VAT − owed by shops + still held
 * to the cent, each figure checked against the stand-in, the statement and the files themselves;
 * nothing owed that cannot be paid; no payout of what a shop collected itself; and the ledger's
 * reconcile() tells the same figures. The files are valid pain.001.001.09.
 */
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import type { Database, Db } from '../../server/marketplace/db/connection';
import { importStatements, readCamt053 } from '../../server/marketplace/bank-statements/index';
import { againstLedger, movementBooks, reconcile } from '../../server/marketplace/ledger/index';
import { cancelPart } from '../../server/marketplace/orders/cancellation';
import { startPayment } from '../../server/marketplace/orders/payment';
import { doorsApp } from '../support/doors-app';
import { shopOrderStep } from '../../server/marketplace/flows/index';
import { withdraw } from '../../server/marketplace/flows/index';
import { stripeProvider } from '../../server/marketplace/payments/stripe';
import { giveRefundAccount, refundTransferFile, sendRequestedRefunds } from '../../server/marketplace/refunds/index';
import { closeMonth } from '../../server/marketplace/flows/index';
import { createPayoutRun } from '../../server/marketplace/settlements/index';
import { formatPrice } from '../../views/context';
import { BACKENDS, closeBackends, freshDatabase } from './commerce-backends';
import { seededRandom } from '../support/seeded-random';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in';
import { tempDir } from '../support/temp-dir';

const RECONCILE_CLI = path.resolve(__dirname, '../../dist/scripts/ledger-reconcile.js');
const PAIN_XSD = path.join(__dirname, '..', 'fixtures', 'sepa', 'pain.001.001.09.xsd');
const SECRET_KEY = 'sk_test_outsider';
const WEBHOOK_SECRET = 'whsec_test_outsider';
const COLLECTION = { holder: 'Spareo GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

afterAll(closeBackends);

const SHOPS = [
  { id: 1, country: 'DE', bp: 1200, fixed: 30, holder: 'Teilehaus Eins GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
  { id: 2, country: 'AT', bp: 1000, fixed: 0, holder: 'Müller & Söhne Autoteile', iban: 'AT611904300234573201', bic: 'BKAUATWW' },
  { id: 3, country: 'FR', bp: 800, fixed: 50, holder: 'Pièces Auto Lefèvre', iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPLIL' },
  // Sells on account and cash on delivery only: collects all its money itself, is never paid out, owes its commission.
  { id: 4, country: 'DE', bp: 1000, fixed: 0, holder: 'Autoteile Vier OHG', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
];
type Method = 'prepayment' | 'invoice' | 'cod' | 'card' | 'paypal' | 'klarna' | 'eps' | 'ideal';
/** Each edition with its delivery country, the shop selling there, and the methods a shopper there can pay that shop with. */
const EDITIONS: { locale: string; country: string; shopId: number; methods: Method[] }[] = [
  { locale: 'de-DE', country: 'DE', shopId: 1, methods: ['prepayment', 'invoice', 'cod', 'card', 'paypal', 'klarna'] },
  { locale: 'de-AT', country: 'AT', shopId: 2, methods: ['prepayment', 'invoice', 'cod', 'card', 'paypal', 'klarna', 'eps'] },
  { locale: 'fr-FR', country: 'FR', shopId: 3, methods: ['prepayment', 'invoice', 'cod', 'card', 'paypal', 'klarna'] },
  { locale: 'nl-NL', country: 'NL', shopId: 3, methods: ['prepayment', 'invoice', 'card', 'paypal', 'klarna', 'ideal'] },
];
const PROVIDER: readonly Method[] = ['card', 'paypal', 'klarna', 'eps', 'ideal'];
const SHOP_COLLECTS: readonly Method[] = ['invoice', 'cod'];
type Scenario = 'ship' | 'refuse_line' | 'withdraw' | 'shop_cancel' | 'withdraw_partial' | 'shopper_cancel' | 'open' | 'unpaid';
const SCENARIOS: Scenario[] = ['ship', 'refuse_line', 'withdraw', 'shop_cancel', 'withdraw_partial', 'shopper_cancel', 'open'];

interface Planned { n: number; orderId: number; number: string; part: string; partId: number; locale: string; shopId: number; method: Method; scenario: Scenario; lines: number[]; shipping: number; total: number; at: number }

/** Order numbers as the shop writes them (SP-YYMMDD- and six letters of its alphabet), so a transfer's reference finds them. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const orderNumber = (n: number) => `SP-261001-RECN${ALPHABET[Math.floor(n / ALPHABET.length)]}${ALPHABET[n % ALPHABET.length]}`;

async function writeShops(db: Db): Promise<void> {
  await db.insertInto('shops').values(SHOPS.map((s) => ({ id: s.id, name: `Teilehaus ${s.id}`, slug: `teilehaus-${s.id}`, rating: 4, country: s.country, payment_methods: 'prepayment,invoice,cod', commission_bp: s.bp, commission_fixed_cents: s.fixed, withdrawal_days: 14 }))).execute();
  await db.insertInto('shop_bank_accounts').values(SHOPS.map((s) => ({ shop_id: s.id, holder: s.holder, iban: s.iban, bic: s.bic }))).execute();
}

/** The plan: every edition's every method, twice over with the scenarios turning, and two prepayments never paid. */
function plan(): Omit<Planned, 'orderId' | 'partId' | 'lines' | 'shipping' | 'total' | 'at'>[] {
  const planned: Omit<Planned, 'orderId' | 'partId' | 'lines' | 'shipping' | 'total' | 'at'>[] = [];
  let turn = 0;
  for (let round = 0; round < 2; round++) {
    for (const edition of EDITIONS) {
      for (const method of edition.methods) {
        const n = planned.length;
        planned.push({ n, number: orderNumber(n), part: `${orderNumber(n)}-1`, locale: edition.locale, shopId: edition.shopId, method, scenario: SCENARIOS[turn++ % SCENARIOS.length]! });
      }
    }
  }
  for (const [method, scenario] of [['invoice', 'ship'], ['cod', 'ship'], ['cod', 'withdraw'], ['invoice', 'refuse_line']] as const) {
    const n = planned.length;
    planned.push({ n, number: orderNumber(n), part: `${orderNumber(n)}-1`, locale: 'de-DE', shopId: 4, method, scenario });
  }
  for (const locale of ['de-DE', 'fr-FR']) {
    const edition = EDITIONS.find((e) => e.locale === locale)!;
    const n = planned.length;
    planned.push({ n, number: orderNumber(n), part: `${orderNumber(n)}-1`, locale, shopId: edition.shopId, method: 'prepayment', scenario: 'unpaid' });
  }
  return planned;
}

/** Placed as checkout writes an order: one part, two lines, the collection account on a prepayment part. */
async function place(db: Db, p: ReturnType<typeof plan>[number], rng: ReturnType<typeof seededRandom>, at: number): Promise<Planned> {
  const edition = EDITIONS.find((e) => e.locale === p.locale)!;
  const lines = [rng.int(990, 18_990), rng.int(490, 9_990)];
  const shipping = rng.pick([0, 495, 690]);
  const goods = lines[0]! + lines[1]!;
  const iso = new Date(at).toISOString();
  const order = await db.insertInto('orders').values({
    number: p.number, idempotency_key: `outsider-${p.n}`, session_id: null, user_id: null, locale: p.locale, delivery_country: edition.country, email: `kunde${p.n}@example.eu`, phone: null,
    delivery_address: JSON.stringify({ name: 'Eva Lefèvre', street: 'Hauptstraße 1', zip: '1010', city: 'Wien', country: edition.country }), billing_address: null,
    items_cents: goods, shipping_cents: shipping, total_cents: goods + shipping, vat_cents: 0, page_url: '', created_at: iso,
  }).returning('id').executeTakeFirstOrThrow();
  const part = await db.insertInto('order_shops').values({
    order_id: order.id, number: p.part, shop_id: p.shopId, shop_name: `Teilehaus ${p.shopId}`, status: PROVIDER.includes(p.method) ? 'awaiting_payment' : 'new', payment_method: p.method, payment_reference: p.number,
    bank_account: p.method === 'prepayment' ? JSON.stringify(COLLECTION) : null,
    items_cents: goods, shipping_cents: shipping, total_cents: goods + shipping, vat_rate_bp: 1900, vat_cents: 0, vat_note: null, delivery_days_min: 1, delivery_days_max: 3,
    terms: 'AGB', cancellation_policy: 'Widerruf', terms_accepted_at: iso, acknowledged_at: null, carrier: null, tracking_number: null, refusal_reason: null, status_changed_at: iso, shipped_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('order_lines').values(lines.map((cents, i) => ({
    order_shop_id: part.id, offer_id: 0, article_id: 0, sku: null, article_number: `0 986 47${i}`, ean: null, brand: 'Bosch', title: i === 0 ? 'Bremsscheibe' : 'Bremsbelagsatz', quantity: 1, unit_price_cents: cents, line_total_cents: cents, refund_cents: 0,
  }))).execute();
  return { ...p, orderId: order.id, partId: part.id, lines, shipping, total: goods + shipping, at };
}

const euros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
interface StatementLine { ref: string; cents: number; direction: 'CRDT' | 'DBIT'; bookedOn: string; remittance: string; endToEndId?: string; name: string; iban: string }

/** A day's camt.053.001.02 statement of the collection account, as a German bank exports it. */
function camt053(id: string, lines: StatementLine[]): string {
  const entry = (l: StatementLine) => `
      <Ntry>
        <NtryRef>${l.ref}</NtryRef>
        <Amt Ccy="EUR">${euros(l.cents)}</Amt>
        <CdtDbtInd>${l.direction}</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${l.bookedOn}</Dt></BookgDt>
        <ValDt><Dt>${l.bookedOn}</Dt></ValDt>
        <AcctSvcrRef>${l.ref}</AcctSvcrRef>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>${l.endToEndId ?? 'NOTPROVIDED'}</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="EUR">${euros(l.cents)}</Amt></TxAmt></AmtDtls>
            <RltdPties>${l.direction === 'CRDT' ? `<Dbtr><Nm>${l.name}</Nm></Dbtr><DbtrAcct><Id><IBAN>${l.iban}</IBAN></Id></DbtrAcct>` : `<Cdtr><Nm>${l.name}</Nm></Cdtr><CdtrAcct><Id><IBAN>${l.iban}</IBAN></Id></CdtrAcct>`}</RltdPties>
            <RmtInf><Ustrd>${l.remittance}</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${id}</MsgId><CreDtTm>${lines[0]!.bookedOn}T05:00:00.0+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${id}</Id>
      <CreDtTm>${lines[0]!.bookedOn}T05:00:00.0+01:00</CreDtTm>
      <Acct><Id><IBAN>${COLLECTION.iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>${lines.map(entry).join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

/** The transfers a pain.001 file orders: end-to-end id and amount in cents. */
const transfersIn = (xml: string) => [...xml.matchAll(/<EndToEndId>([^<]+)<\/EndToEndId>[\s\S]*?<InstdAmt Ccy="EUR">([\d.]+)<\/InstdAmt>[\s\S]*?<Nm>([^<]+)<\/Nm>[\s\S]*?<IBAN>([^<]+)<\/IBAN>/g)]
  .map((m) => ({ endToEndId: m[1]!, cents: Math.round(Number(m[2]) * 100), name: m[3]!, iban: m[4]! }));

function validPain001(xml: string, name: string): void {
  const file = path.join(tempDir('outsider-'), name);
  fs.writeFileSync(file, xml);
  expect(execFileSync('xmllint', ['--noout', '--schema', PAIN_XSD, file], { stdio: 'pipe', encoding: 'utf8' })).toBe('');
}

/** The marketplace's notification endpoint on loopback, answering Stripe's signed notifications. */
async function notifications(database: Database, provider: ReturnType<typeof stripeProvider>): Promise<{ notify: (type: string, object: unknown) => Promise<unknown>; close: () => Promise<void> }> {
  const app = doorsApp(database, { dependencies: { paymentProvider: provider } });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    async notify(type, object) {
      const payload = JSON.stringify({ id: `evt_test_${Math.random().toString(36).slice(2)}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
      const at = Math.floor(Date.now() / 1000);
      const signature = `t=${at},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${at}.${payload}`).digest('hex')}`;
      const answer = await fetch(`${origin}/payment-notifications/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
      expect(answer.status).toBe(200);
      return answer.json();
    },
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

/** The built `npm run ledger:reconcile` on the database, the operator in Germany. */
function reconcileCommand(backend: string, location: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', OPERATOR_COUNTRY: 'DE' };
  delete env.DATABASE_URL;
  if (backend === 'postgres') env.DATABASE_URL = location;
  else env.DATABASE_PATH = location;
  return spawnSync(process.execPath, [RECONCILE_CLI], { env, encoding: 'utf8' });
}

const ok = (outcome: { ok: boolean }, what: string) => {
  if (!outcome.ok) throw new Error(`${what}: ${JSON.stringify(outcome)}`);
};

describe.each(BACKENDS)('an outsider reconciles a month of money on %s', (backend) => {
  test('56 orders of every method in four editions, refunds and payouts executed and confirmed: paid in = refunded + to shops + commission + VAT + held, to the cent', async () => {
    expect(fs.existsSync(RECONCILE_CLI)).toBe(true);
    const { db: database, location } = await freshDatabase(backend);
    const db = database.kysely;
    // A stand-in of its own: the refunds' idempotency keys start again in each fresh database, as Stripe would replay them.
    const stripe: StripeStandIn = await startStripeStandIn(SECRET_KEY);
    const provider = stripeProvider({ secretKey: SECRET_KEY, apiBase: stripe.origin, webhookSecret: WEBHOOK_SECRET });
    const hooks = await notifications(database, provider);
    try {
      await writeShops(db);
      const rng = seededRandom(backend === 'sqlite' ? 2026_10 : 2026_11);
      const start = Date.parse('2026-10-01T08:00:00Z');
      const orders: Planned[] = [];
      for (const p of plan()) orders.push(await place(db, p, rng, start + p.n * 4 * HOUR));
      expect(orders.length).toBeGreaterThanOrEqual(30);

      // Provider payments: the session started as checkout starts it, paid at Stripe, announced by its signed notification.
      const sessionsOf = new Map<string, string>();
      for (const o of orders.filter((x) => PROVIDER.includes(x.method))) {
        const before = new Set(stripe.sessions.keys());
        expect(await startPayment(db, provider, { id: o.orderId, number: o.number, token: 't', locale: o.locale }, { returnUrl: 'https://spareo.example/ok', cancelUrl: 'https://spareo.example/back' })).toMatch(/^https:\/\/checkout\.stripe\.com\//);
        const session = [...stripe.sessions.values()].find((s) => !before.has(s.id))!;
        expect(session.allowed_payment_method_types).toEqual([o.method]);
        sessionsOf.set(o.number, session.id);
        stripe.settle(session.id, { status: 'complete', payment_status: 'paid' });
        expect(await hooks.notify('checkout.session.completed', { id: session.id, object: 'checkout.session' })).toEqual({ received: true, state: 'paid' });
      }
      // Prepayments: the bank's statement, made from the orders' own transfer details, imported and matched.
      const prepaid = orders.filter((o) => o.method === 'prepayment' && o.scenario !== 'unpaid');
      const credits: StatementLine[] = prepaid.map((o, i) => ({ ref: `2026101100${String(i).padStart(3, '0')}`, cents: o.total, direction: 'CRDT', bookedOn: '2026-10-11', remittance: `Bestellung ${o.number}`, name: `Kunde ${o.n}`, iban: 'DE02100100100006820101' }));
      const paidIn = await importStatements(db, readCamt053(camt053('STMT-20261011', credits)), { fileName: 'auszug-2026-10-11.xml', by: 'command line', now: new Date('2026-10-11T06:00:00Z') });
      expect(paidIn.counts).toMatchObject({ booked: prepaid.length, needs_decision: 0, unmatched: 0 });

      // The shops' and the shoppers' steps, each order from 12 October on, in time order.
      const status = async (o: Planned, update: Parameters<typeof shopOrderStep>[3], at: number, what: string) => ok(await shopOrderStep(db, o.shopId, o.part, update, new Date(at)), `${o.part} ${what}`);
      const shipAndDeliver = async (o: Planned, t: number, lines?: number[]) => {
        await status(o, { status: 'shipped', carrier: 'DHL', trackingNumber: `00340434${o.partId}`, ...(lines ? { lines } : {}) }, t, 'shipped');
        await status(o, { status: 'delivered' }, t + 2 * DAY, 'delivered');
      };
      for (const o of orders) {
        const t = Date.parse('2026-10-12T08:00:00Z') + o.n * 2 * HOUR;
        switch (o.scenario) {
          case 'ship': await shipAndDeliver(o, t); break;
          case 'refuse_line':
            await status(o, { status: 'refused', reason: 'nicht lieferbar', lines: [2] }, t, 'line refused');
            await shipAndDeliver(o, t + HOUR, [1]);
            break;
          case 'withdraw':
          case 'withdraw_partial':
            await shipAndDeliver(o, t);
            ok(await withdraw(db, o.orderId, { partNumber: o.part, lines: [], name: 'Eva Lefèvre', email: `kunde${o.n}@example.eu` }, new Date(t + 4 * DAY)), `${o.part} withdrawn`);
            await status(o, o.scenario === 'withdraw' ? { status: 'refunded' } : { status: 'refunded', refundCents: Math.floor(o.lines[0]! / 2) }, t + 6 * DAY, 'refunded');
            break;
          case 'shop_cancel':
          case 'unpaid': await status(o, { status: 'cancelled', reason: 'ausverkauft' }, t, 'cancelled by the shop'); break;
          case 'shopper_cancel': ok(await cancelPart(db, o.orderId, o.part, new Date(t)), `${o.part} cancelled by the shopper`); break;
          case 'open': break;
        }
      }

      // Provider refunds: sent with their own keys, Stripe pays them, its signed notifications confirm them.
      await sendRequestedRefunds(db, provider, () => new Date('2026-10-27T10:00:00Z'));
      const providerRefunds = await db.selectFrom('refunds').select(['id', 'state', 'provider_refund_id', 'amount_cents']).where('method', '=', 'provider').execute();
      expect(providerRefunds.length).toBeGreaterThan(0);
      for (const r of providerRefunds) {
        expect(r.state).toBe('sent');
        const atStripe = stripe.refunds.get(r.provider_refund_id!)!;
        expect(atStripe.amount).toBe(r.amount_cents);
        atStripe.status = 'succeeded';
        expect(await hooks.notify('refund.updated', { id: atStripe.id, object: 'refund', status: 'succeeded', amount: atStripe.amount })).toEqual({ received: true, refunds: 1 });
      }
      // Prepayment refunds: the shoppers give their accounts, one SEPA file pays them, the statement confirms it.
      const transferRefunds = await db.selectFrom('refunds').select(['order_id']).distinct().where('method', '=', 'transfer').execute();
      expect(transferRefunds.length).toBeGreaterThan(0);
      for (const r of transferRefunds) expect(await giveRefundAccount(db, r.order_id, 'Eva Lefèvre', 'DE02 1001 0010 0006 8201 01', new Date('2026-10-26T10:00:00Z'))).toEqual({ ok: true });
      const refundFile = (await refundTransferFile(db, COLLECTION, 'desk@spareo.example', new Date('2026-10-27T10:00:00Z')))!;
      validPain001(refundFile.xml, 'refunds.xml');
      const refundTransfers = transfersIn(refundFile.xml);
      expect(refundTransfers).toHaveLength(refundFile.transfers);
      const refundDebits: StatementLine[] = refundTransfers.map((x, i) => ({ ref: `2026102800${String(i).padStart(3, '0')}`, cents: x.cents, direction: 'DBIT', bookedOn: '2026-10-28', remittance: 'Erstattung', endToEndId: x.endToEndId, name: x.name, iban: x.iban }));
      expect((await importStatements(db, readCamt053(camt053('STMT-20261028', refundDebits)), { fileName: 'auszug-2026-10-28.xml', by: 'command line', now: new Date('2026-10-28T06:00:00Z') })).counts.confirmed).toBe(refundDebits.length);

      // The month closed, the payout run made and its file booked by the bank.
      expect((await closeMonth(db, '2026-10', 'test', new Date('2026-11-01T02:00:00Z'))).kind).toBe('closed');
      const run = await createPayoutRun(db, COLLECTION, { createdBy: 'test', now: new Date('2026-11-02T08:00:00Z') });
      if (run.kind !== 'created') throw new Error(`no payout run: ${JSON.stringify(run)}`);
      const payoutXml = (await db.selectFrom('payout_runs').select('xml').where('id', '=', run.run.id).executeTakeFirstOrThrow()).xml;
      validPain001(payoutXml, 'payouts.xml');
      const payoutTransfers = transfersIn(payoutXml);
      expect(payoutTransfers).toHaveLength(run.run.transfers);
      const payoutDebits: StatementLine[] = payoutTransfers.map((x, i) => ({ ref: `2026110300${String(i).padStart(3, '0')}`, cents: x.cents, direction: 'DBIT', bookedOn: '2026-11-03', remittance: 'Auszahlung', endToEndId: x.endToEndId, name: x.name, iban: x.iban }));
      expect((await importStatements(db, readCamt053(camt053('STMT-20261103', payoutDebits)), { fileName: 'auszug-2026-11-03.xml', by: 'command line', now: new Date('2026-11-03T06:00:00Z') })).counts.confirmed).toBe(payoutDebits.length);

      // The outsider's figures, each against the money's own witnesses.
      const books = await movementBooks(db);
      const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
      const paidSessions = [...stripe.sessions.values()].filter((s) => s.payment_status === 'paid' && [...sessionsOf.values()].includes(s.id));
      expect(books.paidInByProviderCents).toBe(sum(paidSessions.map((s) => s.amount_total)));
      expect(books.paidInByTransferCents).toBe(sum(credits.map((c) => c.cents)));
      const atStripe = [...stripe.refunds.values()].filter((r) => paidSessions.some((s) => s.payment_intent === r.payment_intent));
      expect(books.refundedByProviderCents).toBe(sum(atStripe.filter((r) => r.status === 'succeeded').map((r) => r.amount)));
      expect(books.refundedByTransferCents).toBe(sum(refundTransfers.map((x) => x.cents)));
      expect(books.refundsConfirmedCents).toBe(books.refundedByProviderCents + books.refundedByTransferCents);
      expect(books.refundsOwedCents).toBe(0);
      expect(books.paidOutToShopsCents).toBe(sum(payoutTransfers.map((x) => x.cents)));
      expect(books.payoutsConfirmedCents).toBe(books.paidOutToShopsCents);
      expect(books.owedToShopsCents).toBe(0);
      const settlements = await db.selectFrom('settlements').select(['shop_id', 'commission_cents', 'carried_out_cents']).execute();
      // The shop that collected everything itself owes its commission, and was paid nothing.
      const own = settlements.find((s) => s.shop_id === 4)!;
      expect(books.owedByShopsCents).toBe(-Number(own.carried_out_cents));
      expect(books.owedByShopsCents).toBe(Number(own.commission_cents));
      expect(await db.selectFrom('payouts').select('id').where('shop_id', '=', 4).execute()).toEqual([]);
      expect(books.commissionCents + books.commissionVatCents).toBe(sum(settlements.map((s) => Number(s.commission_cents))));
      // Only the German shop's commission carries German VAT.
      expect(books.commissionVatCents).toBeGreaterThan(0);
      // Held: exactly the paid parts nobody shipped, cancelled or refunded yet.
      expect(books.heldCents).toBe(sum(orders.filter((o) => o.scenario === 'open' && !SHOP_COLLECTS.includes(o.method)).map((o) => o.total)));
      expect(books.problems).toEqual([]);
      expect(books.differenceCents).toBe(0);
      expect(books.paidInCents).toBe(books.refundedByProviderCents + books.refundedByTransferCents + books.paidOutToShopsCents + books.commissionCents + books.commissionVatCents - books.owedByShopsCents + books.heldCents);

      // Nothing owed that cannot be paid; no payout for what a shop collected itself.
      const refundRows = await db.selectFrom('refunds as r').innerJoin('order_shops as os', 'os.id', 'r.order_shop_id').select(['r.state', 'os.payment_method']).execute();
      expect(refundRows.filter((r) => !['sent', 'confirmed'].includes(r.state))).toEqual([]);
      expect(refundRows.filter((r) => SHOP_COLLECTS.includes(r.payment_method as Method))).toEqual([]);
      const collectedForShops = await db.selectFrom('payouts as p').innerJoin('settlement_items as i', 'i.settlement_id', 'p.settlement_id')
        .select(['p.settlement_id', 'p.amount_cents', (eb) => eb.fn.sum<number>(eb.case().when('i.payment_method', 'not in', [...SHOP_COLLECTS])
          .then(eb.parens(eb(eb('i.goods_cents', '+', eb.ref('i.shipping_cents')), '-', eb.ref('i.refund_cents')))).else(0).end()).as('collected')])
        .groupBy(['p.settlement_id', 'p.amount_cents']).execute();
      expect(collectedForShops).toHaveLength(run.run.transfers);
      for (const row of collectedForShops) expect(Number(row.amount_cents)).toBeLessThanOrEqual(Number(row.collected));

      // The ledger, read on its own, tells the same figures.
      const ledger = await reconcile(db);
      expect(ledger.discrepancies).toEqual([]);
      expect(ledger.differenceCents).toBe(0);
      expect(againstLedger(books, ledger).filter((f) => f.movementsCents !== f.ledgerCents)).toEqual([]);

      // The accountant's command says it in German, in euros.
      const command = reconcileCommand(backend, location);
      expect(command.stderr).toBe('');
      expect(command.status).toBe(0);
      const de = (cents: number) => formatPrice(cents, 'de-DE');
      expect(command.stdout).toContain(`Von Kundinnen und Kunden gezahlt: ${de(books.paidInCents)}`);
      expect(command.stdout).toContain(`= erstattet: ${de(books.refundedByProviderCents + books.refundedByTransferCents)}`);
      expect(command.stdout).toContain(`+ an Händler ausgezahlt: ${de(books.paidOutToShopsCents)}`);
      expect(command.stdout).toContain(`+ Provision (netto): ${de(books.commissionCents)}`);
      expect(command.stdout).toContain(`+ Umsatzsteuer auf die Provision: ${de(books.commissionVatCents)}`);
      expect(command.stdout).toContain(`− von Händlern noch geschuldet: ${de(books.owedByShopsCents)}`);
      expect(command.stdout).toContain(`+ noch verwahrt für nicht abgerechnete Teile: ${de(books.heldCents)}`);
      expect(command.stdout).toContain(`Differenz: ${de(0)}`);
      expect(command.stdout).toContain('Das Hauptbuch nennt dieselben Beträge.');
      expect(command.stdout).toContain('Die Bücher stimmen auf den Cent.');
      console.log(`outsider reconciliation on ${backend}: ${orders.length} orders\n${command.stdout}`);
    } finally {
      await hooks.close();
      await stripe.close();
    }
  }, 300_000);

  test('a refund owed that has no way to be paid (a prepayment shopper who gave no account) is named, and the command says the books do not close', async () => {
    const { db: database, location } = await freshDatabase(backend);
    const db = database.kysely;
    await writeShops(db);
    const o = await place(db, { n: 0, number: orderNumber(0), part: `${orderNumber(0)}-1`, locale: 'de-DE', shopId: 1, method: 'prepayment', scenario: 'shop_cancel' }, seededRandom(5), Date.parse('2026-10-02T08:00:00Z'));
    const credit: StatementLine = { ref: '2026100300001', cents: o.total, direction: 'CRDT', bookedOn: '2026-10-03', remittance: o.number, name: 'Eva Lefèvre', iban: 'DE02100100100006820101' };
    expect((await importStatements(db, readCamt053(camt053('STMT-20261003', [credit])), { fileName: 'auszug.xml', by: 'command line', now: new Date('2026-10-03T06:00:00Z') })).counts.booked).toBe(1);
    ok(await shopOrderStep(db, 1, o.part, { status: 'cancelled', reason: 'ausverkauft' }, new Date('2026-10-04T08:00:00Z')), 'cancelled');
    const books = await movementBooks(db);
    expect(books.problems).toEqual([expect.objectContaining({ kind: 'refund_without_way', orderNumber: o.number, cents: o.total })]);
    expect(books.refundsOwedCents).toBe(o.total);
    expect(books.differenceCents).toBe(0);
    const command = reconcileCommand(backend, location);
    expect(command.status).toBe(1);
    expect(command.stdout).toContain(`zur Bestellung ${o.number} über ${formatPrice(o.total, 'de-DE')} kann nicht ausgezahlt werden`);
    expect(command.stdout).toContain('Die Bücher stimmen nicht.');
    // The shopper gives an account: the refund now has its way, and the books close.
    expect(await giveRefundAccount(db, o.orderId, 'Eva Lefèvre', 'DE02 1001 0010 0006 8201 01')).toEqual({ ok: true });
    expect((await movementBooks(db)).problems).toEqual([]);
    expect(reconcileCommand(backend, location).status).toBe(0);
  }, 120_000);
});
