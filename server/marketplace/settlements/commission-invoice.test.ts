/**
 * The operator's commission invoice: 19 % German VAT contained in a German shop's commission, reverse
 * charge with both VAT IDs and the note in the shop's language for a shop elsewhere in the EU, a
 * credit line for commission given back; its CII passes the Factur-X schema and EN 16931's rules.
 */
import { validateFacturX } from '../../../test/support/invoice-files';
import { en16931FailuresOfAll } from '../../../test/support/en16931';
import { ciiXml, lineNameFor } from '../invoices';
import type { OperatorIdentity } from '../dependencies';
import { commissionInvoiceDocument } from './commission-invoice';

const OPERATOR: OperatorIdentity = { name: 'Teilewerk Handels GmbH', street: 'Domstraße 1', postcode: '50668', city: 'Köln', country: 'DE', email: 'buchhaltung@teilewerk.example', phone: null, register: 'Amtsgericht Köln, HRB 98765', vatId: 'DE136695976' };
const GERMAN = { name: 'Teilestadt', legalName: 'Teilestadt GmbH', street: 'Industriestraße 5', postcode: '50667', city: 'Köln', country: 'DE', vatId: 'DE129273398', email: 'buero@teilestadt.example' };
const AUSTRIAN = { name: 'Autoteile Huber', legalName: 'Autoteile Huber e.U.', street: 'Mariahilfer Straße 10', postcode: '1070', city: 'Wien', country: 'AT', vatId: 'ATU13585627', email: null };
const FRENCH = { name: 'Pièces Dupont', legalName: 'Pièces Dupont SARL', street: '12 rue de la Paix', postcode: '75002', city: 'Paris', country: 'FR', vatId: 'FR40303265045', email: 'compta@dupont.example' };

const settlement = (commissionCents: number, vatCents: number, items = [{ commissionCents }]) => ({ id: 12, month: '2026-10', shopId: 3, commissionCents, vatCents, items });
const at = new Date('2026-11-02T09:00:00Z');

test('a German shop: 19 % VAT contained in the commission, as the settlement fixed it; category S with both VAT IDs', async () => {
  // 201,67 € commission: 32,20 € VAT contained (the ledger's posting), 169,47 € net.
  const doc = commissionInvoiceDocument(settlement(20_167, 3_220), GERMAN, OPERATOR, 'COM-2026-000001', at)!;
  expect({ net: doc.netCents, vat: doc.vatCents, gross: doc.grossCents, rates: doc.rates.map((r) => r.rateBp), locale: doc.locale, note: doc.vatNote }).toEqual({ net: 16_947, vat: 3_220, gross: 20_167, rates: [1900], locale: 'de-DE', note: null });
  expect(doc.service).toEqual({ period: { start: '2026-10-01', end: '2026-10-31' }, reference: '2026-10 #12' });
  expect(doc.lines.map((l) => l.title)).toEqual(['Vermittlungsprovision Oktober 2026']);
  const xml = await ciiXml(doc, lineNameFor(doc));
  expect(xml).toContain('<ram:CategoryCode>S</ram:CategoryCode>');
  expect(xml).toContain('<ram:CalculatedAmount>32.20</ram:CalculatedAmount>');
  expect(xml).toContain('<ram:ID schemeID="VA">DE136695976</ram:ID>');
  expect(xml).toContain('<ram:ID schemeID="VA">DE129273398</ram:ID>');
  expect(xml).toMatch(/<ram:BillingSpecifiedPeriod>\s*<ram:StartDateTime>\s*<udt:DateTimeString format="102">20261001</);
  expect(xml).toContain('<ram:TypeCode>97</ram:TypeCode>');
  expect(xml).toContain('<ram:DuePayableAmount>0.00</ram:DuePayableAmount>');
  expect(xml).not.toContain('im Namen und für Rechnung');
});

test('a VAT the settlement did not fix is refused: the invoice never says other than the ledger', () => {
  expect(() => commissionInvoiceDocument(settlement(20_167, 0), GERMAN, OPERATOR, 'COM-2026-000001', at)).toThrow(/VAT/);
});

