/**
 * The deposits a shop charges on a part and pays back when the old one comes back: the one rule
 * the demo offers and the plausibility check both follow. Two kinds only, each with its reason:
 * the statutory deposit on a starter battery (per country, where a law sets one) and the trade's
 * core deposit (Altteilpfand) on an exchange part, which the remanufacturer needs back to rebuild.
 * A part that is not rebuilt from an old one (a seal kit, a filter, a pad) carries none.
 */

/** The part kind (German title) of starter batteries. */
export const BATTERY_KIND = 'Starterbatterie';

/** The statutory deposit on a starter battery sold to a consumer, incl. VAT, by the shop's country. */
export const BATTERY_DEPOSIT_CENTS: Record<string, number> = {
  DE: 750, // Germany's battery law: 7,50 € incl. VAT when no old battery is handed in.
  AT: 0, // Austria sets no battery deposit: dealers take old batteries back free of charge.
  ES: 0, // Spain sets none: take-back through the producers' collection schemes.
  FR: 0, // France sets none: take-back through the producers' collection schemes.
  IT: 0, // Italy sets none: take-back through the producers' consortium.
  NL: 0, // The Netherlands set none: take-back through the producers' collection scheme.
  BE: 0, // Belgium sets none: take-back through the producers' scheme (Bebat, Recupel).
  CZ: 0, // Czechia sets none: the seller takes old batteries back free of charge.
  PL: 700, // Poland's battery act: 30 zł when no old battery is handed in, about 7 € in a euro offer.
};

/**
 * The core deposit on an exchange part, as the remanufacturers' price lists set it (a flat amount
 * per kind, well below the part's price). Only kinds sold as exchange parts are listed.
 */
export const CORE_DEPOSIT_CENTS: Record<string, number> = {
  Bremssattel: 3_000, // a remanufactured caliper's housing is rebuilt: 20–50 € in the trade.
  Anlasser: 4_000, // starters are rebuilt from their cores: 30–60 €.
  Lichtmaschine: 5_000, // alternators likewise: 40–75 €.
  Turbolader: 15_000, // a turbocharger's core housing: 100–300 €.
  Klimakompressor: 8_000, // air-conditioning compressors: 50–120 €.
  Einspritzdüse: 5_000, // injectors are rebuilt per piece: 40–100 €.
  Hochdruckpumpe: 10_000, // high-pressure fuel pumps: 75–150 €.
  Lenkgetriebe: 15_000, // steering racks: 100–250 €.
  Servopumpe: 5_000, // power-steering pumps: 40–80 €.
};

/** The deposit on one offer: a battery's by law of the shop's country, an exchange part's core deposit never above its own price, else none. */
export function depositCents(kind: string, shopCountry: string, priceCents: number): number {
  if (kind === BATTERY_KIND) return BATTERY_DEPOSIT_CENTS[shopCountry] ?? 0;
  const core = CORE_DEPOSIT_CENTS[kind];
  return core === undefined ? 0 : Math.min(core, priceCents);
}
