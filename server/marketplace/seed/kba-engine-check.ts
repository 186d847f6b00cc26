/**
 * The plausibility check's reading of the register's pairs as cars (import/one-engine.ts): one type
 * key is one engine and fuel, so the types a pair is linked to as its car (not as the shopper's
 * choice for a pair naming the generation only) share the fuel and the displacement, and an
 * electric car is never linked together with combustion cars; and one key is one power, so types
 * linked as its car share the power too (several bodies of one tune, never two tunes).
 */
import type { Db } from '../db/connection';
import { KBA_MANUFACTURERS, answeredByLaterTypesOnly, electricWithCombustion, kbaSeriesName, matchKey, otherModels, seriesFit, endedBeforeKey, issuedAsGenerationEnded, fitsDerivative, fitsVariant, holderNameSince, keyMayPredate, namesOnlyTheModel, oneEngine, pairWindow, powersApart, tradeNames, typeKeyDating, withoutBody } from '../import';

export interface KbaEngineCounts {
  /** Pairs linked as one car to types of more than one fuel. */
  kbaCarAcrossFuels: number;
  /** Pairs linked as one car to an electric type and combustion types. */
  kbaCarElectricWithCombustion: number;
  /** Pairs linked as one car to types of more than one engine (fuel or displacement). */
  kbaCarAcrossEngines: number;
  /** Pairs linked as one car to types of different powers: a type key is one power (one-engine.ts, powersApart). */
  kbaCarAcrossPowers: number;
  /** Pairs linked as one car to a generation their key may predate, while an older generation of the family was built in the key's years. */
  kbaPairBeforeGeneration: number;
  /** Pairs whose trade name spells a variant ("AMG GT 63") linked to a type of another (variant-names.ts), as its car or as a choice. */
  kbaPairOnOtherVariant: number;
  /** Register pairs placed on a type of another sport derivative than their trade name's, or a model-only name on a derivative the register names apart (import/variant-names.ts). */
  kbaPairOnOtherDerivative: number;
  /** Pairs whose trade name is the model's only ("MUSTANG") linked as one car, not as the generation (model-only-names.ts). */
  kbaModelOnlyPairAsOneCar: number;
  /** Pairs linked to a type that ended before their key was issued (keysAfterTheirType). */
  kbaKeyAfterItsType: number;
  /** Pairs linked to a generation that ended no later than the year their key was issued (keysAsTheirGenerationEnded). */
  kbaKeyAsItsGenerationEnded: number;
  /** Pairs linked only to types launched after their key, none spelled by its trade name (keysBeforeTheirTypes). */
  kbaKeyBeforeItsTypes: number;
  /** Pairs whose trade names are several models, one not the linked generation's (severalModelsLinked). */
  kbaSeveralModelsLinked: number;
  /** Pairs naming the generation only linked to its later types alone, which their key may predate (laterTypesOnlyLinked). */
  kbaKeyBeforeGenerationsLaterTypes: number;
}

