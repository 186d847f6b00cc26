/**
 * Attaches the imported KBA pairs to catalogue models. A pair's trade names are matched against the
 * series of the makes its KBA label stands for (the best fitting series' family), then narrowed the
 * way the register allows: by the date of its type key (the KBA hands out a make's keys in order,
 * and the first key of a name launched in a known year dates the keys around it) to the generations
 * built then, and by an engine or fuel its trade name spells out (BMW's "320D", Mercedes' "C 220 CDI").
 * A pair whose key cannot be dated to one generation is not linked: the lookup says the register
 * names only the model, never offers another generation's cars. Runs after either import.
 */
import type { ImportChanges } from './summary';
import type { ImportRepository, RegisterRow } from './repository';
import { KBA_MANUFACTURERS, manufacturerKeys } from './manufacturers';
import { kbaSeriesName, seriesFit, spellsGeneration } from './series-names';
import { matchKey } from './text';
import { typeKeyDating, type TypeKeyDating } from './type-key-dating';
import { engineWordYears, mercedesTypeNumber, spelledFuels } from './trade-name-spellings';
import { BODY_NOT_IN_BASE, builtInBody, namesBodyLineNotGeneration, namesGenerationBody, namesOtherLine, onStatedBody, siblingBodies, spelledBody, withoutSiblingBodies, type Body } from './type-bodies';
import { spellsAllWheelDrive } from './drive-words';
import { holderNameSince, takenOverSince } from './holder-name-eras';
import { fitsBmwDesignation, spellsNoEngineLetter } from './bmw-designations';
import { oneEngine, powersApart } from './one-engine';
import { AFTER_NEWER_GENERATION_KEY, OUTSIDE_LAUNCH_RUN, keysAfterNewerGeneration, launchedGeneration } from './launch-blocks';
import { nameLaunchYears } from './nameplate-launches';
import { DERIVATIVE_NOT_IN_BASE, fitsDerivative, fitsVariant, namesDerivative } from './variant-names';
import { namesOnlyTheModel } from './model-only-names';
import { endedBeforeKey, issuedAsGenerationEnded } from './key-issue';
import { otherModels } from './several-models';
import { hasStatedPower } from './stated-power';
import { VARIANT_CHOICE_CUT, choiceCutByKeyYears, lacksNamedVariant, namesPlainBesideSubBrand } from './several-variants';
import { LONE_TYPE_UNCONFIRMED, answeredByLoneType } from './lone-generation-type';
import { LATER_TYPES_ONLY, answeredByLaterTypesOnly } from './later-types-only';

interface CatalogueSeries { id: number; name: string; familyId: number; yearStart: number; yearEnd: number | null; models: { id: number; name: string; fuel: string; ccm: number; kw?: number; body?: string | null; yearStart: number; yearEnd: number | null }[] }

/**
 * How far a pair got: one type, several types of one engine and power (one tune in several bodies), one generation
 * whose types of several engines are the shopper's choice (one-engine.ts), or no generation.
 */
export type Placement = 'type' | 'fuel' | 'generation' | 'unplaced' | 'unknown';

