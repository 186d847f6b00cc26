/**
 * One shop's part of an order as an openTRANS 2.1 ORDER document (the German B2B order format):
 * buyer, delivery and invoice parties with their addresses, the shop as supplier, payment, the
 * lines with the shop's own article number (SUPPLIER_PID), gross unit prices and the VAT rate the
 * shop stated. Elements are written in the schema's order (test/fixtures/opentrans checks it).
 */
import type { Address } from './types';
import type { StoredOrder, StoredShopOrder } from './repository';

const OT = 'http://www.opentrans.org/XMLSchema/2.1';
const BMECAT = 'http://www.bmecat.org/bmecat/2005';

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
const amount = (cents: number) => (cents / 100).toFixed(2);
const el = (name: string, value: string | number, attributes = '') => `<${name}${attributes}>${escapeXml(String(value))}</${name}>`;

function party(id: string, role: string, address: Address, contact: { email?: string; phone?: string | null } = {}): string {
  return `<PARTY>${el('bmecat:PARTY_ID', id, ' type="buyer_specific"')}${el('PARTY_ROLE', role)}<ADDRESS>${el('bmecat:NAME', address.name)}${el('bmecat:STREET', address.street)}`
    + `${el('bmecat:ZIP', address.zip)}${el('bmecat:CITY', address.city)}${el('bmecat:COUNTRY_CODED', address.country)}`
    + `${contact.phone ? el('bmecat:PHONE', contact.phone, ' type="other"') : ''}${contact.email ? el('bmecat:EMAIL', contact.email) : ''}</ADDRESS></PARTY>`;
}

/** Prepayment names the shop's own account, cash on delivery is CASH; the method itself is a remark every part carries. */
function payment(part: StoredShopOrder): string {
  if (part.paymentMethod === 'prepayment' && part.bankAccount) {
    return `<PAYMENT><ACCOUNT>${el('HOLDER', part.bankAccount.holder)}${el('BANK_ACCOUNT', part.bankAccount.iban, ' type="iban"')}${el('BANK_CODE', part.bankAccount.bic, ' type="bic"')}</ACCOUNT></PAYMENT>`;
  }
  return part.paymentMethod === 'cod' ? `<PAYMENT>${el('CASH', 'true')}</PAYMENT>` : '';
}

export function openTransOrder(order: StoredOrder, part: StoredShopOrder, generatedAt = new Date()): string {
  const buyerId = `buyer-${order.number}`;
  const deliveryId = `delivery-${order.number}`;
  const invoiceId = `invoice-${order.number}`;
  const supplierId = `shop-${part.shop.id}`;
  const billing = order.billingAddress ?? order.deliveryAddress;
  const rate = (part.vatRateBp / 10_000).toFixed(4);
  const items = part.lines.map((line, index) => `<ORDER_ITEM>${el('LINE_ITEM_ID', index + 1)}<PRODUCT_ID>${el('bmecat:SUPPLIER_PID', line.sku ?? line.articleNumber, ' type="supplier_specific"')}`
    + `${line.ean ? el('bmecat:INTERNATIONAL_PID', line.ean, ' type="gtin"') : ''}${el('bmecat:BUYER_PID', String(line.offerId), ' type="buyer_specific"')}`
    + `${el('bmecat:DESCRIPTION_SHORT', `${line.brand} ${line.articleNumber} ${line.title}`.slice(0, 150))}</PRODUCT_ID>`
    + `${el('QUANTITY', line.quantity)}${el('bmecat:ORDER_UNIT', 'C62')}<PRODUCT_PRICE_FIX>${el('bmecat:PRICE_AMOUNT', amount(line.unitPrice))}`
    + `<TAX_DETAILS_FIX>${el('bmecat:TAX_CATEGORY', 'standard_rate')}${el('bmecat:TAX_TYPE', 'vat')}${el('bmecat:TAX', rate)}</TAX_DETAILS_FIX></PRODUCT_PRICE_FIX>`
    + `${el('PRICE_LINE_AMOUNT', amount(line.lineTotal))}</ORDER_ITEM>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<ORDER xmlns="${OT}" xmlns:bmecat="${BMECAT}" version="2.1" type="standard">`
    + `<ORDER_HEADER><CONTROL_INFO>${el('GENERATOR_INFO', 'Spareo')}${el('GENERATION_DATE', generatedAt.toISOString().slice(0, 19))}</CONTROL_INFO>`
    + `<ORDER_INFO>${el('ORDER_ID', part.number)}${el('ORDER_DATE', order.createdAt.slice(0, 19))}`
    + `<PARTIES>${party(buyerId, 'buyer', billing, { email: order.email, phone: order.phone })}${party(deliveryId, 'delivery', order.deliveryAddress, { phone: order.phone })}`
    + `${party(invoiceId, 'invoice_recipient', billing)}<PARTY>${el('bmecat:PARTY_ID', supplierId, ' type="buyer_specific"')}${el('PARTY_ROLE', 'supplier')}<ADDRESS>${el('bmecat:NAME', part.shop.name.slice(0, 50))}</ADDRESS></PARTY></PARTIES>`
    + `<CUSTOMER_ORDER_REFERENCE>${el('ORDER_ID', order.number)}</CUSTOMER_ORDER_REFERENCE>`
    + `<ORDER_PARTIES_REFERENCE>${el('BUYER_IDREF', buyerId, ' type="buyer_specific"')}${el('SUPPLIER_IDREF', supplierId, ' type="buyer_specific"')}`
    + `${el('INVOICE_RECIPIENT_IDREF', invoiceId, ' type="buyer_specific"')}<SHIPMENT_PARTIES_REFERENCE>${el('DELIVERY_IDREF', deliveryId, ' type="buyer_specific"')}</SHIPMENT_PARTIES_REFERENCE></ORDER_PARTIES_REFERENCE>`
    + `${el('bmecat:CURRENCY', 'EUR')}${payment(part)}${el('REMARKS', part.paymentMethod, ' type="payment_method"')}${el('REMARKS', part.paymentReference, ' type="payment_reference"')}${el('REMARKS', amount(part.shippingCents), ' type="shipping_cost"')}</ORDER_INFO></ORDER_HEADER>`
    + `<ORDER_ITEM_LIST>${items}</ORDER_ITEM_LIST>`
    + `<ORDER_SUMMARY>${el('TOTAL_ITEM_NUM', part.lines.length)}${el('TOTAL_AMOUNT', amount(part.totalCents))}`
    + `<TOTAL_TAX><TAX_DETAILS_FIX>${el('bmecat:TAX_CATEGORY', 'standard_rate')}${el('bmecat:TAX_TYPE', 'vat')}${el('bmecat:TAX', rate)}${el('TAX_AMOUNT', amount(part.vatCents))}</TAX_DETAILS_FIX></TOTAL_TAX>`
    + `</ORDER_SUMMARY></ORDER>\n`;
}