export async function checkKbaEngines(db: Db, note: (text: string) => void): Promise<KbaEngineCounts> {
  const rows = await db.selectFrom('kba as k').innerJoin('models as m', 'm.id', 'k.model_id')
    .select(['k.hsn', 'k.tsn', 'm.fuel', 'm.ccm', 'm.kw', 'm.production_year_start', 'm.production_year_end']).where('k.names_generation', '=', 0).execute();
  const byPair = new Map<string, { fuel: string; ccm: number; kw: number; yearStart: number; yearEnd: number | null }[]>();
  for (const row of rows) {
    const pair = `${row.hsn}/${row.tsn}`;
    byPair.set(pair, [...(byPair.get(pair) ?? []), { fuel: row.fuel, ccm: row.ccm, kw: row.kw, yearStart: row.production_year_start, yearEnd: row.production_year_end }]);
  }
  const counts: KbaEngineCounts = { kbaCarAcrossFuels: 0, kbaCarElectricWithCombustion: 0, kbaCarAcrossEngines: 0, kbaCarAcrossPowers: 0, kbaPairBeforeGeneration: 0, kbaPairOnOtherVariant: 0, kbaPairOnOtherDerivative: 0, kbaModelOnlyPairAsOneCar: 0, kbaKeyAfterItsType: 0, kbaKeyAsItsGenerationEnded: 0, kbaKeyBeforeItsTypes: 0, kbaSeveralModelsLinked: 0, kbaKeyBeforeGenerationsLaterTypes: 0 };
  for (const [pair, types] of byPair) {
    if (powersApart(types) && counts.kbaCarAcrossPowers++ < 3) note(`KBA ${pair} is linked as one car to ${types.map((t) => `${t.kw} kW`).join(', ')}`);
    if (oneEngine(types)) continue;
    counts.kbaCarAcrossEngines++;
    if (new Set(types.map((t) => t.fuel)).size > 1) counts.kbaCarAcrossFuels++;
    if (electricWithCombustion(types)) counts.kbaCarElectricWithCombustion++;
    if (counts.kbaCarAcrossEngines <= 3) note(`KBA ${pair} is linked as one car to ${types.map((t) => `${t.fuel} ${t.ccm} cm³ ${t.yearStart}-${t.yearEnd ?? ''}`).join(', ')}`);
  }
  counts.kbaPairBeforeGeneration = await pairsBeforeGeneration(db, note);
  counts.kbaPairOnOtherVariant = await pairsOnOtherVariant(db, note);
  counts.kbaPairOnOtherDerivative = await pairsOnOtherDerivative(db, note);
  counts.kbaModelOnlyPairAsOneCar = await modelOnlyPairsAsOneCar(db, note);
  counts.kbaKeyAfterItsType = await keysAfterTheirType(db, note);
  counts.kbaKeyAsItsGenerationEnded = await keysAsTheirGenerationEnded(db, note);
  counts.kbaKeyBeforeItsTypes = await keysBeforeTheirTypes(db, note);
  counts.kbaSeveralModelsLinked = await severalModelsLinked(db, note);
  counts.kbaKeyBeforeGenerationsLaterTypes = await laterTypesOnlyLinked(db, note);
  return counts;
}

/** A trade name of the model only states no engine: the pair names the generation, never one car of it. */
async function modelOnlyPairsAsOneCar(db: Db, note: (text: string) => void): Promise<number> {
  const links = await db.selectFrom('kba as k').innerJoin('kba_register as r', (j) => j.onRef('r.hsn', '=', 'k.hsn').onRef('r.tsn', '=', 'k.tsn'))
    .innerJoin('models as m', 'm.id', 'k.model_id').innerJoin('series as s', 's.id', 'm.series_id')
    .select(['k.hsn', 'k.tsn', 'r.trade_name as tradeName', 's.name as generation', 'm.name']).where('k.names_generation', '=', 0).execute();
  const wrong = new Set<string>();
  for (const link of links) {
    if (!namesOnlyTheModel(tradeNames(link.tradeName).map(withoutBody), link.generation)) continue;
    const pair = `${link.hsn}/${link.tsn}`;
    if (!wrong.has(pair) && wrong.size < 3) note(`KBA ${pair} "${link.tradeName}" names only the model and is linked as one car to ${link.generation} ${link.name}`);
    wrong.add(pair);
  }
  return wrong.size;
}

/** A pair whose trade name spells an AMG variant is that variant's car: an "AMG GT 63" is no GT 53's six-cylinder. */
async function pairsOnOtherVariant(db: Db, note: (text: string) => void): Promise<number> {
  const links = await db.selectFrom('kba as k').innerJoin('kba_register as r', (j) => j.onRef('r.hsn', '=', 'k.hsn').onRef('r.tsn', '=', 'k.tsn'))
    .innerJoin('models as m', 'm.id', 'k.model_id').select(['k.hsn', 'k.tsn', 'r.trade_name as tradeName', 'm.name']).execute();
  const wrong = new Set<string>();
  for (const link of links) {
    if (fitsVariant(tradeNames(link.tradeName), link.name)) continue;
    const pair = `${link.hsn}/${link.tsn}`;
    if (!wrong.has(pair) && wrong.size < 3) note(`KBA ${pair} "${link.tradeName}" is linked to ${link.name}`);
    wrong.add(pair);
  }
  return wrong.size;
}

