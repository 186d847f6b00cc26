/**
 * Invoices on both backends, through the marketplace's endpoint table and the state machine the
 * shops' API and the portal use: shipping issues the shop's invoice (a partial shipment invoices
 * its lines, the shipping goes on the first), numbered per shop without a gap even when many
 * shipments of one shop commit at once on two replicas or one rolls back; a withdrawal credits the
 * withdrawn lines, a refund beyond them credits the difference, each credit note naming its
 * invoice; nothing issued can change; only the order's link or account and the shop's members get
 * the PDF, whose text is checked with pdftotext; a business buyer's PDF carries Factur-X XML that
 * validates against the official EN 16931 schema with xmllint.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Database } from '../../server/marketplace/db/connection';
import { createMarketplace, type Marketplace } from '../../server/marketplace/index';
import { shopOrderStep } from '../../server/marketplace/flows/index';
import { orderToken } from '../../server/marketplace/orders/signing';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { invoicePdf, issuedOfPart } from '../../server/marketplace/invoices/index';
import { nextNumber } from '../../server/marketplace/invoices/numbering';
import { BACKENDS, closeBackends, freshDatabase, openAgain, writeThreeDiscs } from './commerce-backends';
import { attachments, pdfText, validateFacturX } from '../support/invoice-files';
import { bookTransferReceived } from '../support/transfer-booked';
import { en16931Failures } from '../support/en16931';

afterAll(closeBackends);

const ORDER_URL = 'http://127.0.0.1/Bestellungen/{number}?t={token}';

/** Shop 1 (a German trader with a VAT ID, two articles), shop 2 (one article, plenty of stock for the concurrent shipments). */
async function writeCatalogue(db: Database): Promise<void> {
  await writeThreeDiscs(db);
  const k = db.kysely;
  const trader = { street: 'Industriestraße 5', postcode: '50667', city: 'Köln', country: 'DE', tax_scheme: 'oss', is_trader: 1 };
  await k.insertInto('shops').values([
    { id: 1, name: 'Teilestadt', slug: 'teilestadt', rating: 4.8, payment_methods: 'prepayment', email: 'orders@teilestadt.example', legal_name: 'Teilestadt GmbH', vat_id: 'DE136695976', trade_register: 'Amtsgericht Köln', register_number: 'HRB 12345', ...trader },
    { id: 2, name: 'Bremsenwelt', slug: 'bremsenwelt', rating: 4.2, payment_methods: 'prepayment', legal_name: 'Bremsenwelt KG', vat_id: 'DE136695976', ...trader },
  ]).execute();
  await k.insertInto('shop_texts').values([1, 2].map((id) => ({ shop_id: id, lang_no: 1, description: 'Teile', terms: 'AGB', cancellation_policy: 'Widerruf' }))).execute();
  await k.insertInto('shop_shipping').values([1, 2].map((id) => ({ shop_id: id, country: 'DE', cost_cents: 495, free_from_cents: null, delivery_days_min: 1, delivery_days_max: 2 }))).execute();
  await k.insertInto('offers').values([
    { id: 500, article_id: 1000, shop_id: 1, price_cents: 4990, stock: 50 },
    { id: 501, article_id: 1001, shop_id: 1, price_cents: 2990, stock: 50 },
    { id: 502, article_id: 1002, shop_id: 2, price_cents: 1990, stock: 500 },
  ]).execute();
}

type Summary = { number: string; kind: string; issuedAt: string; grossCents: number; eInvoice: boolean; corrects: string | null };
type Part = { number: string; status: string; shop: { id: number }; invoices: Summary[] };

