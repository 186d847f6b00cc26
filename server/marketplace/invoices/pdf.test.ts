/**
 * The drawn invoice as its reader sees it: addresses name their country in the document's language
 * (the XML keeps the ISO code), and the unit price is net, as the net column beside it, so quantity
 * times unit price is the line's net.
 */
import { pdfText } from '../../../test/support/invoice-files';
import { priced, type InvoiceDocument, type LineInput } from './document';
import { ciiXml } from './facturx';
import { lineNameFor } from './files';
import { invoicePdf } from './pdf';

jest.setTimeout(120_000);

const german = { name: 'Teilestadt GmbH', street: 'Industriestraße 5', zip: '50667', city: 'Köln', country: 'DE', vatId: 'DE136695976', email: null, phone: null, tradeRegister: 'Amtsgericht Köln', registerNumber: 'HRB 12345' };
const frenchGarage = { name: 'Jean Dupont', street: '12 rue de la Paix', zip: '75002', city: 'Paris', country: 'FR', vatId: 'FR40303265045', email: null, company: 'Garage Dupont SARL' };

function documentOf(over: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const lines: LineInput[] = [
    { kind: 'article', position: 1, brand: 'Bosch', articleNumber: '0 986 479 R64', title: 'Bremsscheibe', quantity: 2, unitGrossCents: 4990, grossCents: 9980, rateBp: 1900 },
    { kind: 'shipping', position: null, brand: '', articleNumber: '', title: '', quantity: 1, unitGrossCents: 595, grossCents: 595, rateBp: 1900 },
  ];
  return {
    kind: 'invoice', cause: 'shipment', number: 'INV-000001', issuedAt: '2026-11-20T10:00:00.000Z', deliveryDate: '2026-11-20', locale: 'de-DE',
    orderNumber: 'SP-261120-ABCDEF', partNumber: 'SP-261120-ABCDEF-1', orderedAt: '2026-11-18T09:00:00.000Z', corrects: null,
    seller: german, buyer: frenchGarage, deliveryAddress: { name: 'Jean Dupont', street: '12 rue de la Paix', zip: '75002', city: 'Paris', country: 'FR' },
    vatNote: null, paymentMethod: 'card', settlement: { paid: true, account: null, reference: 'SP-261120-ABCDEF', dueDate: null }, eInvoice: true,
    ...priced(lines), ...over,
  };
}

const read = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');
const lineOf = (text: string, containing: string) => text.split('\n').find((line) => line.includes(containing)) ?? '';

test('addresses name the country in the document\'s language, never its code; the XML keeps the code', async () => {
  const de = read(pdfText(await invoicePdf(documentOf())));
  expect(de).toContain('Deutschland');
  expect(de).toContain('Frankreich');
  expect(de).not.toMatch(/^\s*(DE|FR)\s*$/m);
  const fr = read(pdfText(await invoicePdf(documentOf({ locale: 'fr-FR', kind: 'credit_note', cause: 'withdrawal', number: 'CN-000001', corrects: { number: 'INV-000001', issuedAt: '2026-11-20T10:00:00.000Z' } }))));
  expect(fr).toContain('Allemagne');
  expect(fr).toContain('France');
  expect(fr).not.toMatch(/\s(DE|FR)\s*(\n|$)/);
  const doc = documentOf();
  const xml = await ciiXml(doc, lineNameFor(doc));
  expect(xml).toContain('<ram:CountryID>FR</ram:CountryID>');
  expect(xml).toContain('<ram:CountryID>DE</ram:CountryID>');
});

test('the unit price is net like the net column beside it: quantity × unit price = net', async () => {
  const doc = documentOf();
  // 2 × 49,90 € gross at 19 %: 83,87 € net, 41,935 € a piece; shipping 5,95 € gross is 5,00 € net.
  expect(doc.lines.map((line) => line.netCents)).toEqual([8387, 500]);
  const text = read(pdfText(await invoicePdf(doc)));
  expect(text).toContain('Einzelpr. netto');
  const article = lineOf(text, '0 986 479 R64');
  expect(article).toContain('41,935 €');
  expect(article).toContain('83,87 €');
  expect(article).toContain('99,80 €');
  expect(article).not.toContain('49,90 €');
  expect(lineOf(text, 'Versand')).toMatch(/1 5,00 € 5,00 € 19 % 5,95 €/);
  const fr = read(pdfText(await invoicePdf(documentOf({ locale: 'fr-FR' }))));
  expect(fr).toContain('P.U. HT');
  expect(lineOf(fr, '0 986 479 R64')).toContain('41,935 €');
});
