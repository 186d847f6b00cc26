/**
 * Which payment methods there are: the one answer the footer, the shop pages and the checkout show,
 * for an edition, a delivery country, the shops of a cart and the configured payment provider.
 *
 * A shop's own methods: prepayment and invoice where it offers them; cash on delivery where it
 * offers it and the parcel stays in its own country (carriers collect cash only domestically).
 * The provider's methods are the marketplace's (the shopper pays the marketplace), so every shop's
 * part may be paid with them: card, PayPal and Klarna in every edition, and the local method of
 * the edition's country and of the delivery country. Without a provider there are none.
 */
import { PAYMENT_METHOD, PROVIDER_METHODS, SHOP_METHODS, type PaymentMethod } from '../../../contract/index';
import { onlyAwaitedMethods } from '../../../contract/calls/orders';

export type ProviderMethod = PaymentMethod;

/** A shop's own methods as its row lists them (comma-separated), in the contract's order; unknown names left out. */
export function paymentMethodsOf(text: string): PaymentMethod[] {
  const listed = new Set(text.split(',').map((m) => m.trim()));
  return PAYMENT_METHOD.options.filter((method) => listed.has(method));
}


/** In every edition, through the provider. */
const EVERYWHERE: readonly PaymentMethod[] = ['card', 'paypal', 'klarna'];

/**
 * The local method customary in a country, as a Stripe Checkout payment_method_type (Stripe's docs
 * list each for Checkout in EUR). France has none beyond cards (Cartes Bancaires are cards).
 */
const LOCAL: Record<string, PaymentMethod> = { NL: 'ideal', AT: 'eps', BE: 'bancontact', ES: 'bizum', IT: 'satispay' };

export interface MethodsWhere {
  /** The edition's country (DE, AT, ES, FR, IT, NL). */
  editionCountry: string;
  deliveryCountry: string;
  /** What the configured provider can take; empty without one. */
  provider: readonly PaymentMethod[];
}

export interface ShopMethods {
  /** shops.payment_methods as stored. */
  listed: string;
  /** The shop's own country. */
  country: string;
}

/** Keeps the contract's order, so every page lists the methods alike. */
function ordered(methods: Iterable<PaymentMethod>): PaymentMethod[] {
  const chosen = new Set(methods);
  return PAYMENT_METHOD.options.filter((method) => chosen.has(method));
}

export function providerMethodsFor(where: MethodsWhere): PaymentMethod[] {
  const customary = new Set<PaymentMethod>(EVERYWHERE);
  for (const country of [where.editionCountry, where.deliveryCountry]) {
    const local = LOCAL[country];
    if (local) customary.add(local);
  }
  return ordered([...customary].filter((method) => where.provider.includes(method)));
}

export function shopMethodsFor(shop: ShopMethods, deliveryCountry: string): PaymentMethod[] {
  const listed = new Set(shop.listed.split(',').map((method) => method.trim()));
  return ordered(SHOP_METHODS.filter((method) => listed.has(method) && (method !== 'cod' || shop.country === deliveryCountry)));
}

/** What one shop's part of the checkout can be paid with. */
export function partMethodsFor(shop: ShopMethods, where: MethodsWhere): PaymentMethod[] {
  return ordered([...shopMethodsFor(shop, where.deliveryCountry), ...providerMethodsFor(where)]);
}

/**
 * Whether every method a shopper here can pay the shop's part with waits for the money
 * (prepayment): its delivery day then counts from the payment's booking, and is said so.
 */
export function awaitsPayment(shop: ShopMethods, where: MethodsWhere): boolean {
  return onlyAwaitedMethods(partMethodsFor(shop, where));
}

/** The methods any part of these shops can be paid with: a cart's shops, or every shop delivering there. */
export function methodsForShops(shops: readonly ShopMethods[], where: MethodsWhere): PaymentMethod[] {
  return ordered([...shops.flatMap((shop) => shopMethodsFor(shop, where.deliveryCountry)), ...providerMethodsFor(where)]);
}

export function isProviderMethod(method: PaymentMethod): boolean {
  return PROVIDER_METHODS.includes(method);
}
