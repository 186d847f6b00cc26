/**
 * The plausibility counts of type names (import/neutral-type-names.ts): a name holding a French sales
 * word ("essence", "BVA", "vitré"), two types of one series, engine and power whose names differ only
 * in spelling ("4 MATIC" and "4MATIC": one car listed twice), and a name whose litre figure is not its
 * capacity (a "2.0 PureTech" of 1598 cm³).
 */
import type { Db } from '../db/connection';
import { generationsMissingEngines } from './generation-range-check';
import { checkElectricNames } from './electric-name-check';
import { amgPowerOfVariant, configuratorWords, displacementAgainstCcm, electricKwBelowPeak, engineLaunchYear, frenchTypeWords, nameContradiction, neutralTypeName, pluginNameTwin, withListedEngine, withoutLitres } from '../import';

export interface TypeNameCounts {
  typeNameFrenchWord: number; typeSpellingTwin: number; typeNameAgainstCcm: number;
  /** Types dated before their engine came to market (import/engine-launches.ts): a 2017 Compass 1.5 T4 e-Hybrid. */
  typeDatedBeforeEngine: number;
  /** Types named by their model only though make, fuel and capacity tell their engine (import/listed-engine-names.ts): a "Lodgy" of 1332 cm³. */
  typeWithoutKnownEngine: number;
  /** A plug-in hybrid under a petrol or diesel type's name, capacity and power (import/plugin-name-twins.ts): an "XC40 T2" plug-in. */
  typePluginNameTwin: number;
  /** Electric types below their peak power: below the power their name spells or the maker's published peak (import/electric-peak-power.ts). */
  electricBelowPeak: number;
  /** Type names holding a trim level, wheel size, model year or other configurator word (import/configurator-words.ts). */
  typeNameConfiguratorWord: number;
  /** Generations lacking an engine the list names for them under another series name (import/shared-ranges.ts). */
  generationMissingEngine: number;
  /** Electric types named after another version's battery or motors, and one electric car named twice in a generation (import/electric-type-names.ts). */
  electricNameNotTrade: number; electricTypeTwice: number;
  /** AMG types at a power their named variant was never built with (import/variant-names.ts): a 310 kW "GLA 45", the 45 S's power. */
  amgPowerOfOtherVariant: number;
  /** Types whose name says another fuel, drive or power than theirs (import/name-contradictions.ts): a front-driven "XC60 Twin Engine", a 145 kW "T6". */
  typeNameAgainstItself: number;
}

export async function checkTypeNames(db: Db, note: (text: string) => void): Promise<TypeNameCounts> {
  const rows = await db.selectFrom('models').select(['id', 'series_id as seriesId', 'name', 'full_name as fullName', 'fuel', 'kw', 'ccm']).orderBy('id').execute();
  let typeNameFrenchWord = 0;
  let typeNameAgainstCcm = 0;
  let typeSpellingTwin = 0;
  let typePluginNameTwin = 0;
  let typeNameConfiguratorWord = 0;
  let amgPowerOfOtherVariant = 0;
  const spellings = new Map<string, string>();
  const ofSeries = new Map<number, typeof rows>();
  for (const row of rows) {
    const earlier = ofSeries.get(row.seriesId) ?? [];
    const twin = earlier.find((other) => pluginNameTwin(other, row));
    if (twin && typePluginNameTwin++ < 3) note(`model ${row.id} (${row.fullName}, ${row.fuel}) is model ${twin.id} (${twin.fuel}) under another fuel`);
    earlier.push(row);
    ofSeries.set(row.seriesId, earlier);
    if (!amgPowerOfVariant(row.name, row.kw ?? 0) && amgPowerOfOtherVariant++ < 3) note(`model ${row.id} (${row.fullName}) is listed at ${row.kw} kW, a power its variant was never built with`);
    const words = frenchTypeWords(row.name);
    if (words.length > 0 && typeNameFrenchWord++ < 3) note(`model ${row.id} (${row.fullName}) is named with French words: ${words.join(', ')}`);
    const configurator = configuratorWords(row.name);
    if (configurator.length > 0 && typeNameConfiguratorWord++ < 3) note(`model ${row.id} (${row.fullName}) is named with configurator words: ${configurator.join(', ')}`);
    if (displacementAgainstCcm(row.name, row.ccm) && typeNameAgainstCcm++ < 3) note(`model ${row.id} (${row.fullName}) names another capacity than its ${row.ccm} cm³`);
    // A name without its litre figure is the named type spelled short (import/litre-twins.ts).
    const key = [row.seriesId, row.fuel, row.kw, row.ccm, withoutLitres(neutralTypeName(row.name, row.ccm))].join('|');
    const first = spellings.get(key);
    if (first === undefined) spellings.set(key, row.name);
    else if (first !== row.name && typeSpellingTwin++ < 3) note(`model ${row.id} (${row.fullName}) is "${first}" spelled another way`);
  }
  return { typeNameFrenchWord, typeNameConfiguratorWord, amgPowerOfOtherVariant, typeSpellingTwin, typeNameAgainstCcm, typePluginNameTwin, typeDatedBeforeEngine: await typesBeforeEngine(db, note), typeWithoutKnownEngine: await typesWithoutKnownEngine(db, note), typeNameAgainstItself: await typesAgainstThemselves(db, note), electricBelowPeak: await electricTypesBelowPeak(db, note), generationMissingEngine: await generationsMissingEngines(db, note), ...await checkElectricNames(db, note) };
}