export async function linkKbaPairs(repo: ImportRepository, changes: ImportChanges): Promise<Record<string, number>> {
  const seriesByMaker = await catalogueSeries(repo);
  const register = await repo.register();
  const dating = typeKeyDating(register);
  const wanted = new Map<string, { hsn: string; tsn: string; modelId: number; namesGeneration: number }>();
  const placed: Record<Placement, number> = { type: 0, fuel: 0, generation: 0, unplaced: 0, unknown: 0 };
  let bodyNotInBase = 0;
  let outsideLaunchRun = 0;
  let afterNewerGeneration = 0;
  let derivativeNotInBase = 0;
  const generationOf = new Map<number, CatalogueSeries>();
  for (const series of seriesByMaker.values()) for (const s of series) for (const m of s.models) generationOf.set(m.id, s);
  const siblings = siblingBodies(register);
  const placements = register.map((pair) => ({ pair, ...placePair(pair, seriesByMaker, dating, siblings(pair.hsn, tradeNames(pair.tradeName))) }));
  // A key issued after a newer generation's first key of the model is that generation's, never the older one's (launch-blocks.ts).
  const onGeneration = placements.flatMap((p) => {
    const generation = p.modelIds.length > 0 ? generationOf.get(p.modelIds[0]!) : undefined;
    return generation ? [{ hsn: p.pair.hsn, tsn: p.pair.tsn, generation, placed: p }] : [];
  });
  for (const { placed: late } of keysAfterNewerGeneration(onGeneration)) Object.assign(late, { placement: 'unplaced', modelIds: [], reason: AFTER_NEWER_GENERATION_KEY });
  for (const { pair, placement, modelIds, reason } of placements) {
    placed[placement]++;
    if (reason === AFTER_NEWER_GENERATION_KEY) afterNewerGeneration++;
    if (reason === BODY_NOT_IN_BASE) bodyNotInBase++;
    if (reason === OUTSIDE_LAUNCH_RUN) outsideLaunchRun++;
    if (reason === DERIVATIVE_NOT_IN_BASE) derivativeNotInBase++;
    // A pair naming the generation only links its types as the shopper's choice, not as its car.
    const namesGeneration = placement === 'generation' ? 1 : 0;
    for (const modelId of modelIds) wanted.set(`${pair.hsn}${pair.tsn}:${modelId}`, { hsn: pair.hsn, tsn: pair.tsn, modelId, namesGeneration });
  }
  // Pairs the catalogue already had (e.g. from the demo seed) are not doubled.
  for (const own of await repo.ownLinks()) wanted.delete(`${own.hsn}${own.tsn}:${own.modelId}`);
  const gone: number[] = [];
  for (const link of await repo.importedLinks()) {
    const key = `${link.hsn}${link.tsn}:${link.modelId}`;
    if (wanted.get(key)?.namesGeneration === link.namesGeneration) wanted.delete(key);
    else gone.push(link.kbaId);
  }
  await repo.deleteLinks(gone);
  changes.removed += gone.length;
  await repo.insertLinks([...wanted.values()]);
  changes.created += wanted.size;
  return {
    linkedPairs: placed.type + placed.fuel + placed.generation,
    pairsToOneType: placed.type, pairsToOneFuel: placed.fuel, pairsToOneGeneration: placed.generation,
    pairsOfKnownModelNotPlaced: placed.unplaced, pairsOfUnknownModel: placed.unknown, pairsOfBodyNotInBase: bodyNotInBase, pairsOfSeveralGenerationsOutsideLaunchRun: outsideLaunchRun, pairsAfterNewerGenerationKey: afterNewerGeneration, pairsOfDerivativeNotInBase: derivativeNotInBase,
  };
}

export async function catalogueSeries(repo: ImportRepository): Promise<Map<string, CatalogueSeries[]>> {
  const makerName = new Map<number, string>();
  for (const m of await repo.manufacturers()) makerName.set(m.id, m.name);
  const modelsBySeries = new Map<number, CatalogueSeries['models']>();
  for (const m of await repo.models()) {
    const list = modelsBySeries.get(m.seriesId) ?? [];
    list.push({ id: m.id, name: m.name, fuel: m.fuel, ccm: m.ccm, kw: m.kw, body: m.body, yearStart: m.yearStart, yearEnd: m.yearEnd });
    modelsBySeries.set(m.seriesId, list);
  }
  const byMaker = new Map<string, CatalogueSeries[]>();
  for (const s of await repo.series()) {
    const maker = makerName.get(s.manufacturerId);
    if (!maker) continue;
    const list = byMaker.get(matchKey(maker)) ?? [];
    list.push({ id: s.id, name: s.name, familyId: s.familyId, yearStart: s.yearStart, yearEnd: s.yearEnd, models: modelsBySeries.get(s.id) ?? [] });
    byMaker.set(matchKey(maker), list);
  }
  return byMaker;
}