/** A pair whose trade name spells a sport derivative is that derivative's car: a "CUPRA ATECA" is no Ateca TSI, a "Q2" no SQ2. */
async function pairsOnOtherDerivative(db: Db, note: (text: string) => void): Promise<number> {
  const links = await db.selectFrom('kba as k').innerJoin('kba_register as r', (j) => j.onRef('r.hsn', '=', 'k.hsn').onRef('r.tsn', '=', 'k.tsn'))
    .innerJoin('models as m', 'm.id', 'k.model_id').select(['k.hsn', 'k.tsn', 'r.kba_manufacturer as kbaManufacturer', 'r.trade_name as tradeName', 'm.name']).execute();
  const wrong = new Set<string>();
  for (const link of links) {
    if (fitsDerivative(KBA_MANUFACTURERS[link.kbaManufacturer] ?? [], tradeNames(link.tradeName), link.name)) continue;
    const pair = `${link.hsn}/${link.tsn}`;
    if (!wrong.has(pair) && wrong.size < 3) note(`KBA ${pair} "${link.tradeName}" is linked to ${link.name}`);
    wrong.add(pair);
  }
  return wrong.size;
}

/**
 * A key that may have been given before its generation began names the older generation's car of
 * that engine where the family had one then: a 2007-08 "316D" key is the E90 316d, not the F30's.
 */
async function pairsBeforeGeneration(db: Db, note: (text: string) => void): Promise<number> {
  const register = await db.selectFrom('kba_register').select(['hsn', 'tsn', 'kba_manufacturer as kbaManufacturer', 'trade_name as tradeName']).execute();
  const dating = typeKeyDating(register);
  const generations = await db.selectFrom('series').select(['id', 'series_family_id as family', 'production_year_start as start', 'production_year_end as end']).execute();
  const links = await db.selectFrom('kba as k').innerJoin('kba_register as r', (j) => j.onRef('r.hsn', '=', 'k.hsn').onRef('r.tsn', '=', 'k.tsn'))
    .innerJoin('models as m', 'm.id', 'k.model_id').innerJoin('series as s', 's.id', 'm.series_id')
    .select(['k.hsn', 'k.tsn', 'r.kba_manufacturer as kbaManufacturer', 'r.trade_name as tradeName', 's.id as series', 's.name as generation', 's.series_family_id as family', 's.production_year_start as start'])
    .where('k.names_generation', '=', 0).execute();
  const wrong = new Set<string>();
  for (const link of links) {
    const window = pairWindow(link, dating);
    if (!window || !keyMayPredate(window, link.start)) continue;
    const older = generations.some((g) => g.family === link.family && g.id !== link.series && g.start < link.start && g.start - 1 <= window.to && (g.end ?? Number.POSITIVE_INFINITY) >= window.from);
    if (!older) continue;
    const pair = `${link.hsn}/${link.tsn}`;
    if (!wrong.has(pair) && wrong.size < 3) note(`KBA ${pair} "${link.tradeName}" (key of ${Math.floor(window.from)}-${Math.floor(window.to)}) is linked to ${link.generation}, begun ${link.start}`);
    wrong.add(pair);
  }
  return wrong.size;
}

/** The counts in the report's line. */
export function kbaEnginesLine(r: KbaEngineCounts): string {
  return `KBA pair as one car across fuels ${r.kbaCarAcrossFuels}, KBA pair as one car of an electric and combustion types ${r.kbaCarElectricWithCombustion}, KBA pair as one car across engines ${r.kbaCarAcrossEngines}, KBA pair shown as one car across different powers ${r.kbaCarAcrossPowers}, KBA pair on a generation its key may predate ${r.kbaPairBeforeGeneration}, KBA pair on another variant than its trade name's ${r.kbaPairOnOtherVariant}, KBA pair on another sport derivative than its trade name's ${r.kbaPairOnOtherDerivative}, KBA pair naming only the model shown as one car ${r.kbaModelOnlyPairAsOneCar}, register key placed on a type that ended before the key ${r.kbaKeyAfterItsType}, register key placed on a generation that ended by its issue ${r.kbaKeyAsItsGenerationEnded}, register key placed only on types launched after it ${r.kbaKeyBeforeItsTypes}, register key of several models linked to one ${r.kbaSeveralModelsLinked}, register key naming the generation linked only to its later types ${r.kbaKeyBeforeGenerationsLaterTypes}`;
}

