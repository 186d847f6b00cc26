/**
 * What one register pair can be: one type key is one engine and one fuel. Several types it is linked
 * to as its car must therefore share the fuel and the displacement (the up! 1.0 of 44 and 55 kW is
 * one engine in two tunes). A generic trade name ("POLO", "KONA") that the key's date narrows to one
 * generation of petrol, diesel and electric types does not say which of them the car is: those types
 * are the shopper's choice, never the pair's car. Two displacements of one fuel are two engines as
 * well (a Transporter's 1.9 and 2.5 TDI take other filters and clutches, a C 200's M274 and M264
 * other belts and plugs).
 */

export interface EngineOfType { fuel: string; ccm: number }

/** Electric cars share no engine part with a combustion car of their generation. */
const ELECTRIC = 'electric';

/** Whether types linked together to one pair can be one car: one fuel and one displacement. */
export function oneEngine(types: readonly EngineOfType[]): boolean {
  return new Set(types.map((t) => t.fuel)).size <= 1 && new Set(types.map((t) => t.ccm)).size <= 1;
}

/** Whether types linked together mix an electric car with combustion ones. */
export function electricWithCombustion(types: readonly EngineOfType[]): boolean {
  return types.some((t) => t.fuel === ELECTRIC) && types.some((t) => t.fuel !== ELECTRIC);
}