/** The series a pair's trade names fit best (every generation of the named family). */
function fittingSeries(pair: RegisterRow, seriesByMaker: Map<string, CatalogueSeries[]>): { series: CatalogueSeries[]; names: string[]; spelledGenerations: CatalogueSeries[]; strangers: string[]; firstYear: number } {
  const makers = KBA_MANUFACTURERS[pair.kbaManufacturer] ?? [];
  // A make the holder took over is its generations launched since, and begins for its keys then (holder-name-eras.ts).
  const firstYearOf = new Map<CatalogueSeries, number>();
  const seriesOf = (maker: string): CatalogueSeries[] => {
    const since = takenOverSince(pair.kbaManufacturer, maker);
    const series = manufacturerKeys(maker).flatMap((key) => seriesByMaker.get(key) ?? []).filter((s) => since === null || s.yearStart >= since);
    for (const s of series) firstYearOf.set(s, since ?? s.yearStart);
    return series;
  };
  const names = tradeNames(pair.tradeName);
  const truncated = pair.tradeName.length >= 25;
  let best = 0;
  let fitting: CatalogueSeries[] = [];
  const spelledGenerations: CatalogueSeries[] = [];
  const fitsOf = new Map<string, Set<number>>();
  for (const maker of makers) {
    const series = seriesOf(maker);
    names.forEach((tradeName, i) => {
      const seriesName = kbaSeriesName(maker, withoutBody(tradeName));
      for (const s of series) {
        // "A4 B9 (8W2, 8W5)": the chassis codes in brackets are the catalogue's, never in a trade name.
        const name = s.name.replace(/\s*\([^)]*\)$/, '');
        const fit = seriesFit(seriesName, name, truncated && i === names.length - 1);
        if (fit > 0) fitsOf.set(tradeName, (fitsOf.get(tradeName) ?? new Set()).add(s.familyId));
        // "MERIVA-B" spells its generation, as does a body name of one generation ("INSIGNIA GRAND SPORT").
        if ((spellsGeneration(seriesName, name) || namesGenerationBody([maker], [tradeName], s.name)) && !spelledGenerations.includes(s)) spelledGenerations.push(s);
        if (fit > best) {
          best = fit;
          fitting = [s];
        } else if (fit === best && fit > 0 && !fitting.includes(s)) fitting.push(s);
      }
    });
  }
  // The other generations of the family a fitting series belongs to are candidates too.
  const families = new Set(fitting.map((s) => s.familyId));
  const all = [...new Set(makers.flatMap(seriesOf))];
  const strangers = otherModels(names, (name) => [...(fitsOf.get(name) ?? [])].some((family) => families.has(family)));
  const series = all.filter((s) => families.has(s.familyId));
  return { series, firstYear: Math.min(...series.map((s) => firstYearOf.get(s) ?? s.yearStart)), names, spelledGenerations: spelledGenerations.filter((s) => families.has(s.familyId)), strangers };
}

/**
 * Body words a trade name adds to the model's ("A6 AVANT", "GOLF VARIANT"), one or several ("INSIGNIA
 * SPORTS TOURER SW", "INSIGNIA LIMOUSINE HB": Opel's hatchback, NB its notchback; "GRAND SPORT" Opel's
 * name for the Insignia's five-door): the body does not change the generation, the key's years do.
 */
const BODY_WORDS = /\s+(AVANT|VARIANT|KOMBI|TOURING|SPORTBACK|SPORTS ?TOURER|CABRIO(?:LET)?|COUPE|LIMOUSINE|COMBI|SW|ESTATE|BREAK|GRANDTOUR|CARAVAN|HB|NB|HATCHBACK|GRAND SPORT)$/;
export function withoutBody(tradeName: string): string {
  let name = tradeName.trim().toUpperCase();
  for (let bare = name.replace(BODY_WORDS, ''); bare !== name; bare = name.replace(BODY_WORDS, '')) name = bare;
  return name;
}