/**
 * A registration key is issued once, when the type is approved: a key given after a type ended
 * cannot be that type. Counts pairs linked (as the car or as a choice) to a type that ended before
 * the key's earliest year, read the way the import dates it (its anchors, runs and holder name).
 */
export function keysAfterTheirType(db: Db, note: (text: string) => void): Promise<number> {
  return pairsLinkedPastAnEnd(db, note, 'type', endedBeforeKey);
}

/**
 * A generation's last year is its successor's launch: a key that cannot have been issued before the
 * year its generation ended is the successor's type approval (key-issue.ts). Counts pairs linked (as
 * the car or as a choice) to such a generation.
 */
export function keysAsTheirGenerationEnded(db: Db, note: (text: string) => void): Promise<number> {
  return pairsLinkedPastAnEnd(db, note, 'generation', issuedAsGenerationEnded);
}

/** Pairs linked to a type, or a generation, whose end year `tooLate` rules out for the key's dated window. */
async function pairsLinkedPastAnEnd(db: Db, note: (text: string) => void, end: 'type' | 'generation',
  tooLate: (window: ReturnType<typeof pairWindow>, since: ReturnType<typeof holderNameSince>, end: number | null) => boolean): Promise<number> {
  const register = await db.selectFrom('kba_register').select(['hsn', 'tsn', 'kba_manufacturer as kbaManufacturer', 'trade_name as tradeName']).execute();
  const dating = typeKeyDating(register);
  const links = await db.selectFrom('kba as k').innerJoin('kba_register as r', (j) => j.onRef('r.hsn', '=', 'k.hsn').onRef('r.tsn', '=', 'k.tsn'))
    .innerJoin('models as m', 'm.id', 'k.model_id').innerJoin('series as s', 's.id', 'm.series_id')
    .select(['k.hsn', 'k.tsn', 'r.kba_manufacturer as kbaManufacturer', 'r.trade_name as tradeName', 's.name as generation', 'm.name',
      end === 'type' ? 'm.production_year_end as end' : 's.production_year_end as end']).execute();
  const wrong = new Set<string>();
  for (const link of links) {
    const window = pairWindow(link, dating);
    const since = holderNameSince(link.kbaManufacturer);
    if (!tooLate(window, since, link.end)) continue;
    const pair = `${link.hsn}/${link.tsn}`;
    const linked = end === 'type' ? `${link.generation} ${link.name}` : link.generation;
    if (!wrong.has(pair) && wrong.size < 3) note(`KBA ${pair} "${link.tradeName}" (key of ${Math.max(window?.from ?? 0, since ?? 0)} or later) is linked to ${linked}, ended ${link.end}`);
    wrong.add(pair);
  }
  return wrong.size;
}

/**
 * A key names no type launched after it was given: a 2018 "SANTA FE" key is no hybrid of 2020. Counts
 * pairs all of whose linked types began after the key's years, where the trade name spells none of
 * them (a spelled engine names its type, whatever the base's years).
 */
export async function keysBeforeTheirTypes(db: Db, note: (text: string) => void): Promise<number> {
  const register = await db.selectFrom('kba_register').select(['hsn', 'tsn', 'kba_manufacturer as kbaManufacturer', 'trade_name as tradeName']).execute();
  const dating = typeKeyDating(register);
  const links = await db.selectFrom('kba as k').innerJoin('kba_register as r', (j) => j.onRef('r.hsn', '=', 'k.hsn').onRef('r.tsn', '=', 'k.tsn'))
    .innerJoin('models as m', 'm.id', 'k.model_id')
    .select(['k.hsn', 'k.tsn', 'r.kba_manufacturer as kbaManufacturer', 'r.trade_name as tradeName', 'm.name', 'm.production_year_start as start']).execute();
  const byPair = new Map<string, typeof links>();
  for (const link of links) byPair.set(`${link.hsn}/${link.tsn}`, [...(byPair.get(`${link.hsn}/${link.tsn}`) ?? []), link]);
  let wrong = 0;
  for (const [pair, types] of byPair) {
    const window = pairWindow(types[0]!, dating);
    if (!window || types.some((t) => t.start - 1 <= window.to)) continue;
    const spelled = tradeNames(types[0]!.tradeName).map(matchKey);
    if (types.some((t) => matchKey(t.name) !== '' && spelled.some((name) => name.startsWith(matchKey(t.name))))) continue;
    if (wrong++ < 3) note(`KBA ${pair} "${types[0]!.tradeName}" (key of ${window.from}-${window.to}) is linked only to types begun later: ${types.map((t) => `${t.name} ${t.start}`).join(', ')}`);
  }
  return wrong;
}

