/**
 * The EN 16931 e-invoice of a business buyer: the PDF of pdf.ts with its data as Cross Industry
 * Invoice XML inside, a Factur-X / ZUGFeRD EN 16931 ("Comfort") PDF/A-3, made by @e-invoice-eu/core
 * from the same frozen document. The library takes the invoice in its UBL-shaped JSON and writes
 * the CII; amounts are decimal strings of euros.
 *
 * VAT categories: S (standard rate) for a part with VAT; for one without, G (export out of the EU),
 * E (a small business's exemption, with the law named) and K (a tax-free intra-Community supply to
 * a business buyer with a VAT ID of another member state, with both VAT IDs); for the operator's
 * commission abroad AE (reverse charge, both VAT IDs) or O (not taxable here: no VAT ID is named,
 * as EN 16931 wants). A service over a period (the commission of a month) names its period instead
 * of a delivery. Texts are in the buyer's language.
 */
import type { Invoice } from '@e-invoice-eu/core';
import type { InvoiceDocument } from './document';
import { legalNotes, vatNoteText } from './mentions';
import { sirenOf } from './siren';
import { paymentTermsOf } from './terms';
import { wordsFor } from './words';
import { hundredths } from '../../../locales/amounts';

export const FACTUR_X_FORMAT = 'Factur-X-EN16931';

const isoDay = (iso: string) => iso.slice(0, 10);

type Translate = ReturnType<typeof wordsFor>['t'];

function category(doc: InvoiceDocument, rateBp: number, t: Translate) {
  const percent = hundredths(rateBp);
  const scheme = { 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } as const;
  if (rateBp > 0) return { 'cbc:ID': 'S', 'cbc:Percent': percent, ...scheme } as const;
  if (doc.vatNote?.kind === 'smallBusiness') {
    return { 'cbc:ID': 'E', 'cbc:Percent': '0', 'cbc:TaxExemptionReason': vatNoteText(doc, t), ...scheme } as const;
  }
  if (doc.vatNote?.kind === 'intraCommunity') {
    return { 'cbc:ID': 'K', 'cbc:Percent': '0', 'cbc:TaxExemptionReasonCode': 'VATEX-EU-IC', 'cbc:TaxExemptionReason': t('tax.note.intraCommunity'), ...scheme } as const;
  }
  if (doc.vatNote?.kind === 'reverseCharge') {
    return { 'cbc:ID': 'AE', 'cbc:Percent': '0', 'cbc:TaxExemptionReasonCode': 'VATEX-EU-AE', 'cbc:TaxExemptionReason': t('tax.note.reverseCharge'), ...scheme } as const;
  }
  if (doc.vatNote?.kind === 'outsideScope') {
    return { 'cbc:ID': 'O', 'cbc:TaxExemptionReasonCode': 'VATEX-EU-O', 'cbc:TaxExemptionReason': t('tax.note.outsideScope'), ...scheme } as const;
  }
  return { 'cbc:ID': 'G', 'cbc:Percent': '0', 'cbc:TaxExemptionReasonCode': 'VATEX-EU-G', ...scheme } as const;
}

/** The document's notes as the one note the schema takes; none when there is nothing to say. */
const notesOf = (notes: readonly string[]) => {
  const said = notes.filter(Boolean);
  return said.length > 0 ? { 'cbc:Note': [said.join('\n')] } : {};
};

function sellerIds(seller: InvoiceDocument['seller'], namesVatIds: boolean) {
  const siren = sirenOf(seller);
  const taxSchemes = [
    ...(seller.vatId && namesVatIds ? [{ 'cbc:CompanyID': seller.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }] : []),
    ...(!seller.vatId && siren ? [{ 'cbc:CompanyID': siren, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }] : []),
  ];
  return {
    ...(taxSchemes.length > 0 ? { 'cac:PartyTaxScheme': taxSchemes } : {}),
    // Without its VAT ID (a service not taxable here) the seller is known by its register number (BR-CO-26).
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': seller.name, ...(siren ? { 'cbc:CompanyID': siren, 'cbc:CompanyID@schemeID': '0002' } : !namesVatIds && seller.registerNumber ? { 'cbc:CompanyID': seller.registerNumber } : {}) },
  };
}