export function placePair(pair: RegisterRow, seriesByMaker: Map<string, CatalogueSeries[]>, dating: TypeKeyDating, bodiesApart: ReadonlySet<Body> = new Set()): { placement: Placement; modelIds: number[]; reason?: string } {
  const { series, names, spelledGenerations, strangers, firstYear } = fittingSeries(pair, seriesByMaker);
  if (series.length === 0) return { placement: 'unknown', modelIds: [] };
  // A key of several models, one of them not the family's in the data, may be that other car (several-models.ts).
  if (strangers.length > 0) return { placement: 'unplaced', modelIds: [] };
  let candidates = series;
  const window = pairWindow(pair, dating);
  // A key is handed out the year before production at the earliest, and not after it ends.
  const built = (start: number, end: number | null) => !window || (start - 1 <= window.to && (end ?? Number.POSITIVE_INFINITY) >= window.from);
  // A dated key names no generation built outside its years, even the only one the catalogue has:
  // a 1960s "GIULIA GT VELOCE" key is no Giulia of today. An undated key leaves several unplaced.
  if (spelledGenerations.length > 0) {
    // A trade name that spells the generation ("MERIVA-B") names it, whatever the key's years allow.
    candidates = spelledGenerations.filter((s) => built(s.yearStart, s.yearEnd));
  } else {
    if (window) candidates = candidates.filter((s) => built(s.yearStart, s.yearEnd));
    else if (candidates.length > 1) candidates = [];
    // A key whose years reach back before the family's first generation in the catalogue, or that
    // no launch dates at all, may be of an older generation the catalogue lacks: an old HSN's "GOLF"
    // key given by 2005 is no Golf V, a 911 key of no known year no 911 of today.
    if ((window?.from ?? 0) < firstYear - 1) candidates = [];
  }
  const spelled = spelledTypes(names);
  if (candidates.length > 1) {
    // Generations that overlap the key's years: the spelled engine built then may be of one of them
    // only (a 2012 "320I" key: the E90's 320i ended in 2011, the F30's began in 2012).
    const named = spelled(candidates.flatMap((s) => s.models)).filter((m) => built(m.yearStart, m.yearEnd));
    const owners = candidates.filter((s) => s.models.some((m) => named.includes(m)));
    // Only where the key cannot predate the owner: a key that may have been given before its
    // generation began names the older generation's car of that engine, which the catalogue lacks
    // (a 2007-08 "316D" key is the E90 316d, not the F30's).
    if (owners.length === 1 && !keyMayPredate(window, owners[0]!.yearStart)) candidates = owners;
    // A generic name ("GOLF", "PASSAT") in a run of keys given when a generation began is that
    // generation's (launch-blocks.ts); a spelled engine is read as above, never by the run.
    const byRun = window !== null && spelledGenerations.length === 0 && named.length === 0;
    const launched = byRun && window ? launchedGeneration(candidates, window, dating.run?.(pair.hsn, pair.tsn) ?? 1) : null;
    if (launched) candidates = [launched];
    // Several generations built in the key's years and no launch run to choose: a lone key of a changeover
    // (0603/AMK "GOLF" of 2007-08, between Golf VI launch runs) may be the older generation's engine update.
    else if (byRun) return { placement: 'unplaced', modelIds: [], reason: OUTSIDE_LAUNCH_RUN };
  }
  if (candidates.length !== 1) return { placement: 'unplaced', modelIds: [] };
  const generation = candidates[0]!;
  // A key issued no earlier than the year its generation ended is the successor's (key-issue.ts).
  if (issuedAsGenerationEnded(window, holderNameSince(pair.kbaManufacturer), generation.yearEnd)) return { placement: 'unplaced', modelIds: [] };
  const fits = fitsTradeName(KBA_MANUFACTURERS[pair.kbaManufacturer] ?? [], names);
  const fitting = generation.models.filter((m) => fits(generation.name, m));
  // A key naming a sport derivative the generation has no type of ("CUPRA ATECA") is no ordinary type of it (variant-names.ts).
  if (fitting.length === 0 && namesDerivative(KBA_MANUFACTURERS[pair.kbaManufacturer] ?? [], names)) return { placement: 'unplaced', modelIds: [], reason: DERIVATIVE_NOT_IN_BASE };
  // A key naming a body stands only for types built in it: the base's coupé or Avant, never the SUV or saloon (type-bodies.ts).
  // Nor, where a sibling key of the maker number adds a body word to its name ("Q3 SPORTBACK E-TRON" beside
  // "Q3 E-TRON"), a type named for that body: the body-less name is the other body's (type-bodies.ts).
  let models = withoutSiblingBodies(fitting.filter((m) => onStatedBody(names, generation.name, m)), bodiesApart);
  if (models.length === 0) return fitting.length > 0 ? { placement: 'unplaced', modelIds: [], reason: BODY_NOT_IN_BASE } : { placement: 'unplaced', modelIds: [] };
  // An engine the trade name spells out ("320D", "C 220 CDI") names the type: a "530E" key is a 530e
  // even when the base's 530e years miss the key's, never the generation's other types.
  // A key listing several variants, one of which the base lacks, names the generation, never one of them (several-variants.ts).
  // So does a key listing a sub-brand's car beside a plain one ("S 580 MAYBACH,S 580 4MATI…") answered by the sub-brand's types alone.
  const lacking = lacksNamedVariant(names.map(withoutBody), generation.name, models, pair.tradeName.length >= 25)
    || namesPlainBesideSubBrand(names.map(withoutBody), models, pair.tradeName.length >= 25);
  const named = lacking ? [] : spelled(models);
  if (named.length > 0) models = named;
  // Among them, the types built when the key was given (the first up! key: no e-up! yet). A key
  // that spells no engine (a type named by its model only, "Trafic", spells none), given before any
  // of them was built, names an engine the catalogue lacks: a 2014 "TRAFIC" key is a 1.6 dCi, the
  // 2.0 dCi came in 2019.
  const dated = models.filter((m) => built(m.yearStart, m.yearEnd));
  const model = matchKey(generation.name.replace(/\s*\([^)]*\)$/, ''));
  // Nor is a choice the key's years cut short where a variant it names is missing (several-variants.ts).
  if (choiceCutByKeyYears(lacking, models, dated)) return { placement: 'unplaced', modelIds: [], reason: VARIANT_CHOICE_CUT };
  // A key naming several variants the base holds, whose years leave one of them out ("340I,335I" given in the 335i's years),
  // may still be the variant left out: placed on the others alone, it would sell their parts to its owner.
  if (!lacking && dated.length > 0 && lacksNamedVariant(names.map(withoutBody), generation.name, dated, pair.tradeName.length >= 25)) return { placement: 'unplaced', modelIds: [], reason: VARIANT_CHOICE_CUT };
  if (dated.length > 0) models = dated;
  else if (named.every((m) => matchKey(m.name) === model)) return { placement: 'unplaced', modelIds: [] };
  // A key of a holder name that came later names no type that ended before it (holder-name-eras.ts).
  // Nor does any key name a type that ended before it was issued (key-issue.ts).
  const since = holderNameSince(pair.kbaManufacturer);
  models = models.filter((m) => !endedBeforeKey(window, since, m.yearEnd));
  if (models.length === 0) return { placement: 'unplaced', modelIds: [] };
  // Several types are the pair's car only as one engine of one power; several powers are the buyer's choice (one-engine.ts).
  const placement: Placement = models.length === 1 ? 'type' : oneEngine(models) && !powersApart(models) ? 'fuel' : 'generation';
  // A trade name of the model only states no engine, even where the catalogue has one (model-only-names.ts).
  // Nor does a BMW number without its engine letter ("116", "120": a 116i or a 116d), bmw-designations.ts.
  const bmw = (KBA_MANUFACTURERS[pair.kbaManufacturer] ?? []).some((make) => make === 'BMW' || make === 'Mini');
  const namesGeneration = lacking || namesOnlyTheModel(names.map(withoutBody), generation.name) || (bmw && models.every((m) => spellsNoEngineLetter(names, m.name)));
  // A generation's lone type is no choice for a pair naming the generation only (lone-generation-type.ts).
  if (namesGeneration && answeredByLoneType('generation', models.map((m) => m.id))) return { placement: 'unplaced', modelIds: [], reason: LONE_TYPE_UNCONFIRMED };
  const answered: Placement = namesGeneration ? 'generation' : placement;
  // Nor a choice of the generation whose key may predate every type the base holds of it, begun before them (later-types-only.ts).
  if (answered === 'generation' && answeredByLaterTypesOnly(window, generation.yearStart, models)) return { placement: 'unplaced', modelIds: [], reason: LATER_TYPES_ONLY };
  return { placement: answered, modelIds: models.map((m) => m.id) };
}