/**
 * A pair naming the generation only is the buyer's choice among the engines built when its key was given:
 * linked only to types launched after the generation began and after the key's earliest year (a 2018
 * "SANTA FE" key on the 2020 hybrids alone), it may be one of the launch types the base lacks
 * (import/later-types-only.ts).
 */
export async function laterTypesOnlyLinked(db: Db, note: (text: string) => void): Promise<number> {
  const register = await db.selectFrom('kba_register').select(['hsn', 'tsn', 'kba_manufacturer as kbaManufacturer', 'trade_name as tradeName']).execute();
  const dating = typeKeyDating(register);
  const links = await db.selectFrom('kba as k').innerJoin('kba_register as r', (j) => j.onRef('r.hsn', '=', 'k.hsn').onRef('r.tsn', '=', 'k.tsn'))
    .innerJoin('models as m', 'm.id', 'k.model_id').innerJoin('series as s', 's.id', 'm.series_id')
    .select(['k.hsn', 'k.tsn', 'r.kba_manufacturer as kbaManufacturer', 'r.trade_name as tradeName', 's.name as generation', 's.production_year_start as generationStart', 'm.production_year_start as yearStart'])
    .where('k.names_generation', '=', 1).execute();
  const byPair = new Map<string, typeof links>();
  for (const link of links) byPair.set(`${link.hsn}/${link.tsn}`, [...(byPair.get(`${link.hsn}/${link.tsn}`) ?? []), link]);
  let wrong = 0;
  for (const [pair, types] of byPair) {
    const window = pairWindow(types[0]!, dating);
    if (!answeredByLaterTypesOnly(window, types[0]!.generationStart, types)) continue;
    if (wrong++ < 3) note(`KBA ${pair} "${types[0]!.tradeName}" (key of ${window?.from}-${window?.to}) names ${types[0]!.generation} (from ${types[0]!.generationStart}) and is linked only to its types of ${Math.min(...types.map((t) => t.yearStart))} on`);
  }
  return wrong;
}

/** A key of several models, one of them not its linked generation's (several-models.ts), is linked to none. */
export async function severalModelsLinked(db: Db, note: (text: string) => void): Promise<number> {
  const links = await db.selectFrom('kba as k').innerJoin('kba_register as r', (j) => j.onRef('r.hsn', '=', 'k.hsn').onRef('r.tsn', '=', 'k.tsn'))
    .innerJoin('models as m', 'm.id', 'k.model_id').innerJoin('series as s', 's.id', 'm.series_id')
    .select(['k.hsn', 'k.tsn', 'r.kba_manufacturer as kbaManufacturer', 'r.trade_name as tradeName', 's.name as generation']).distinct().execute();
  const wrong = new Set<string>();
  for (const link of links) {
    const makes = KBA_MANUFACTURERS[link.kbaManufacturer] ?? [];
    const generation = link.generation.replace(/\s*\([^)]*\)$/, '');
    const fits = (name: string) => makes.some((make) => seriesFit(kbaSeriesName(make, withoutBody(name)), generation) > 0);
    const others = otherModels(tradeNames(link.tradeName), fits);
    if (others.length === 0) continue;
    const pair = `${link.hsn}/${link.tsn}`;
    if (!wrong.has(pair) && wrong.size < 3) note(`KBA ${pair} "${link.tradeName}" may be a ${others.join(' or ')}, and is linked to ${link.generation}`);
    wrong.add(pair);
  }
  return wrong.size;
}