describe.each(BACKENDS)('invoices on %s', (backend) => {
  let db: Database;
  let marketplace: Marketplace;
  let replica: Marketplace;
  let replicaDb: Database;

  beforeAll(async () => {
    const fresh = await freshDatabase(backend);
    db = fresh.db;
    await writeCatalogue(db);
    marketplace = createMarketplace(db, undefined, (error) => { throw error; });
    replicaDb = backend === 'postgres' ? openAgain(fresh.location) : db;
    replica = backend === 'postgres' ? createMarketplace(replicaDb, undefined, (error) => { throw error; }) : marketplace;
  }, 120_000);

  const call = (method: 'GET' | 'POST', route: string, options: { query?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {}, through = marketplace) =>
    through.handle({ method, path: route, query: options.query ?? {}, body: options.body, headers: { 'x-spareo-locale': 'de-DE', 'x-spareo-delivery-country': 'DE', ...options.headers } });

  let keys = 0;
  async function placeOrder(offers: number[], extra: Record<string, unknown> = {}, locale = 'de-DE', country = 'DE'): Promise<{ number: string; token: string }> {
    const headers = { 'x-spareo-locale': locale, 'x-spareo-delivery-country': country };
    const sid = ((await call('GET', '/session', { headers })).body as { sid: string }).sid;
    const as = { ...headers, 'x-spareo-sid': sid, 'x-spareo-client-address': '192.0.2.8' };
    // The session is stored with its first write.
    await call('POST', '/experiments/none/variation', { body: { variationId: 'x' }, headers: as });
    const now = new Date().toISOString();
    await db.kysely.insertInto('cart_lines').values(offers.map((offer) => ({ session_id: sid, offer_id: offer, quantity: 1, added_at: now }))).execute();
    const quote = ((await call('GET', '/checkout', { headers: as })).body as { quote: { fingerprint: string; shops: { shop: { id: number } }[] } }).quote;
    keys += 1;
    const answer = await call('POST', '/orders', { headers: as, body: {
      idempotencyKey: `invoices-${backend}-${keys}-${Date.now()}`, fingerprint: quote.fingerprint, email: 'kunde@example.de',
      delivery: { name: 'Erika Mustermann', street: 'Heidestraße 17', zip: '51147', city: 'Köln' },
      shops: quote.shops.map((s) => ({ shopId: s.shop.id, payment: 'prepayment', acceptTerms: true })), orderUrl: ORDER_URL, ...extra,
    } });
    expect(answer.status).toBe(200);
    return answer.body as { number: string; token: string };
  }

  const partsOf = async (placed: { number: string; token: string }) =>
    ((await call('GET', `/orders/${placed.number}`, { query: { token: placed.token } })).body as { shops: Part[] }).shops;
  const partOfShop = async (placed: { number: string; token: string }, shopId: number) => (await partsOf(placed)).find((p) => p.shop.id === shopId)!;
  // Paid by prepayment: the transfer is booked received before anything ships.
  const ship = async (shopId: number, part: string, lines?: number[]) => {
    await bookTransferReceived(db.kysely, part);
    return shopOrderStep(db.kysely, shopId, part, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557', ...(lines ? { lines } : {}) });
  };
  async function fetchPdf(placed: { number: string; token: string }, part: string, invoice: string, token = placed.token): Promise<{ status: number; bytes: Uint8Array }> {
    const answer = await call('GET', `/orders/${placed.number}/invoices/${part}/${invoice}`, { query: { token } });
    return { status: answer.status, bytes: answer.status === 200 ? Buffer.from((answer.body as { base64: string }).base64, 'base64') : new Uint8Array() };
  }
  const partId = async (number: string) => (await db.kysely.selectFrom('order_shops').select('id').where('number', '=', number).executeTakeFirstOrThrow()).id;

  test('shipping a part issues the shop\'s invoice: seller, buyer, lines with net, VAT and gross, delivery date, in German', async () => {
    const placed = await placeOrder([500, 501]);
    const part = await partOfShop(placed, 1);
    expect(part.invoices).toEqual([]);
    expect((await ship(1, part.number)).ok).toBe(true);
    const [invoice] = (await partOfShop(placed, 1)).invoices;
    expect(invoice).toMatchObject({ number: 'INV-000001', kind: 'invoice', grossCents: 4990 + 2990 + 495, eInvoice: false, corrects: null });

    const [issued] = await issuedOfPart(db.kysely, await partId(part.number));
    const doc = issued!.document;
    // 84.75 € gross at 19 %: VAT 13.53 €, net 71.22 €; the lines' nets add up to it.
    expect(doc.rates).toEqual([{ rateBp: 1900, grossCents: 8475, vatCents: 1353, netCents: 7122 }]);
    expect(doc.lines.reduce((sum, line) => sum + line.netCents, 0)).toBe(7122);
    expect(doc.lines.map((line) => line.kind)).toEqual(['article', 'article', 'shipping']);

    const pdf = await fetchPdf(placed, part.number, 'INV-000001');
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes);
    for (const expected of ['Teilestadt GmbH', 'Industriestraße 5', 'USt-IdNr. DE136695976', 'Amtsgericht Köln HRB 12345', 'Rechnung INV-000001', 'Erika Mustermann', 'Heidestraße 17',
      'Lieferdatum', placed.number, part.number, 'Bosch 0 986 479 R64', 'Versand', '84,75 €', '71,22 €', 'USt. 19 % auf 71,22 €', '13,53 €',
      'Ausgestellt von Spareo im Namen und für Rechnung von Teilestadt GmbH']) {
      expect(text).toContain(expected);
    }
    // A plain invoice carries no XML.
    expect(attachments(pdf.bytes)).toEqual({});
    // The shipped mail links the invoice's PDF beside the order page's signed link.
    const mail = await db.kysely.selectFrom('mail_queue').select('text_body').where('kind', '=', 'shipped').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Ihre Rechnung INV-000001 als PDF:');
    expect(mail.text_body).toContain(`http://127.0.0.1/invoice/${placed.number}/${part.number}/INV-000001.pdf?t=${placed.token}`);
  });

  test('a partial shipment invoices its lines (with the shipping), the rest is invoiced when it goes out', async () => {
    const placed = await placeOrder([500, 501]);
    const part = await partOfShop(placed, 1);
    await ship(1, part.number, [2]);
    await ship(1, part.number, [1]);
    const invoices = (await partOfShop(placed, 1)).invoices;
    expect(invoices.map((i) => [i.number, i.grossCents])).toEqual([['INV-000002', 2990 + 495], ['INV-000003', 4990]]);
    const docs = (await issuedOfPart(db.kysely, await partId(part.number))).map((i) => i.document);
    expect(docs.map((d) => d.lines.map((l) => l.position ?? l.kind))).toEqual([[2, 'shipping'], [1]]);
    expect(docs[0]!.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('numbers stay gapless per shop: many shipments at once on two replicas, and a rolled-back issue gives its number back', async () => {
    const placed = [];
    for (let i = 0; i < 8; i++) placed.push(await placeOrder([502]));
    const parts = await Promise.all(placed.map((p) => partOfShop(p, 2)));
    for (const part of parts) await bookTransferReceived(db.kysely, part.number);
    // Half through one replica's connection, half through the other's, all at once.
    const outcomes = await Promise.all(parts.map((part, i) => shopOrderStep((i % 2 === 0 ? db : replicaDb).kysely, 2, part.number,
      { status: 'shipped', carrier: 'DHL', trackingNumber: `TRACK${i}` })));
    expect(outcomes.map((o) => o.ok)).toEqual(parts.map(() => true));
    // A transaction that took a number and rolled back.
    await expect(db.kysely.transaction().execute(async (tx) => {
      await nextNumber(tx, 2, 'invoice');
      throw new Error('the shipment failed after taking its number');
    })).rejects.toThrow('failed');
    const late = await placeOrder([502]);
    await ship(2, (await partOfShop(late, 2)).number);
    const numbers = (await db.kysely.selectFrom('invoices').select(['number', 'sequence']).where('shop_id', '=', 2).where('kind', '=', 'invoice').orderBy('sequence').execute());
    expect(numbers.map((n) => n.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(numbers.at(-1)!.number).toBe('INV-000009');
    // Shop 1's series is its own.
    expect((await db.kysely.selectFrom('invoices').select('number').where('shop_id', '=', 1).where('kind', '=', 'invoice').orderBy('sequence').execute()).map((n) => n.number))
      .toEqual(['INV-000001', 'INV-000002', 'INV-000003']);
  }, 60_000);

  test('a withdrawal credits the withdrawn lines and a refund beyond them credits the rest, each naming its invoice', async () => {
    const placed = await placeOrder([500, 501]);
    const part = await partOfShop(placed, 1);
    await ship(1, part.number);
    const invoiceNumber = (await partOfShop(placed, 1)).invoices[0]!.number;
    const withdrawn = await call('POST', `/orders/${placed.number}/withdrawals`, { body: { token: placed.token, part: part.number, lines: [2], name: 'Erika Mustermann', email: 'erika@example.de' } });
    expect(withdrawn.status).toBe(200);
    let invoices = (await partOfShop(placed, 1)).invoices;
    expect(invoices.slice(1)).toEqual([expect.objectContaining({ number: 'CN-000001', kind: 'credit_note', grossCents: 2990, corrects: invoiceNumber })]);
    const credit = pdfText((await fetchPdf(placed, part.number, 'CN-000001')).bytes);
    expect(credit).toContain('Rechnungskorrektur CN-000001');
    expect(credit).toContain(`Korrigiert die Rechnung ${invoiceNumber} vom`);
    expect(credit).toContain('Grund: Widerruf der Bestellung.');
    expect(credit).toContain('Bosch 0 986 479 R65');
    expect(credit).toContain('29,90 €');

    // The shop pays back the line and the shipping too: the 4.95 € beyond the credited line get their own credit note.
    expect((await shopOrderStep(db.kysely, 1, part.number, { status: 'refunded', refundCents: 2990 + 495 })).ok).toBe(true);
    invoices = (await partOfShop(placed, 1)).invoices;
    expect(invoices.slice(2)).toEqual([expect.objectContaining({ number: 'CN-000002', kind: 'credit_note', grossCents: 495, corrects: invoiceNumber })]);
    const refund = pdfText((await fetchPdf(placed, part.number, 'CN-000002')).bytes);
    expect(refund).toContain('Grund: weitere Erstattung durch den Verkäufer.');
    expect(refund).toContain('Weitere Erstattung');
    // Refunding again changes nothing.
    await shopOrderStep(db.kysely, 1, part.number, { status: 'refunded', refundCents: 2990 + 495 });
    expect((await partOfShop(placed, 1)).invoices).toHaveLength(3);
  });

  test('a whole part withdrawn is credited with its shipping', async () => {
    const placed = await placeOrder([500]);
    const part = await partOfShop(placed, 1);
    await ship(1, part.number);
    await call('POST', `/orders/${placed.number}/withdrawals`, { body: { token: placed.token, part: part.number, lines: [], name: 'Erika Mustermann', email: 'erika@example.de' } });
    const invoices = (await partOfShop(placed, 1)).invoices;
    expect(invoices.map((i) => [i.kind, i.grossCents])).toEqual([['invoice', 4990 + 495], ['credit_note', 4990 + 495]]);
  });

  test('an issued invoice never changes: the database refuses, and the PDF drawn again is the one issued', async () => {
    const id = (await db.kysely.selectFrom('invoices').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    await expect(db.kysely.updateTable('invoices').set({ number: 'INV-999999' }).where('id', '=', id).execute()).rejects.toThrow(/never changes/);
    await expect(db.kysely.updateTable('invoices').set({ document: '{}' }).where('id', '=', id).execute()).rejects.toThrow(/never changes/);
    await expect(db.kysely.deleteFrom('invoices').where('id', '=', id).execute()).rejects.toThrow(/never changes/);
    await expect(sql`UPDATE invoices SET issued_at = '2000-01-01' WHERE id = ${id}`.execute(db.kysely)).rejects.toThrow(/never changes/);
    // The shop renames itself later: the issued document keeps the name of the day.
    await db.kysely.updateTable('shops').set({ legal_name: 'Ganz Anders AG' }).where('id', '=', 1).execute();
    const issued = (await issuedOfPart(db.kysely, (await db.kysely.selectFrom('invoices').select('order_shop_id').where('id', '=', id).executeTakeFirstOrThrow()).order_shop_id))[0]!;
    // The first invoice was fetched as a PDF before (drawn then, stored): the stored file is what is handed out, and never changes.
    const file = await db.kysely.selectFrom('invoice_files').select(['pdf', 'pdf_sha256']).where('invoice_id', '=', id).executeTakeFirstOrThrow();
    const again = await invoicePdf(issued.document);
    expect(createHash('sha256').update(again).digest('hex')).toBe(file.pdf_sha256);
    expect(pdfText(again)).toContain('Teilestadt GmbH');
    const stored = await db.kysely.selectFrom('invoices').select(['number', 'order_id']).where('id', '=', id).executeTakeFirstOrThrow();
    const order = await db.kysely.selectFrom('orders').select('number').where('id', '=', stored.order_id).executeTakeFirstOrThrow();
    const served = await fetchPdf({ number: order.number, token: await orderToken(db.kysely, order.number) }, issued.document.partNumber, stored.number);
    expect(Buffer.from(served.bytes).equals(Buffer.from(file.pdf, 'base64'))).toBe(true);
    await expect(db.kysely.updateTable('invoice_files').set({ pdf: '' }).where('invoice_id', '=', id).execute()).rejects.toThrow(/never changes/);
    await expect(db.kysely.deleteFrom('invoice_files').where('invoice_id', '=', id).execute()).rejects.toThrow(/never changes/);
    await db.kysely.updateTable('shops').set({ legal_name: 'Teilestadt GmbH' }).where('id', '=', 1).execute();
  });

  test('only the order\'s link, the account that placed it and the shop\'s members get the PDF', async () => {
    const placed = await placeOrder([500, 502]);
    const mine = await partOfShop(placed, 1);
    const theirs = await partOfShop(placed, 2);
    await ship(1, mine.number);
    await ship(2, theirs.number);
    const number = (await partOfShop(placed, 1)).invoices[0]!.number;
    expect((await fetchPdf(placed, mine.number, number)).status).toBe(200);
    expect((await fetchPdf(placed, mine.number, number, 'x'.repeat(32))).status).toBe(404);
    const other = await placeOrder([500]);
    expect((await fetchPdf(placed, mine.number, number, other.token)).status).toBe(404);
    expect((await call('GET', `/orders/${placed.number}/invoices/${mine.number}/${number}`)).status).toBe(404);
    // Another order's part under this order's link: not found.
    await ship(1, (await partOfShop(other, 1)).number);
    const otherPart = (await partOfShop(other, 1));
    expect((await fetchPdf(placed, otherPart.number, otherPart.invoices[0]!.number)).status).toBe(404);

    // The portal: shop 1's key sees its part's invoice, shop 2's key does not.
    const key1 = `1.${await issueShopToken(db.kysely, 1)}`;
    const key2 = `2.${await issueShopToken(db.kysely, 2)}`;
    const portal = (key: string, part: string) => call('GET', `/portal/orders/${part}/invoices/${number}`, { headers: { 'x-spareo-portal': key } });
    const own = await portal(key1, mine.number);
    expect(own.status).toBe(200);
    expect(pdfText(Buffer.from((own.body as { base64: string }).base64, 'base64'))).toContain(`Rechnung ${number}`);
    expect((await portal(key2, mine.number)).status).toBe(404);
    expect((await call('GET', `/portal/orders/${mine.number}/invoices/${number}`)).status).toBe(401);
    const listed = (await call('GET', `/portal/orders/${mine.number}`, { headers: { 'x-spareo-portal': key1 } })).body as { invoices: Summary[] };
    expect(listed.invoices.map((i) => i.number)).toEqual([number]);
  });

  test('a business buyer with a VAT ID gets a Factur-X invoice whose XML is valid EN 16931 CII; a French buyer reads French', async () => {
    const placed = await placeOrder([500], { company: 'Garage Dupont SARL', vatId: 'FR 40 303 265 045' }, 'fr-FR');
    const part = await partOfShop(placed, 1);
    await ship(1, part.number);
    const [summary] = (await partOfShop(placed, 1)).invoices;
    expect(summary).toMatchObject({ eInvoice: true });
    const pdf = await fetchPdf(placed, part.number, summary!.number);
    const text = pdfText(pdf.bytes);
    expect(text).toContain(`Facture ${summary!.number}`);
    expect(text).toContain('Garage Dupont SARL');
    expect(text).toContain('N° TVA FR40303265045');
    expect(text).toContain('Facture électronique selon EN 16931');
    const files = attachments(pdf.bytes);
    expect(Object.keys(files)).toEqual(['factur-x.xml']);
    // Kept to be looked at when asked (SHOTS_DIR), once.
    if (process.env.SHOTS_DIR && backend === 'sqlite') fs.writeFileSync(path.join(process.env.SHOTS_DIR, 'invoice-facturx-fr-FR.pdf'), pdf.bytes);
    const xml = files['factur-x.xml']!;
    expect(xml).toContain('urn:cen.eu:en16931:2017');
    expect(xml).toContain('FR40303265045');
    expect(xml).toContain('<ram:CategoryCode>S</ram:CategoryCode>');
    const verdict = validateFacturX(xml);
    expect(verdict.output).toMatch(/validates/);
    expect(verdict.ok).toBe(true);
    expect(en16931Failures(xml)).toEqual([]);
    // A business buyer has no consumer's withdrawal: one sent is refused and credits nothing (a credit note's
    // e-invoice is checked in invoices/facturx.test.ts).
    expect((await call('POST', `/orders/${placed.number}/withdrawals`, { body: { token: placed.token, part: part.number, lines: [], name: 'Jean Dupont', email: 'jean@example.fr' } })).status).toBe(409);
    expect((await partOfShop(placed, 1)).invoices.some((i) => i.kind === 'credit_note')).toBe(false);
    // The shop sees whom it sells to.
    const key = `1.${await issueShopToken(db.kysely, 1)}`;
    const seen = (await call('GET', `/portal/orders/${part.number}`, { headers: { 'x-spareo-portal': key } })).body as { buyerCompany: string | null; buyerVatId: string | null };
    expect(seen).toMatchObject({ buyerCompany: 'Garage Dupont SARL', buyerVatId: 'FR40303265045' });
  }, 120_000);

  test('a French garage with a valid VAT ID buying from a German shop into France pays 0 %: a tax-free intra-Community supply, both VAT IDs and the wording on PDF and XML', async () => {
    await db.kysely.insertInto('shop_shipping').values({ shop_id: 1, country: 'FR', cost_cents: 990, free_from_cents: null, delivery_days_min: 2, delivery_days_max: 4 })
      .onConflict((oc) => oc.doNothing()).execute();
    const delivery = { name: 'Jean Dupont', street: '12 rue de la Paix', zip: '75002', city: 'Paris' };
    const placed = await placeOrder([500], { company: 'Garage Dupont SARL', vatId: 'FR40303265045', delivery }, 'fr-FR', 'FR');
    const part = await partOfShop(placed, 1);
    const [row] = await db.kysely.selectFrom('order_shops').select(['vat_rate_bp', 'vat_cents', 'vat_note']).where('number', '=', part.number).execute();
    expect(row).toEqual({ vat_rate_bp: 0, vat_cents: 0, vat_note: JSON.stringify({ kind: 'intraCommunity' }) });
    // A consumer in France from the same shop: the French rate by the one-stop shop.
    const consumer = await placeOrder([500], { delivery }, 'fr-FR', 'FR');
    const [oss] = await db.kysely.selectFrom('order_shops').select(['vat_rate_bp']).where('number', '=', (await partOfShop(consumer, 1)).number).execute();
    expect(oss!.vat_rate_bp).toBe(2000);

    await ship(1, part.number);
    const [summary] = (await partOfShop(placed, 1)).invoices;
    const pdf = await fetchPdf(placed, part.number, summary!.number);
    const text = pdfText(pdf.bytes);
    for (const expected of ['N° TVA DE136695976', 'N° TVA FR40303265045', 'Livraison intracommunautaire exonérée de TVA', 'TVA 0 % sur 59,80 €', 'Paiement anticipé (virement) : payée, plus rien à payer.']) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
    if (process.env.SHOTS_DIR && backend === 'sqlite') fs.writeFileSync(path.join(process.env.SHOTS_DIR, 'invoice-intra-eu-fr-FR.pdf'), pdf.bytes);
    const xml = attachments(pdf.bytes)['factur-x.xml']!;
    expect(xml).toContain('<ram:CategoryCode>K</ram:CategoryCode>');
    expect(xml).toContain('<ram:ExemptionReasonCode>VATEX-EU-IC</ram:ExemptionReasonCode>');
    expect(xml).toContain('<ram:DuePayableAmount>0.00</ram:DuePayableAmount>');
    expect(validateFacturX(xml).ok).toBe(true);
    expect(en16931Failures(xml)).toEqual([]);
  }, 120_000);

  test('a VAT ID that cannot be one, or one without a company, is refused beside its field', async () => {
    const headers = { 'x-spareo-locale': 'de-DE' };
    const sid = ((await call('GET', '/session', { headers })).body as { sid: string }).sid;
    const as = { ...headers, 'x-spareo-sid': sid, 'x-spareo-client-address': '192.0.2.8' };
    await call('POST', '/experiments/none/variation', { body: { variationId: 'x' }, headers: as });
    await db.kysely.insertInto('cart_lines').values({ session_id: sid, offer_id: 500, quantity: 1, added_at: new Date().toISOString() }).execute();
    const quote = ((await call('GET', '/checkout', { headers: as })).body as { quote: { fingerprint: string } }).quote;
    const body = (extra: Record<string, unknown>) => ({
      idempotencyKey: `invoices-bad-${backend}-${Date.now()}-${Math.random().toString(36).slice(2)}`, fingerprint: quote.fingerprint, email: 'kunde@example.de',
      delivery: { name: 'Erika Mustermann', street: 'Heidestraße 17', zip: '51147', city: 'Köln' },
      shops: [{ shopId: 1, payment: 'prepayment', acceptTerms: true }], orderUrl: ORDER_URL, ...extra,
    });
    const wrongDigit = await call('POST', '/orders', { headers: as, body: body({ company: 'Werkstatt Müller', vatId: 'DE136695977' }) });
    expect(wrongDigit.status).toBe(400);
    expect(wrongDigit.body).toMatchObject({ field: 'vatId' });
    const noCompany = await call('POST', '/orders', { headers: as, body: body({ vatId: 'DE136695976' }) });
    expect(noCompany.status).toBe(400);
    expect(noCompany.body).toMatchObject({ field: 'company' });
    expect(await orderToken(db.kysely, 'SP-000000-ZZZZZZ')).toHaveLength(32);
  });
});