/** The document in the library's input shape. */
export function eInvoiceOf(doc: InvoiceDocument, lineName: (line: InvoiceDocument['lines'][number]) => string): Invoice {
  const { seller, buyer } = doc;
  const words = wordsFor(doc.locale);
  const { t } = words;
  const terms = paymentTermsOf(doc);
  // An invoice of a service not taxable here names no VAT ID (EN 16931, BR-O-02).
  const namesVatIds = doc.vatNote?.kind !== 'outsideScope';
  const lineCategory = (rateBp: number) => {
    const { 'cbc:TaxExemptionReason': _r, 'cbc:TaxExemptionReasonCode': _c, ...rest } = category(doc, rateBp, t) as Record<string, unknown>;
    return rest;
  };
  const invoice = {
    'ubl:Invoice': {
      'cbc:CustomizationID': 'urn:cen.eu:en16931:2017',
      'cbc:ID': doc.number,
      'cbc:IssueDate': isoDay(doc.issuedAt),
      ...(terms.dueDate && terms.dueCents > 0 ? { 'cbc:DueDate': terms.dueDate } : {}),
      'cbc:InvoiceTypeCode': doc.kind === 'credit_note' ? '381' : '380',
      // One note (the library writes several as one IncludedNote with several Contents, which the schema
      // refuses); the operator's own invoice is not issued in a shop's name.
      ...notesOf([doc.service ? '' : t('invoices.issuedBy', { shop: seller.name }), ...legalNotes(doc, words)]),
      'cbc:DocumentCurrencyCode': 'EUR',
      'cbc:BuyerReference': doc.service?.reference ?? doc.orderNumber,
      ...(doc.service ? { 'cac:InvoicePeriod': { 'cbc:StartDate': doc.service.period.start, 'cbc:EndDate': doc.service.period.end } } : {}),
      ...(doc.partNumber ? { 'cac:OrderReference': { 'cbc:ID': doc.partNumber } } : {}),
      ...(doc.corrects ? { 'cac:BillingReference': [{ 'cac:InvoiceDocumentReference': { 'cbc:ID': doc.corrects.number, 'cbc:IssueDate': isoDay(doc.corrects.issuedAt) } }] } : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cac:PostalAddress': { 'cbc:StreetName': seller.street, 'cbc:CityName': seller.city, 'cbc:PostalZone': seller.zip, 'cac:Country': { 'cbc:IdentificationCode': seller.country } },
          ...sellerIds(seller, namesVatIds),
          ...(seller.email || seller.phone ? { 'cac:Contact': { ...(seller.phone ? { 'cbc:Telephone': seller.phone } : {}), ...(seller.email ? { 'cbc:ElectronicMail': seller.email } : {}) } } : {}),
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cac:PostalAddress': { 'cbc:StreetName': buyer.street, 'cbc:CityName': buyer.city, 'cbc:PostalZone': buyer.zip, 'cac:Country': { 'cbc:IdentificationCode': buyer.country } },
          ...(buyer.vatId && namesVatIds ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } } : {}),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.company ?? buyer.name },
          ...(buyer.email ? { 'cac:Contact': { 'cbc:Name': buyer.name, 'cbc:ElectronicMail': buyer.email } } : {}),
        },
      },
      // CII wants the delivery element even where nothing is delivered: a service names the day it was
      // rendered in full (its period's last), and no place.
      ...(doc.service ? { 'cac:Delivery': { 'cbc:ActualDeliveryDate': doc.deliveryDate } } : { 'cac:Delivery': {
        'cbc:ActualDeliveryDate': doc.deliveryDate,
        'cac:DeliveryLocation': { 'cac:Address': {
          'cbc:StreetName': doc.deliveryAddress.street, 'cbc:CityName': doc.deliveryAddress.city, 'cbc:PostalZone': doc.deliveryAddress.zip,
          'cac:Country': { 'cbc:IdentificationCode': doc.deliveryAddress.country },
        } },
        'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': doc.deliveryAddress.name } },
      } }),
      'cac:PaymentMeans': [{
        'cbc:PaymentMeansCode': terms.meansCode, 'cbc:PaymentID': terms.reference,
        ...(terms.account ? { 'cac:PayeeFinancialAccount': { 'cbc:ID': terms.account.iban, 'cbc:Name': terms.account.holder, 'cac:FinancialInstitutionBranch': { 'cbc:ID': terms.account.bic } } } : {}),
      }],
      'cac:PaymentTerms': { 'cbc:Note': terms.note },
      'cac:TaxTotal': [{
        'cbc:TaxAmount': hundredths(doc.vatCents), 'cbc:TaxAmount@currencyID': 'EUR',
        'cac:TaxSubtotal': doc.rates.map((rate) => ({
          'cbc:TaxableAmount': hundredths(rate.netCents), 'cbc:TaxableAmount@currencyID': 'EUR',
          'cbc:TaxAmount': hundredths(rate.vatCents), 'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxCategory': category(doc, rate.rateBp, t),
        })),
      }],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': hundredths(doc.netCents), 'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cbc:TaxExclusiveAmount': hundredths(doc.netCents), 'cbc:TaxExclusiveAmount@currencyID': 'EUR',
        'cbc:TaxInclusiveAmount': hundredths(doc.grossCents), 'cbc:TaxInclusiveAmount@currencyID': 'EUR',
        ...(terms.paidCents > 0 ? { 'cbc:PrepaidAmount': hundredths(terms.paidCents), 'cbc:PrepaidAmount@currencyID': 'EUR' } : {}),
        'cbc:PayableAmount': hundredths(terms.dueCents), 'cbc:PayableAmount@currencyID': 'EUR',
      },
      'cac:InvoiceLine': doc.lines.map((line, index) => ({
        'cbc:ID': String(index + 1),
        'cbc:InvoicedQuantity': String(line.quantity), 'cbc:InvoicedQuantity@unitCode': 'H87',
        'cbc:LineExtensionAmount': hundredths(line.netCents), 'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cac:Item': {
          'cbc:Name': lineName(line),
          ...(line.kind === 'article' ? { 'cac:SellersItemIdentification': { 'cbc:ID': line.articleNumber } } : {}),
          'cac:ClassifiedTaxCategory': lineCategory(line.rateBp),
        },
        // The price is given for the line's whole quantity (base quantity): exact, where a unit price would
        // round. A price is never negative (BR-27): a line giving money back has a negative quantity.
        'cac:Price': {
          'cbc:PriceAmount': hundredths(Math.abs(line.netCents)), 'cbc:PriceAmount@currencyID': 'EUR',
          'cbc:BaseQuantity': String(Math.abs(line.quantity)), 'cbc:BaseQuantity@unitCode': 'H87',
        },
      })),
    },
  };
  return invoice as unknown as Invoice;
}

