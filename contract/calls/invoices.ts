/**
 * Invoices and credit notes, issued in the shop's name when it ships and when the shopper withdraws
 * or is paid back: listed with the order (the shopper's page, the portal) and fetched as a PDF by
 * whoever may see the order (its signed link or the account that placed it; the shop's members).
 * The file travels base64-encoded in JSON like every answer; the web tier hands it out as a PDF.
 */
import * as z from 'zod';
import { defineCall } from '../call';

export const INVOICE_NUMBER_PATTERN = /^(INV|CN)-\d{6,9}$/;
const ORDER_NUMBER_PATTERN = /^SP-\d{6}-[2-9A-HJKMNP-Z]{6}$/;
const PART_NUMBER_PATTERN = /^SP-\d{6}-[2-9A-HJKMNP-Z]{6}-\d{1,3}$/;

/** One issued document as listed: corrects names the invoice a credit note corrects; eInvoice: the PDF is Factur-X. */
export const invoiceSummary = z.object({
  number: z.string(), kind: z.enum(['invoice', 'credit_note']), issuedAt: z.string(), grossCents: z.number(), eInvoice: z.boolean(), corrects: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const invoiceFile = z.object({ filename: z.string(), contentType: z.literal('application/pdf'), base64: z.string() });
export type InvoiceFile = z.infer<typeof invoiceFile>;

const noFile = (): InvoiceFile => ({ filename: '', contentType: 'application/pdf', base64: '' });

export const invoiceCalls = {
  /** One document of one part of the order, for its signed link or the account that placed it (404 otherwise, as for none). */
  'GET /orders/:number/invoices/:part/:invoice': defineCall({
    method: 'GET', path: '/orders/:number/invoices/:part/:invoice',
    params: z.object({
      number: z.string().regex(ORDER_NUMBER_PATTERN, 'an order number'),
      part: z.string().regex(PART_NUMBER_PATTERN, 'an order part number'),
      invoice: z.string().regex(INVOICE_NUMBER_PATTERN, 'an invoice number like INV-000001'),
    }),
    query: z.object({ token: z.string().max(64).optional() }),
    answer: invoiceFile,
    fallback: noFile,
  }),
  /** One document of the member's shop's part (404 for another shop's, as for none). */
  'GET /portal/orders/:number/invoices/:invoice': defineCall({
    method: 'GET', path: '/portal/orders/:number/invoices/:invoice',
    params: z.object({
      number: z.string().regex(PART_NUMBER_PATTERN, 'an order part number'),
      invoice: z.string().regex(INVOICE_NUMBER_PATTERN, 'an invoice number like INV-000001'),
    }),
    answer: invoiceFile,
    fallback: noFile,
  }),
};

/** The web tier's address of a document's PDF (the order page, the mails): the order's token lets a guest open it. */
export function invoicePath(orderNumber: string, partNumber: string, invoiceNumber: string, token: string): string {
  return `/invoice/${orderNumber}/${partNumber}/${invoiceNumber}.pdf${token ? `?t=${encodeURIComponent(token)}` : ''}`;
}

/** The same beside the order page's signed link (a mail's): its origin and its token. */
export function invoiceLinkBeside(orderPageUrl: string, orderNumber: string, partNumber: string, invoiceNumber: string): string {
  // An order stored without an absolute page link (written by a script) gets the path alone.
  const absolute = URL.canParse(orderPageUrl);
  const page = new URL(orderPageUrl, 'http://localhost');
  return `${absolute ? page.origin : ''}${invoicePath(orderNumber, partNumber, invoiceNumber, page.searchParams.get('t') ?? '')}`;
}

export const INVOICE_FILE_PATTERN = /^((?:INV|CN)-\d{6,9})\.pdf$/;