/**
 * Whether a type of a generation is the car a pair's trade names allow: the fuel they spell ("CLA
 * 200 D" is a diesel, "E 200 NGT" runs on gas, a Mercedes "B 160" on petrol), the Mercedes type
 * number ("GLC 200 D" is no GLC 220 d of another engine; a number the generation lacks names a car
 * the catalogue lacks), the BMW designation ("535D XDRIVE" is no 530d, bmw-designations.ts) and the
 * body ("A3 CABRIOLET" is no Sportback-only plug-in, "GOLF SPORTSVAN" no Golf) and all-wheel drive
 * ("520D XDRIVE" is no type not marked so, drive-words.ts) and the AMG variant ("AMG GT 63" is no
 * GT 53 or 43, variant-names.ts) and the power it states ("ID.BUZZ CARGO PURE 125 KW", "A 200 TURBO"
 * are no type of another power, stated-power.ts) and the sport derivative ("CUPRA ATECA" is no Ateca TSI,
 * "Q2" no SQ2, variant-names.ts) and the van or passenger line ("COMBO-E CARGO" is no Combo-e Life, type-bodies.ts).
 */
export function fitsTradeName(makes: readonly string[], names: readonly string[]): (generation: string, type: { name: string; fuel: string; kw?: number | null }) => boolean {
  const fuels = spelledFuels(names, makes);
  const numbers = makes.includes('Mercedes-Benz') ? new Set(names.map(mercedesTypeNumber).filter((n) => n !== null)) : new Set<string>();
  const body = spelledBody(names);
  const bmw = makes.includes('BMW') || makes.includes('Mini');
  const allWheels = names.some(spellsAllWheelDrive);
  return (generation, type) => (!fuels || fuels.has(type.fuel))
    && fitsVariant(names, type.name)
    && fitsDerivative(makes, names, type.name)
    && hasStatedPower(names, type)
    && (!allWheels || spellsAllWheelDrive(type.name))
    && !namesBodyLineNotGeneration(names, generation)
    && !namesOtherLine(names, type.name)
    && (!bmw || fitsBmwDesignation(names, type.name))
    && (numbers.size === 0 || numbers.has(mercedesTypeNumber(type.name) ?? ''))
    && (!body || builtInBody(makes, generation, type.name, body));
}