const quiet = { log: () => undefined, warn: () => undefined, error: (message: string) => { throw new Error(message); } };

/**
 * The library checks the invoice against its JSON schema, then writes it. Its CII writer (2.3.4)
 * reads a preceding invoice's number and date one level above where its schema puts them
 * (BillingReference/ID instead of BillingReference/InvoiceDocumentReference/ID), so BT-25 would be
 * lost: the checked invoice is written with the number copied up. The date (BT-26, optional) is
 * left out: the writer would put it in the unqualified data type's namespace, which the schema refuses.
 */
let library: Promise<typeof import('@e-invoice-eu/core')> | undefined;
/**
 * The e-invoice library, loaded once per process. Its first load takes seconds on a busy machine:
 * a marketplace process starts it in the background, so no buyer's download waits for it.
 */
export const loadEInvoiceLibrary = () => (library ??= import('@e-invoice-eu/core'));

/** Hands the XML the Factur-X writer embeds to see before it is embedded (its method of that name, version 2.3.4). */
type Embedding = { attachFacturX?: (pdf: unknown, options: unknown, xml: string) => Promise<unknown> };

async function generate(doc: InvoiceDocument, lineName: (line: InvoiceDocument['lines'][number]) => string, format: string, pdf?: Uint8Array, see?: (xml: string) => void): Promise<Uint8Array | string> {
  const { InvoiceService, FormatFactoryService } = await loadEInvoiceLibrary();
  const invoice = eInvoiceOf(doc, lineName);
  const lang = doc.locale.toLowerCase();
  // The check: the library's own validation, through its plain CII writer.
  await new InvoiceService(quiet).generate(invoice, { format: 'CII', lang, noWarnings: true });
  const written = structuredClone(invoice) as unknown as { 'ubl:Invoice': { 'cac:BillingReference'?: Record<string, unknown>[] } };
  for (const reference of written['ubl:Invoice']['cac:BillingReference'] ?? []) {
    reference['cbc:ID'] = (reference['cac:InvoiceDocumentReference'] as { 'cbc:ID': string })['cbc:ID'];
  }
  const factory = new FormatFactoryService();
  const formatter = factory.createFormatService(format, quiet);
  const input = written as unknown as Invoice;
  formatter.fillInvoiceDefaults(input);
  if (see) {
    const embedding = formatter as unknown as Embedding;
    const attach = embedding.attachFacturX?.bind(formatter);
    if (!attach) throw new Error('the e-invoice library no longer shows the XML it embeds');
    embedding.attachFacturX = (into, options, xml) => { see(xml); return attach(into, options, xml); };
  }
  return formatter.generate(input, {
    format: factory.normalizeFormat(format), lang, noWarnings: true,
    ...(pdf ? { pdf: { buffer: pdf, filename: `${doc.number}.pdf`, mimetype: 'application/pdf' } } : {}),
  });
}

