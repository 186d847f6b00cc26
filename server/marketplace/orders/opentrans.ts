/**
 * One shop's part of an order as an openTRANS 2.1 ORDER document (the German B2B order format):
 * buyer, delivery and invoice parties with their addresses, the shop as supplier, payment, the
 * lines with the shop's own article number (SUPPLIER_PID), gross unit prices and the VAT rate the
 * shop stated. Elements are written in the schema's order (test/fixtures/opentrans checks it).
 * xmlbuilder2 writes the document: it escapes what must be escaped and drops every character XML
 * 1.0 does not allow (control characters, lone surrogates), so whatever an order holds, even one
 * stored before such characters were refused at the form, the shop's parser reads the document.
 */
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { Address } from '../../../contract/index';
import type { StoredOrder, StoredShopOrder } from './repository';
import { hundredths } from '../../../locales/amounts';

const OT = 'http://www.opentrans.org/XMLSchema/2.1';
const BMECAT = 'http://www.bmecat.org/bmecat/2005';


/** A child element with text (and attributes); returns the parent, so siblings chain. */
function el(parent: XMLBuilder, name: string, value: string | number, attributes: Record<string, string> = {}): XMLBuilder {
  return parent.ele(name, attributes).txt(String(value)).up();
}

function party(parent: XMLBuilder, id: string, role: string, address: Address, contact: { email?: string; phone?: string | null } = {}): void {
  const node = parent.ele('PARTY');
  el(node, 'bmecat:PARTY_ID', id, { type: 'buyer_specific' });
  el(node, 'PARTY_ROLE', role);
  const at = node.ele('ADDRESS');
  el(at, 'bmecat:NAME', address.name);
  el(at, 'bmecat:STREET', address.street);
  el(at, 'bmecat:ZIP', address.zip);
  el(at, 'bmecat:CITY', address.city);
  el(at, 'bmecat:COUNTRY_CODED', address.country);
  if (contact.phone) el(at, 'bmecat:PHONE', contact.phone, { type: 'other' });
  if (contact.email) el(at, 'bmecat:EMAIL', contact.email);
}

/** Prepayment names the account the shopper pays into (the marketplace's: it collects and settles with the shop), cash on delivery is CASH; the method itself is a remark every part carries. */
function payment(parent: XMLBuilder, part: StoredShopOrder): void {
  if (part.paymentMethod === 'prepayment' && part.bankAccount) {
    const account = parent.ele('PAYMENT').ele('ACCOUNT');
    el(account, 'HOLDER', part.bankAccount.holder);
    el(account, 'BANK_ACCOUNT', part.bankAccount.iban, { type: 'iban' });
    el(account, 'BANK_CODE', part.bankAccount.bic, { type: 'bic' });
  } else if (part.paymentMethod === 'cod') {
    el(parent.ele('PAYMENT'), 'CASH', 'true');
  }
}

function taxDetails(parent: XMLBuilder, rate: string, taxCents?: number): void {
  const tax = parent.ele('TAX_DETAILS_FIX');
  el(tax, 'bmecat:TAX_CATEGORY', 'standard_rate');
  el(tax, 'bmecat:TAX_TYPE', 'vat');
  el(tax, 'bmecat:TAX', rate);
  if (taxCents !== undefined) el(tax, 'TAX_AMOUNT', hundredths(taxCents));
}

