/**
 * What one register pair can be: one type key is one engine and one fuel. Several types it is linked
 * to as its car must therefore share the fuel, the displacement and the power (powersApart). A
 * generic trade name ("POLO", "KONA") that the key's date narrows to one generation of petrol,
 * diesel and electric types does not say which of them the car is: those types are the shopper's
 * choice, never the pair's car. Two displacements of one fuel are two engines as
 * well (a Transporter's 1.9 and 2.5 TDI take other filters and clutches, a C 200's M274 and M264
 * other belts and plugs).
 */

export interface EngineOfType { fuel: string; ccm: number; yearStart?: number; yearEnd?: number | null }
/** A type's power where known (kW). */
export interface PowerOfType extends EngineOfType { kw?: number }

/** Electric cars share no engine part with a combustion car of their generation. */
const ELECTRIC = 'electric';

/** Whether types linked together to one pair can be one car: one fuel and one displacement, built side by side. */
export function oneEngine(types: readonly EngineOfType[]): boolean {
  return new Set(types.map((t) => t.fuel)).size <= 1 && new Set(types.map((t) => t.ccm)).size <= 1 && !successive(types);
}

/**
 * One engine's tunes are built side by side. A type of one displacement that ended the year another
 * began is its successor engine, not a tune: the 118d and 320d of 105 and 135 kW (N47, to 2015) and
 * of 110 and 140 kW (B47, from 2015) take other filters, belts and timing parts. Where the key's
 * years do not tell them apart, the pair names the generation and the buyer chooses.
 */
function successive(types: readonly EngineOfType[]): boolean {
  return types.some((a) => a.yearEnd != null && types.some((b) => b.yearStart !== undefined && a.yearStart !== undefined && b.yearStart > a.yearStart && b.yearStart >= a.yearEnd!));
}

/** Whether types linked together mix an electric car with combustion ones. */
export function electricWithCombustion(types: readonly EngineOfType[]): boolean {
  return types.some((t) => t.fuel === ELECTRIC) && types.some((t) => t.fuel !== ELECTRIC);
}

/**
 * A type key is one power: the register gives each tune of an engine its own key, so a key's car has
 * one power. Types of several powers under one key (the up! 1.0 of 44 and 55 kW under a key that
 * names only "UP!") are the shopper's choice, never the key's car: shown as one car, the lookup would
 * pass a 44 kW owner the 55 kW car's parts without asking. Such a pair names the generation only and
 * the buyer picks the power. Types of one power (one engine in several bodies) stay the pair's car.
 */
/** Whether types linked together to one pair differ in power, so that the key cannot be all of them. */
export function powersApart(types: readonly PowerOfType[]): boolean {
  return new Set(types.flatMap((t) => (t.kw === undefined ? [] : [t.kw]))).size > 1;
}