/** The Factur-X PDF: the drawn PDF with the CII XML embedded, PDF/A-3. */
export async function facturXPdf(doc: InvoiceDocument, pdf: Uint8Array, lineName: (line: InvoiceDocument['lines'][number]) => string): Promise<Uint8Array> {
  const out = await generate(doc, lineName, FACTUR_X_FORMAT, pdf);
  return typeof out === 'string' ? new TextEncoder().encode(out) : out;
}

/**
 * The Factur-X PDF and the XML it carries, from one build. The XML is the one embedded, which is
 * not ciiXml's: the Factur-X writer leaves out what its profile does not take (the order reference).
 */
export async function facturXFiles(doc: InvoiceDocument, pdf: Uint8Array, lineName: (line: InvoiceDocument['lines'][number]) => string): Promise<{ pdf: Uint8Array; xml: string }> {
  let xml: string | undefined;
  const out = await generate(doc, lineName, FACTUR_X_FORMAT, pdf, (embedded) => { xml = embedded; });
  if (xml === undefined) throw new Error(`the Factur-X of ${doc.number} was written without its XML`);
  return { pdf: typeof out === 'string' ? new TextEncoder().encode(out) : out, xml };
}

/** The CII XML alone, by the plain CII writer (the Factur-X PDF carries facturXFiles' XML). */
export async function ciiXml(doc: InvoiceDocument, lineName: (line: InvoiceDocument['lines'][number]) => string): Promise<string> {
  const out = await generate(doc, lineName, 'CII');
  return typeof out === 'string' ? out : new TextDecoder().decode(out);
}
