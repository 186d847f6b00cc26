/** Orders: the checkout quote, the placed order and its parts per shop. Money is integer cents. */
import type { VatNote } from '../../../contract/calls/orders';

export { PROVIDER_METHODS, type PaymentMethod } from '../../../contract/index';
import type { PaymentMethod } from '../../../contract/index';

export const ORDER_STATUSES = ['awaiting_payment', 'new', 'accepted', 'refused', 'shipped', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface Address { name: string; street: string; zip: string; city: string; country: string }
export interface BankAccount { holder: string; iban: string; bic: string }

export interface QuoteLine {
  lineId: number; offerId: number; articleId: number; quantity: number; price: number; lineTotal: number; refund: number;
  title: string; brand: string; articleNumber: string; sku: string | null; ean: string | null;
}

export interface QuoteShop {
  shop: { id: number; name: string; slug: string };
  lines: QuoteLine[];
  itemsCents: number; shippingCents: number; totalCents: number; vatRateBp: number; vatCents: number; vatNote: VatNote | null;
  deliveryDays: { min: number; max: number };
  paymentMethods: PaymentMethod[];
  terms: string; cancellationPolicy: string;
}

/** A cart line that cannot be ordered now (withdrawn, out of stock, not shipped to the country). */
export interface ExcludedLine { lineId: number; offerId: number; title: string; shopName: string; quantity: number; reason: 'withdrawn' | 'stock' | 'country' }

export interface Quote {
  shops: QuoteShop[];
  excluded: ExcludedLine[];
  deliveryCountry: string;
  itemsCents: number; shippingCents: number; totalCents: number; vatCents: number;
  /** What the shopper saw: offers, quantities, prices and shipping. Sent back with the order. */
  fingerprint: string;
}

export type QuoteChange =
  | { kind: 'price'; offerId: number; title: string; shopName: string; before: number; after: number }
  | { kind: 'quantity'; offerId: number; title: string; shopName: string; before: number; after: number }
  | { kind: 'unavailable'; offerId: number; title: string; shopName: string }
  | { kind: 'added'; offerId: number; title: string; shopName: string; after: number }
  | { kind: 'shipping'; shopId: number; shopName: string; before: number; after: number };
