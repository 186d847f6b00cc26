/**
 * The power a KBA trade name states outright: a kW figure ("ID.BUZZ CARGO PURE 125 KW") or the word
 * TURBO ("A 200 TURBO"). Where the maker sold one name in several powers, the figure or the charger
 * is what tells them apart, and a stronger engine brings other brakes, cooling and often a clutch
 * or gearbox: the key is that type only, never another power of the name. Without such a type in the
 * catalogue the key is a car the catalogue lacks.
 */
import { spelledPowerKw } from './electric-peak-power';

// "TURBO", not the "TURBODIESEL" or "TURBO D" of old diesels, which names the fuel, not a stronger tune.
const TURBO = /(?:^|[^A-Z0-9])TURBO(?![A-Z0-9]|[ -]?D(?:IESEL)?(?![A-Z0-9]))/;

/** The kW figures a pair's trade names state. */
export function statedKw(names: readonly string[]): number[] {
  return names.map((name) => spelledPowerKw([name])).filter((kw) => kw !== null);
}

/** Whether a type has the power a pair's trade names state: the kW figure (to the kW, as rounded in the papers) and the turbo. */
export function hasStatedPower(names: readonly string[], type: { name: string; kw?: number | null }): boolean {
  const kw = statedKw(names);
  if (kw.length > 0 && type.kw != null && !kw.some((figure) => Math.abs(figure - type.kw!) <= 1)) return false;
  return !names.some((name) => TURBO.test(name.toUpperCase())) || TURBO.test(type.name.toUpperCase());
}
