/**
 * What the law asks an invoice to say beyond its amounts, per country, in the PDF and in the
 * e-invoice's notes: a French business invoice's mentions (seller's SIREN, RCS, legal form and
 * capital, the late-payment penalties and the 40 € recovery indemnity, no discount for early
 * payment; a small business's "TVA non applicable, art. 293 B du CGI"), and an Austrian one's
 * words (UID, USt., the small business's "Umsatzsteuerbefreit – Kleinunternehmer").
 */
import { pdfText, validateFacturX } from '../../../test/support/invoice-files';
import { en16931FailuresOfAll } from '../../../test/support/en16931';
import { priced, type InvoiceDocument, type LineInput } from './document';
import { ciiXml } from './facturx';
import { lineNameFor } from './files';
import { invoicePdf } from './pdf';

jest.setTimeout(120_000);

const frenchSarl = {
  name: 'Pièces Auto Lyon', street: '3 rue des Lilas', zip: '69003', city: 'Lyon', country: 'FR', vatId: 'FR40303265045', email: 'contact@pal.example', phone: null,
  tradeRegister: 'RCS Lyon', registerNumber: '732 829 320 00074', legalForm: 'SARL', shareCapitalCents: 1_000_000,
};
const frenchSmall = { ...frenchSarl, name: 'Pièces Martin', vatId: null, registerNumber: '732 829 320', legalForm: 'EI', shareCapitalCents: null };
const german = { name: 'Teilestadt GmbH', street: 'Industriestraße 5', zip: '50667', city: 'Köln', country: 'DE', vatId: 'DE136695976', email: 'orders@teilestadt.example', phone: null, tradeRegister: 'Amtsgericht Köln', registerNumber: 'HRB 12345' };
const austrianSmall = { name: 'Teile Huber', street: 'Hauptstraße 1', zip: '4020', city: 'Linz', country: 'AT', vatId: null, email: 'huber@example.at', phone: null, tradeRegister: null, registerNumber: null };
const austrian = { ...austrianSmall, name: 'Teile Huber GmbH', vatId: 'ATU13585627', tradeRegister: 'Landesgericht Linz', registerNumber: 'FN 123456a' };
const frenchGarage = { name: 'Jean Dupont', street: '12 rue de la Paix', zip: '75002', city: 'Paris', country: 'FR', vatId: 'FR40303265045', email: 'jean@example.fr', company: 'Garage Dupont SARL' };
const austrianGarage = { name: 'Josef Gruber', street: 'Ringstraße 3', zip: '1010', city: 'Wien', country: 'AT', vatId: 'ATU13585627', email: 'gruber@example.at', company: 'Kfz Gruber GmbH' };
const germanConsumer = { name: 'Erika Mustermann', street: 'Heidestraße 17', zip: '51147', city: 'Köln', country: 'DE', vatId: null, email: 'kunde@example.de', company: null };

