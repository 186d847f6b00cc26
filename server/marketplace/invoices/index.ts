/**
 * Invoices: the marketplace issues, in each shop's name, an invoice when the shop ships lines and a
 * credit note referencing it when the shopper withdraws or the shop pays back more; numbered per
 * shop without gaps (numbering.ts), frozen when issued (document.ts, never changed: the table's
 * triggers refuse it), drawn as a PDF in the buyer's language (pdf.ts) and, for a business buyer
 * who gave a VAT ID, as a Factur-X EN 16931 e-invoice (facturx.ts).
 */
export { invoiceShipment, creditWithdrawal, creditRefund } from './issue';
export { issuedOfOrder, issuedOfPart, issuedByNumber, summariesOfParts, type IssuedDocument } from './repository';
export { documentPdf, lineNameFor, storedEInvoice, storedPdf } from './files';
export { shopEInvoiceSweep, startFiler, type Filer, type FilingSweep } from './filer';
export { invoicePdf } from './pdf';
export { ciiXml, eInvoiceOf, facturXFiles, facturXPdf, FACTUR_X_FORMAT, loadEInvoiceLibrary } from './facturx';
export { sumsOf } from './amounts';
export { priced } from './document';
export type { InvoiceDocument, DocumentKind, DocumentVatNote, LineInput, Party, Seller, Buyer, Service } from './document';
