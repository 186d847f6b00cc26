/**
 * The statutory deposit on a starter battery, by the country the battery is delivered to. A battery
 * law binds the sale to an end user in its own country: a seller delivering into Germany charges
 * Germany's deposit wherever it sits, one delivering into France charges none. So an offer states
 * the deposit of its shop's home market inside its price (offers.refund_cents, as its feed says
 * it), and wherever a price is shown for a delivery country, quoted or ordered, the battery's own
 * price carries that country's deposit instead. A core deposit (Altteilpfand) on an exchange part
 * is the shop's own and follows the part: it is shown and charged as the offer states it.
 */

/** The part kind (German title) of starter batteries. */
export const BATTERY_KIND = 'Starterbatterie';

/**
 * The deposit a battery law sets on a starter battery sold to an end user without an old one handed
 * in, incl. VAT, by the country of delivery. A country not listed sets none.
 */
export const BATTERY_DEPOSIT_CENTS: Readonly<Record<string, number>> = {
  DE: 750, // Germany's battery law: 7,50 € incl. VAT when no old battery is handed in.
  AT: 0, // Austria sets no battery deposit: dealers take old batteries back free of charge.
  ES: 0, // Spain sets none: take-back through the producers' collection schemes.
  FR: 0, // France sets none: take-back through the producers' collection schemes.
  IT: 0, // Italy sets none: take-back through the producers' consortium.
  NL: 0, // The Netherlands set none: take-back through the producers' collection scheme.
  BE: 0, // Belgium sets none: take-back through the producers' scheme (Bebat, Recupel).
  CZ: 0, // Czechia sets none: the seller takes old batteries back free of charge.
  PL: 700, // Poland's battery act: 30 zł when no old battery is handed in, about 7 € in a euro offer.
  RO: 600, // Romania's battery rules: a 30 lei deposit on a car battery without an old one, about 6 € in a euro offer.
};

/** The statutory battery deposit for a battery delivered into `deliveryCountry` (none where no law sets one). */
export function batteryDepositCents(deliveryCountry: string): number {
  return BATTERY_DEPOSIT_CENTS[deliveryCountry.toUpperCase()] ?? 0;
}

/** An offer as stored: its price with the deposit its shop states for its home market inside it. */
export interface StatedOffer {
  /** The article's part kind (German title); null when the category has none. */
  kind: string | null;
  priceCents: number;
  refundCents: number;
}

/**
 * What an offer costs delivered into a country, and the deposit inside that price paid back for the
 * old part: a battery's own price (the stated price less its stated deposit) with the delivery
 * country's statutory deposit; any other part as stated.
 */
export function deliveredPrice(offer: StatedOffer, deliveryCountry: string): { priceCents: number; refundCents: number } {
  if (offer.kind !== BATTERY_KIND) return { priceCents: offer.priceCents, refundCents: offer.refundCents };
  const deposit = batteryDepositCents(deliveryCountry);
  const own = Math.max(0, offer.priceCents - offer.refundCents);
  return { priceCents: own + deposit, refundCents: deposit };
}