function documentOf(over: Partial<InvoiceDocument> & { rateBp?: number }): InvoiceDocument {
  const rateBp = over.rateBp ?? 2000;
  const lines: LineInput[] = [
    { kind: 'article', position: 1, brand: 'Bosch', articleNumber: '0 986 479 R64', title: 'Disque de frein', quantity: 2, unitGrossCents: 4990, grossCents: 9980, rateBp },
    { kind: 'shipping', position: null, brand: '', articleNumber: '', title: '', quantity: 1, unitGrossCents: 495, grossCents: 495, rateBp },
  ];
  const buyer = over.buyer ?? frenchGarage;
  return {
    kind: 'invoice', cause: 'shipment', number: 'INV-000007', issuedAt: '2026-11-20T10:00:00.000Z', deliveryDate: '2026-11-20', locale: 'fr-FR',
    orderNumber: 'SP-261120-ABCDEF', partNumber: 'SP-261120-ABCDEF-1', orderedAt: '2026-11-18T09:00:00.000Z', corrects: null,
    seller: frenchSarl, buyer, deliveryAddress: { name: buyer.name, street: buyer.street, zip: buyer.zip, city: buyer.city, country: buyer.country },
    vatNote: null, paymentMethod: 'invoice',
    settlement: { paid: false, account: { holder: 'Pièces Auto Lyon', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPPXXX' }, reference: 'SP-261120-ABCDEF-1', dueDate: '2026-12-04' },
    eInvoice: true, ...priced(lines), ...over,
  };
}

/** The text as read, with the no-break spaces French puts in numbers and before colons read as spaces. */
const read = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');
const textOf = async (doc: InvoiceDocument) => read(pdfText(await invoicePdf(doc)));
const xmlOf = async (doc: InvoiceDocument) => read(await ciiXml(doc, lineNameFor(doc)));

const FRENCH_B2B = [
  'SIREN 732 829 320', 'RCS Lyon', 'SARL au capital de 10 000,00 €',
  'indemnité forfaitaire pour frais de recouvrement de 40 €', 'Pas d’escompte pour paiement anticipé', 'pénalités de retard',
];

describe('a French business invoice says what the Code de commerce asks', () => {
  test.each([
    ['a French shop to a French garage, on account', documentOf({})],
    ['a French shop to a French garage, paid by card', documentOf({ paymentMethod: 'card', settlement: { paid: true, account: null, reference: 'SP-261120-ABCDEF', dueDate: null } })],
  ])('%s: in the PDF and in the e-invoice\'s notes', async (_kind, doc) => {
    const [pdf, xml] = await Promise.all([textOf(doc), xmlOf(doc)]);
    for (const mention of FRENCH_B2B.slice(3)) {
      expect(pdf).toContain(mention);
      expect(xml).toContain(mention);
    }
    for (const mention of FRENCH_B2B.slice(0, 3)) expect(pdf).toContain(mention);
  });

  test('a German shop\'s intra-Community supply to a French garage carries them too; its German consumer invoice does not', async () => {
    const intra = documentOf({ seller: german, rateBp: 0, vatNote: { kind: 'intraCommunity' } });
    const pdf = await textOf(intra);
    expect(pdf).toContain('indemnité forfaitaire pour frais de recouvrement de 40 €');
    const consumer = documentOf({ seller: german, buyer: germanConsumer, locale: 'de-DE', rateBp: 1900, eInvoice: false, paymentMethod: 'card', settlement: { paid: true, account: null, reference: 'x', dueDate: null } });
    expect(await textOf(consumer)).not.toMatch(/40 €|Skonto|recouvrement/);
  });

  test('a French small business says "TVA non applicable, art. 293 B du CGI"', async () => {
    const doc = documentOf({ seller: frenchSmall, rateBp: 0, vatNote: { kind: 'smallBusiness', basis: 'art. 293 B du CGI' } });
    expect(await textOf(doc)).toContain('TVA non applicable, art. 293 B du CGI');
    expect(await xmlOf(doc)).toContain('TVA non applicable, art. 293 B du CGI');
  });

  test('each passes the Factur-X schema and EN 16931\'s rules', async () => {
    const docs = [documentOf({}), documentOf({ seller: frenchSmall, rateBp: 0, vatNote: { kind: 'smallBusiness', basis: 'art. 293 B du CGI' } }), documentOf({ seller: german, rateBp: 0, vatNote: { kind: 'intraCommunity' } })];
    const xmls = await Promise.all(docs.map((doc) => ciiXml(doc, lineNameFor(doc))));
    const failures = en16931FailuresOfAll(xmls);
    xmls.forEach((xml, index) => expect({ index, schema: validateFacturX(xml).ok, failures: failures[index] }).toEqual({ index, schema: true, failures: [] }));
  }, 120_000);
});

describe('an Austrian invoice speaks Austrian tax', () => {
  test('an Austrian small business: "Umsatzsteuerbefreit – Kleinunternehmer gemäß § 6 Abs. 1 Z 27 UStG", in the Austrian and the German edition', async () => {
    for (const locale of ['de-AT', 'de-DE']) {
      const doc = documentOf({ seller: austrianSmall, buyer: { ...germanConsumer, country: 'AT' }, locale, rateBp: 0, vatNote: { kind: 'smallBusiness', basis: '§ 6 Abs. 1 Z 27 UStG' }, eInvoice: false });
      expect(await textOf(doc)).toContain('Umsatzsteuerbefreit – Kleinunternehmer gemäß § 6 Abs. 1 Z 27 UStG');
    }
  });

  test('an Austrian shop\'s invoice to an Austrian garage: UID and Firmenbuch, USt., never MwSt.', async () => {
    const doc = documentOf({ seller: austrian, buyer: austrianGarage, locale: 'de-AT', paymentMethod: 'card', settlement: { paid: true, account: null, reference: 'x', dueDate: null } });
    const pdf = await textOf(doc);
    expect(pdf).toContain('UID-Nr. ATU13585627');
    expect(pdf).toContain('Firmenbuch Landesgericht Linz FN 123456a');
    expect(pdf).toContain('USt. 20 %');
    expect(pdf).not.toContain('MwSt');
    expect(pdf).not.toContain('recouvrement');
  });
});
