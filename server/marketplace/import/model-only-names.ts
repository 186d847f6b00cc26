/**
 * A trade name that is the model's name and nothing more ("MARCO POLO", "MUSTANG", "FIAT 500L",
 * "ECOSPORT") states no engine: the register gives each engine its own key, but the key's trade
 * name does not say which. Where the catalogue has one type of that generation, the type is still
 * not the key's car: a Mustang key may be the 2.3 EcoBoost, a 500L key the 1.4 or the TwinAir, a
 * Marco Polo key the 220 d or 250 d, none of which the catalogue has. Shown as that one car, the
 * lookup would sell a V8's filters and belts to a four-cylinder's owner. Such a pair names the
 * generation only, and the buyer confirms the engine.
 */
import { kbaSeriesName, seriesFit } from './series-names';

/**
 * Whether every trade name of a pair (body words already taken off: "GOLF VARIANT" is "GOLF") is the
 * name of the generation's model, with the make's name at most ("FIAT 500L") and without the
 * catalogue's generation marker ("GRANDLAND" of the "Grandland X", "GOLF" of the "Golf VII (5G1, BQ1, …)").
 */
export function namesOnlyTheModel(bareNames: readonly string[], generation: string): boolean {
  const model = generation.replace(/\s*\([^)]*\)$/, '');
  return bareNames.length > 0 && bareNames.every((name) => seriesFit(kbaSeriesName('', name), model) >= 2);
}