/** A register entry's trade names, one per spelling ("A 160,A 150"). */
export function tradeNames(tradeName: string): string[] {
  return tradeName.split(/[;,]/).map((n) => n.trim()).filter((n) => n !== '' && n !== '-');
}

/** The years a pair's key can have been given in: its dating within the years its engine words and its name's launch allow. */
export function pairWindow(pair: RegisterRow, dating: TypeKeyDating): { from: number; to: number } | null {
  const makes = KBA_MANUFACTURERS[pair.kbaManufacturer] ?? [];
  const names = tradeNames(pair.tradeName);
  return within(within(dating.window(pair.hsn, pair.tsn), engineWordYears(makes, names)), nameLaunchYears(makes, names.map(withoutBody), dating.window(pair.hsn, pair.tsn)));
}

/** Whether a key of these years may have been given before a generation began: it may name an older generation's car. */
export const keyMayPredate = (window: { from: number; to: number } | null, generationStart: number): boolean => window !== null && window.from < generationStart - 1;

/** The years both the key's dating and its engine words allow; the key's own when they do not meet. */
function within(window: { from: number; to: number } | null, years: { from: number; to: number } | null): { from: number; to: number } | null {
  if (!window || !years) return window ?? years;
  const from = Math.max(window.from, years.from);
  const to = Math.min(window.to, years.to);
  return from <= to ? { from, to } : window;
}

/**
 * The types whose engine a pair's trade names spell, the closest spelling first: the very name
 * ("C 180 KOMPRESSOR" is the C 180 Kompressor, not the later C 180), else the name and more
 * ("320D XDRIVE" is a 320d).
 */
function spelledTypes(names: string[]): <M extends { name: string }>(models: M[]) => M[] {
  const spelled = names.map(matchKey);
  const closeness = (model: { name: string }): number => {
    const engine = matchKey(model.name);
    if (engine === '') return 0;
    return spelled.includes(engine) ? 2 : spelled.some((name) => name.startsWith(engine)) ? 1 : 0;
  };
  return (models) => {
    const best = Math.max(0, ...models.map(closeness));
    return best === 0 ? [] : models.filter((m) => closeness(m) === best);
  };
}