async function typesBeforeEngine(db: Db, note: (text: string) => void): Promise<number> {
  const types = await db.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id').innerJoin('manufacturers as f', 'f.id', 'm.manufacturer_id')
    .select(['m.id', 'm.full_name as fullName', 'm.name', 'm.ccm', 'm.kw', 'm.fuel', 'm.production_year_start as start', 'm.production_year_end as end', 's.name as generation', 'f.name as make']).execute();
  let count = 0;
  for (const type of types) {
    const since = engineLaunchYear(type.make, type.generation, type.name, type.ccm, type.fuel, type.kw);
    if (since === null || type.start >= since || (type.end !== null && type.end < since)) continue;
    if (count++ < 3) note(`model ${type.id} (${type.fullName}) is dated from ${type.start}, its engine came in ${since}`);
  }
  return count;
}

async function typesWithoutKnownEngine(db: Db, note: (text: string) => void): Promise<number> {
  const types = await db.selectFrom('models as m').innerJoin('manufacturers as f', 'f.id', 'm.manufacturer_id')
    .select(['m.id', 'm.full_name as fullName', 'm.name', 'm.ccm', 'm.ps', 'm.fuel', 'f.name as make']).orderBy('m.id').execute();
  let count = 0;
  for (const type of types) {
    if (withListedEngine(type.make, type.name, type.fuel, type.ccm, type.ps) !== type.name && count++ < 3) note(`model ${type.id} (${type.fullName}) is named by its model only, though its engine is known`);
  }
  return count;
}

async function typesAgainstThemselves(db: Db, note: (text: string) => void): Promise<number> {
  const types = await db.selectFrom('models as m').innerJoin('manufacturers as f', 'f.id', 'm.manufacturer_id')
    .select(['m.id', 'm.full_name as fullName', 'm.name', 'm.kw', 'm.fuel', 'f.name as make']).orderBy('m.id').execute();
  let count = 0;
  for (const type of types) {
    const why = nameContradiction(type);
    if (why !== null && count++ < 3) note(`model ${type.id} (${type.fullName}, ${type.fuel}, ${type.kw} kW): ${why}`);
  }
  return count;
}

async function electricTypesBelowPeak(db: Db, note: (text: string) => void): Promise<number> {
  const types = await db.selectFrom('models as m').innerJoin('manufacturers as f', 'f.id', 'm.manufacturer_id')
    .select(['m.id', 'm.full_name as fullName', 'm.name', 'm.kw', 'f.name as make']).where('m.fuel', '=', 'electric').orderBy('m.id').execute();
  let count = 0;
  for (const type of types) {
    if (electricKwBelowPeak(type.make, type.name, type.kw) && count++ < 3) note(`model ${type.id} (${type.fullName}) is listed at ${type.kw} kW, below its peak power`);
  }
  return count;
}

export const typeNamesLine = (r: TypeNameCounts) =>
  `type named with French words ${r.typeNameFrenchWord}, one type spelled twice ${r.typeSpellingTwin}, type name not its capacity ${r.typeNameAgainstCcm}, type dated before its engine existed ${r.typeDatedBeforeEngine}, type named by its model only though its engine is known ${r.typeWithoutKnownEngine}, plug-in under a petrol or diesel type's name ${r.typePluginNameTwin}, electric type below its peak power ${r.electricBelowPeak}, type named with configurator words ${r.typeNameConfiguratorWord}, generation lacking an engine the list names for it ${r.generationMissingEngine}, electric type named after another version ${r.electricNameNotTrade}, electric car named twice in a generation ${r.electricTypeTwice}, AMG type at another variant's power ${r.amgPowerOfOtherVariant}, type whose name contradicts its fuel, drive or power ${r.typeNameAgainstItself}`;
