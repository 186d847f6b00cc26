/**
 * The deposits a shop charges on a part and pays back when the old one comes back: the one rule
 * the demo offers and the plausibility check both follow. Two kinds only, each with its reason:
 * the statutory deposit on a starter battery (the law's of the country of delivery, where one sets
 * it) and the trade's core deposit (Altteilpfand) on an exchange part, which the remanufacturer
 * needs back to rebuild.
 * A part that is not rebuilt from an old one (a seal kit, a filter, a pad) carries none.
 */

// The statutory battery deposit is the law's of the country of delivery: one table, the marketplace's
// own (catalogue/deposits.ts), which the checkout applies and this seed states each shop's home market by.
import { BATTERY_DEPOSIT_CENTS, BATTERY_KIND, batteryDepositCents } from '../../catalogue';

export { BATTERY_DEPOSIT_CENTS, BATTERY_KIND };

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
  Einspritzdüse: 5_000, // diesel injectors are rebuilt per piece: 40–100 € (petrol injectors are sold new, SOLD_NEW_ONLY).
  Hochdruckpumpe: 10_000, // high-pressure fuel pumps: 75–150 €.
  Lenkgetriebe: 15_000, // steering racks: 100–250 €.
  Servopumpe: 5_000, // power-steering pumps: 40–80 €.
};

type Criteria = readonly { key: string; value: string }[];

/**
 * The builds of an exchange kind the trade sells new only, by the part's own criteria: no core comes
 * back to be rebuilt, so no core deposit. A petrol injector (a port-injection valve, EV6/EV14, or a
 * direct injector) is a cheap valve sold new; only diesel injectors (common rail, piezo, unit
 * injectors) go back to the remanufacturer.
 */
export const SOLD_NEW_ONLY: Readonly<Record<string, (criteria: Criteria) => boolean>> = {
  Einspritzdüse: (criteria) => ['port_injection', 'petrol_direct'].includes(criteria.find((c) => c.key === 'injection_system')?.value ?? ''),
};

/** Whether an article of this kind and these criteria is sold new only (no core deposit on it). */
export const soldNewOnly = (kind: string, criteria: Criteria): boolean => SOLD_NEW_ONLY[kind]?.(criteria) ?? false;

/**
 * The deposit a shop states on one offer (inside its price, as its feed gives it): a battery's by
 * the law of the shop's home market, which the checkout swaps for the delivery country's law
 * (catalogue/deposits.ts); an exchange part's core deposit, the shop's own wherever it delivers, never
 * above the part's own price; else none (a build of the kind sold new only, SOLD_NEW_ONLY, none either).
 */
export function statedDepositCents(kind: string, homeCountry: string, priceCents: number, criteria: Criteria = []): number {
  if (kind === BATTERY_KIND) return batteryDepositCents(homeCountry);
  if (soldNewOnly(kind, criteria)) return 0;
  const core = CORE_DEPOSIT_CENTS[kind];
  return core === undefined ? 0 : Math.min(core, priceCents);
}