test('an Austrian and a French shop: reverse charge, no VAT, category AE with VATEX-EU-AE and the note in their language', async () => {
  const austrian = commissionInvoiceDocument(settlement(20_167, 0), AUSTRIAN, OPERATOR, 'COM-2026-000002', at)!;
  const french = commissionInvoiceDocument(settlement(20_167, 0), FRENCH, OPERATOR, 'COM-2026-000003', at)!;
  expect([austrian.locale, austrian.vatCents, austrian.grossCents, austrian.vatNote]).toEqual(['de-AT', 0, 20_167, { kind: 'reverseCharge' }]);
  expect([french.locale, french.vatCents, french.netCents, french.vatNote]).toEqual(['fr-FR', 0, 20_167, { kind: 'reverseCharge' }]);
  const [at_, fr] = await Promise.all([ciiXml(austrian, lineNameFor(austrian)), ciiXml(french, lineNameFor(french))]);
  for (const xml of [at_, fr]) {
    expect(xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode>');
    expect(xml).toContain('<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>');
    expect(xml).toContain('<ram:ID schemeID="VA">DE136695976</ram:ID>');
  }
  expect(at_).toContain('<ram:ID schemeID="VA">ATU13585627</ram:ID>');
  expect(at_).toContain('Steuerschuldnerschaft des Leistungsempfängers');
  expect(fr).toContain('<ram:ID schemeID="VA">FR40303265045</ram:ID>');
  expect(fr).toContain('Autoliquidation');
  expect(fr).toContain('Commission d’intermédiation octobre 2026');
});

test('commission given back by refunds is a credit line; the VAT is on what is left', () => {
  const doc = commissionInvoiceDocument(settlement(10_000, 1_597, [{ commissionCents: 11_900 }, { commissionCents: -1_900 }]), GERMAN, OPERATOR, 'COM-2026-000004', at)!;
  expect(doc.lines.map((l) => [l.quantity, l.grossCents])).toEqual([[1, 11_900], [-1, -1_900]]);
  expect([doc.grossCents, doc.vatCents, doc.lines.reduce((sum, l) => sum + l.netCents, 0)]).toEqual([10_000, 1_597, 8_403]);
});

test('a settlement that moved no commission has no invoice', () => {
  expect(commissionInvoiceDocument(settlement(0, 0, [{ commissionCents: 0 }]), GERMAN, OPERATOR, 'COM-2026-000005', at)).toBeNull();
});

test('each kind passes the Factur-X schema and EN 16931\'s business rules with no fatal error', async () => {
  const docs = [
    commissionInvoiceDocument(settlement(20_167, 3_220), GERMAN, OPERATOR, 'COM-2026-000001', at)!,
    commissionInvoiceDocument(settlement(20_167, 0), AUSTRIAN, OPERATOR, 'COM-2026-000002', at)!,
    commissionInvoiceDocument(settlement(20_167, 0), FRENCH, OPERATOR, 'COM-2026-000003', at)!,
    commissionInvoiceDocument(settlement(10_000, 1_597, [{ commissionCents: 11_900 }, { commissionCents: -1_900 }]), GERMAN, OPERATOR, 'COM-2026-000004', at)!,
    commissionInvoiceDocument(settlement(5_000, 0), { ...GERMAN, country: 'CH', vatId: 'CHE116281710' }, OPERATOR, 'COM-2026-000006', at)!,
  ];
  const xmls = await Promise.all(docs.map((doc) => ciiXml(doc, lineNameFor(doc))));
  const failures = en16931FailuresOfAll(xmls);
  docs.forEach((doc, index) => {
    const schema = validateFacturX(xmls[index]!);
    expect({ number: doc.number, schema: schema.ok ? 'validates' : schema.output, failures: failures[index] }).toEqual({ number: doc.number, schema: 'validates', failures: [] });
  });
}, 120_000);