export async function openTransOrder(order: StoredOrder, part: StoredShopOrder, generatedAt = new Date()): Promise<string> {
  // xmlbuilder2 loads with the first document a shop fetches, not with every process.
  const { create } = await import('xmlbuilder2');
  const buyerId = `buyer-${order.number}`;
  const deliveryId = `delivery-${order.number}`;
  const invoiceId = `invoice-${order.number}`;
  const supplierId = `shop-${part.shop.id}`;
  const billing = order.billingAddress ?? order.deliveryAddress;
  const rate = (part.vatRateBp / 10_000).toFixed(4);
  const refType = { type: 'buyer_specific' };

  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
  const root = doc.ele(OT, 'ORDER', { 'xmlns:bmecat': BMECAT, version: '2.1', type: 'standard' });
  const header = root.ele('ORDER_HEADER');
  const control = header.ele('CONTROL_INFO');
  el(control, 'GENERATOR_INFO', 'Spareo');
  el(control, 'GENERATION_DATE', generatedAt.toISOString().slice(0, 19));
  const info = header.ele('ORDER_INFO');
  el(info, 'ORDER_ID', part.number);
  el(info, 'ORDER_DATE', order.createdAt.slice(0, 19));
  const parties = info.ele('PARTIES');
  party(parties, buyerId, 'buyer', billing, { email: order.email, phone: order.phone });
  party(parties, deliveryId, 'delivery', order.deliveryAddress, { phone: order.phone });
  party(parties, invoiceId, 'invoice_recipient', billing);
  const supplier = parties.ele('PARTY');
  el(supplier, 'bmecat:PARTY_ID', supplierId, refType);
  el(supplier, 'PARTY_ROLE', 'supplier');
  el(supplier.ele('ADDRESS'), 'bmecat:NAME', part.shop.name.slice(0, 50));
  el(info.ele('CUSTOMER_ORDER_REFERENCE'), 'ORDER_ID', order.number);
  const references = info.ele('ORDER_PARTIES_REFERENCE');
  el(references, 'BUYER_IDREF', buyerId, refType);
  el(references, 'SUPPLIER_IDREF', supplierId, refType);
  el(references, 'INVOICE_RECIPIENT_IDREF', invoiceId, refType);
  el(references.ele('SHIPMENT_PARTIES_REFERENCE'), 'DELIVERY_IDREF', deliveryId, refType);
  el(info, 'bmecat:CURRENCY', 'EUR');
  payment(info, part);
  el(info, 'REMARKS', part.paymentMethod, { type: 'payment_method' });
  el(info, 'REMARKS', part.paymentReference, { type: 'payment_reference' });
  el(info, 'REMARKS', hundredths(part.shippingCents), { type: 'shipping_cost' });
  // openTRANS has no document for a withdrawal: the order carries it as remarks the shop's import can read.
  if (part.withdrawal) {
    el(info, 'REMARKS', part.status, { type: 'status' });
    el(info, 'REMARKS', part.withdrawal.receivedAt.slice(0, 19), { type: 'withdrawal_received_at' });
    el(info, 'REMARKS', part.withdrawal.lines.join(','), { type: 'withdrawal_lines' });
    el(info, 'REMARKS', part.withdrawal.statement, { type: 'withdrawal_statement' });
  }

  const items = root.ele('ORDER_ITEM_LIST');
  part.lines.forEach((line, index) => {
    const item = items.ele('ORDER_ITEM');
    el(item, 'LINE_ITEM_ID', index + 1);
    const product = item.ele('PRODUCT_ID');
    el(product, 'bmecat:SUPPLIER_PID', line.sku ?? line.articleNumber, { type: 'supplier_specific' });
    if (line.ean) el(product, 'bmecat:INTERNATIONAL_PID', line.ean, { type: 'gtin' });
    el(product, 'bmecat:BUYER_PID', String(line.offerId), refType);
    el(product, 'bmecat:DESCRIPTION_SHORT', `${line.brand} ${line.articleNumber} ${line.title}`.slice(0, 150));
    el(item, 'QUANTITY', line.quantity);
    el(item, 'bmecat:ORDER_UNIT', 'C62');
    const price = item.ele('PRODUCT_PRICE_FIX');
    el(price, 'bmecat:PRICE_AMOUNT', hundredths(line.unitPrice));
    taxDetails(price, rate);
    el(item, 'PRICE_LINE_AMOUNT', hundredths(line.lineTotal));
  });

  const summary = root.ele('ORDER_SUMMARY');
  el(summary, 'TOTAL_ITEM_NUM', part.lines.length);
  el(summary, 'TOTAL_AMOUNT', hundredths(part.totalCents));
  taxDetails(summary.ele('TOTAL_TAX'), rate, part.vatCents);
  return `${doc.end({ prettyPrint: false }).replace('?><ORDER', '?>\n<ORDER')}\n`;
}
