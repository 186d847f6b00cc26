/**
 * Every kind of e-invoice the marketplace issues passes what its receivers run: the Factur-X
 * EN 16931 schema and EN 16931's business rules (test/support/en16931.ts), with no fatal error;
 * and says how it is paid as it stood.
 */
import { validateFacturX } from '../../../test/support/invoice-files';
import { en16931FailuresOfAll } from '../../../test/support/en16931';
import { priced, type InvoiceDocument, type LineInput } from './document';
import { ciiXml } from './facturx';
import { lineNameFor } from './files';

const COLLECTION = { holder: 'Spareo GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };
const german = { name: 'Teilestadt GmbH', street: 'Industriestraße 5', zip: '50667', city: 'Köln', country: 'DE', vatId: 'DE136695976', email: 'orders@teilestadt.example', phone: null, tradeRegister: 'Amtsgericht Köln', registerNumber: 'HRB 12345' };
const frenchSmall = { name: 'Pièces Martin', street: '3 rue des Lilas', zip: '69003', city: 'Lyon', country: 'FR', vatId: null, email: 'contact@martin.example', phone: null, tradeRegister: 'RCS Lyon', registerNumber: '732 829 320' };
const consumer = { name: 'Erika Mustermann', street: 'Heidestraße 17', zip: '51147', city: 'Köln', country: 'DE', vatId: null, email: 'kunde@example.de', company: null };
const germanGarage = { ...consumer, name: 'Max Müller', company: 'Werkstatt Müller', vatId: 'DE136695976' };
const swissGarage = { name: 'Urs Meier', street: 'Bahnhofstrasse 1', zip: '8001', city: 'Zürich', country: 'CH', vatId: 'CHE-116.281.710 MWST', email: 'urs@example.ch', company: 'Garage Meier AG' };
const frenchGarage = { name: 'Jean Dupont', street: '12 rue de la Paix', zip: '75002', city: 'Paris', country: 'FR', vatId: 'FR40303265045', email: 'jean@example.fr', company: 'Garage Dupont SARL' };

function documentOf(over: Partial<InvoiceDocument> & { lines?: LineInput[]; rateBp?: number }): InvoiceDocument {
  const rateBp = over.rateBp ?? 1900;
  const lines: LineInput[] = over.lines ?? [
    { kind: 'article', position: 1, brand: 'Bosch', articleNumber: '0 986 479 R64', title: 'Bremsscheibe', quantity: 2, unitGrossCents: 4990, grossCents: 9980, rateBp },
    { kind: 'shipping', position: null, brand: '', articleNumber: '', title: '', quantity: 1, unitGrossCents: 495, grossCents: 495, rateBp },
  ];
  const buyer = over.buyer ?? germanGarage;
  return {
    kind: 'invoice', cause: 'shipment', number: 'INV-000001', issuedAt: '2026-11-20T10:00:00.000Z', deliveryDate: '2026-11-20', locale: 'de-DE',
    orderNumber: 'SP-261120-ABCDEF', partNumber: 'SP-261120-ABCDEF-1', orderedAt: '2026-11-18T09:00:00.000Z', corrects: null,
    seller: german, buyer, deliveryAddress: { name: buyer.name, street: buyer.street, zip: buyer.zip, city: buyer.city, country: buyer.country },
    vatNote: null, paymentMethod: 'card', settlement: { paid: true, account: null, reference: 'SP-261120-ABCDEF', dueDate: null }, eInvoice: true,
    ...priced(lines), ...over,
  };
}

const KINDS: [string, InvoiceDocument][] = [
  ['a consumer\'s, paid by card', documentOf({ buyer: consumer, eInvoice: false })],
  ['a domestic business buyer\'s, paid by prepayment into the collection account', documentOf({ paymentMethod: 'prepayment', settlement: { paid: true, account: COLLECTION, reference: 'SP-261120-ABCDEF', dueDate: null } })],
  ['a domestic business buyer\'s on account, open, to the shop\'s account', documentOf({ paymentMethod: 'invoice', settlement: { paid: false, account: { holder: 'Teilestadt GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' }, reference: 'SP-261120-ABCDEF-1', dueDate: '2026-12-04' } })],
  ['an intra-Community supply to a French garage, in French', documentOf({ buyer: frenchGarage, locale: 'fr-FR', rateBp: 0, vatNote: { kind: 'intraCommunity' }, paymentMethod: 'paypal' })],
  ['a French small business\'s', documentOf({ seller: frenchSmall, buyer: frenchGarage, locale: 'fr-FR', rateBp: 0, vatNote: { kind: 'smallBusiness', basis: 'art. 293 B du CGI' } })],
  ['a credit note of a prepaid invoice', documentOf({ kind: 'credit_note', cause: 'withdrawal', number: 'CN-000001', corrects: { number: 'INV-000001', issuedAt: '2026-11-20T10:00:00.000Z' }, paymentMethod: 'prepayment', settlement: { paid: true, account: COLLECTION, reference: 'SP-261120-ABCDEF', dueDate: null } })],
  ['an export to a Swiss garage, tax-free', documentOf({ buyer: swissGarage, rateBp: 0, vatNote: { kind: 'export' } })],
  ['a cash-on-delivery invoice, open', documentOf({ paymentMethod: 'cod', settlement: { paid: false, account: null, reference: 'SP-261120-ABCDEF-1', dueDate: '2026-11-20' } })],
];

test('each kind passes the Factur-X schema and EN 16931\'s business rules with no fatal error', async () => {
  const xmls = await Promise.all(KINDS.map(([, doc]) => ciiXml(doc, lineNameFor(doc))));
  const failures = en16931FailuresOfAll(xmls);
  KINDS.forEach(([kind], index) => {
    expect({ kind, schema: validateFacturX(xmls[index]!).output.includes('validates'), failures: failures[index] }).toEqual({ kind, schema: true, failures: [] });
  });
}, 120_000);

const amountOf = (xml: string, name: string) => new RegExp(`<ram:${name}>([^<]*)</ram:${name}>`).exec(xml)?.[1];

test('a paid invoice owes nothing and names the means used; an open one on account names the shop\'s IBAN, the due date and the reference', async () => {
  const paid = KINDS[0]![1];
  const xml = await ciiXml(paid, lineNameFor(paid));
  expect(amountOf(xml, 'DuePayableAmount')).toBe('0.00');
  expect(amountOf(xml, 'TotalPrepaidAmount')).toBe('104.75');
  expect(xml).toContain('<ram:TypeCode>48</ram:TypeCode>');
  expect(xml).toContain('Kreditkarte: bezahlt, es ist nichts mehr zu zahlen.');
  const open = KINDS[2]![1];
  const onAccount = await ciiXml(open, lineNameFor(open));
  expect(amountOf(onAccount, 'DuePayableAmount')).toBe('104.75');
  expect(onAccount).toContain('<ram:TypeCode>58</ram:TypeCode>');
  expect(onAccount).toContain('<ram:IBANID>DE02120300000000202051</ram:IBANID>');
  expect(onAccount).toContain('<ram:PaymentReference>SP-261120-ABCDEF-1</ram:PaymentReference>');
  expect(onAccount).toMatch(/<ram:DueDateDateTime>\s*<udt:DateTimeString format="102">20261204</);
  expect(onAccount).toContain('Bitte überweisen Sie 104,75');
  expect(onAccount).not.toMatch(/Paid with|Issued by/);
});

test('an intra-Community supply is category K at 0 % with both VAT IDs, VATEX-EU-IC and the reason in the buyer\'s language', async () => {
  const doc = KINDS[3]![1];
  const xml = await ciiXml(doc, lineNameFor(doc));
  expect(xml).toContain('<ram:CategoryCode>K</ram:CategoryCode>');
  expect(xml).toContain('<ram:ExemptionReasonCode>VATEX-EU-IC</ram:ExemptionReasonCode>');
  expect(xml).toContain('<ram:ExemptionReason>Livraison intracommunautaire exonérée de TVA</ram:ExemptionReason>');
  expect(xml).toContain('<ram:ID schemeID="VA">DE136695976</ram:ID>');
  expect(xml).toContain('<ram:ID schemeID="VA">FR40303265045</ram:ID>');
  const german = documentOf({ ...doc, locale: 'de-DE' });
  expect(await ciiXml(german, lineNameFor(german))).toContain('<ram:ExemptionReason>Steuerfreie innergemeinschaftliche Lieferung</ram:ExemptionReason>');
});

test('a French small business is identified by its SIREN (scheme 0002) and names its exemption', async () => {
  const doc = KINDS[4]![1];
  const xml = await ciiXml(doc, lineNameFor(doc));
  expect(xml).toMatch(/<ram:SpecifiedLegalOrganization>\s*<ram:ID schemeID="0002">732829320<\/ram:ID>/);
  expect(xml).toContain('<ram:CategoryCode>E</ram:CategoryCode>');
  expect(xml).toContain('TVA non applicable, art. 293 B du CGI');
});
