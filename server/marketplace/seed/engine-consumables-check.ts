/**
 * The parts seller's reading of the engine consumables (data/engine-families.ts): one oil filter, fuel
 * filter and glow plug size per engine family on every car, no 11 V plug on a common-rail diesel, no
 * spin-on can on a cartridge engine nor a thread its maker does not use, and no high-pressure pump or
 * diesel injector of another maker's system than the car's (a Denso pump on an EA288); one cam belt
 * per engine in its bare belt, its kit and its kit with water pump (data/timing-belts.ts).
 */
import type { Db } from '../db/connection';
import type { CarFacts } from './data/fitment-rules';
import { INJECTION_MAKER_OF_BRAND, consumableFamilyOf, injectionMakersOf, knownOilFilterElementOf, oilFilterHousingOf, oilFilterStyleOfFamily, psaOrGmBuilt } from './data/engine-families';
import { glowPlugFamily } from './data/engine-sizes';
import { oilFilterThreadOf } from './data/car-criteria';
import { injectionSystemOf, injectionSystemsOfEngines } from './data/car-equipment';
import { TIMING_BELT_KINDS, timingBeltEngineOf } from './data/timing-belts';
import { CHAIN_POSITION_KEY, TIMING_CHAIN_KINDS } from './data/timing-chains';

export interface EngineConsumableCounts {
  /** (engine family, kind) pairs whose oil filters, fuel filters, glow plugs or spark plugs (per engine code) come in more than one size (an EA288's fuel filter in four, a D4F's plug in two threads). */
  familyConsumableSizes: number;
  /** Oil filter housings (an engine family's, or the one the VW group's pump-nozzle TDIs share) whose oil filters come in more than one size: a BKC and a BKD in one 045 115 466 housing given a 77 mm and a 141 mm element. */
  oilFilterHousingSizes: number;
  /** Engine codes whose oil filters come in more than one size across the types listing that code alone: a 330e's B48B20 given another element than a 330i's, an H4D on gas another can than on petrol. */
  engineCodeOilFilterSizes: number;
  /** Engines whose bare cam belts, belt kits and kits with water pump carry more than one belt (teeth, width) or kit rollers, across the three kinds and the engine's cars (data/timing-belts.ts). */
  engineTimingBelts: number;
  /** Engine codes whose cam belts (bare, kit, kit with pump) or timing chains at one place come in more than one size across the types listing that code (a BLS with a 104 and a 118 tooth belt). */
  engineCodeTimingDrives: number;
  /** Engine codes and engine families sold both cam belts (or belt kits) and timing chains (or chain kits) across their types: an engine drives its camshafts by one or the other (data/engine-build.ts), so one of the two is wrong. */
  engineWithBeltAndChain: number;
  /** Cam belts and belt kits fitted to more than one engine variant (one kit for a DW10 8V, a DW10 16V and a DW10C; data/timing-belts.ts). */
  timingKitAcrossVariants: number;
  /** Cam belts and kits fitted to a GM-built Opel engine and a PSA-built one (a PureTech kit on the Astra K's own 1.2 Turbo). */
  timingKitAcrossBuilders: number;
  /** Glow plug articles of 11 V fitted to a common-rail diesel (a relay plug on a BMW B47). */
  elevenVoltOnCommonRail: number;
  /** Spin-on oil filters fitted to an engine family that takes a cartridge (a Renegade's 1.6 MultiJet, a C-HR's M20A, an A6's V6 TDI). */
  spinOnOnCartridgeFamily: number;
  /** Oil filters whose height or outside diameter is not the element the trade states for the engine (a 2ZR-FXE's 64 × 65 mm cartridge given as 83 × 154). */
  oilFilterNotKnownElement: number;
  /** Spin-on oil filters whose thread is not the one the fitted car's maker uses (3/4"-16 UNF on a Toyota). */
  oilFilterThreadNotMaker: number;
  /** High-pressure pumps and diesel injectors of a brand whose system the fitted diesel does not run (a Denso pump on a Bosch EA288). */
  pumpNotSystemMaker: number;
  /** Types listing engines of two injection systems (a Passat B6 2.0 TDI of the pump-nozzle BKP and the common-rail CBAB): the trade's two types, whose injectors and pumps differ. */
  typeOfTwoInjectionSystems: number;
}

const KINDS = ['Ölfilter', 'Kraftstofffilter', 'Glühkerzen', 'Zündkerzen', 'Hochdruckpumpe', 'Einspritzdüse', ...TIMING_BELT_KINDS, ...TIMING_CHAIN_KINDS];
/** The rollers a kit holds besides its belt (and its water pump). */
const ROLLERS_BESIDE: Readonly<Record<string, number>> = { Zahnriemensatz: 1, 'Zahnriemensatz mit Wasserpumpe': 2 };

export async function checkEngineConsumables(db: Db, carOf: ReadonlyMap<number, { car: CarFacts; name: string }>, note: (text: string) => void): Promise<EngineConsumableCounts> {
  const categories = (await db.selectFrom('category_texts').select(['category_id', 'title']).where('lang_no', '=', 1).where('title', 'in', KINDS).execute());
  const kindOf = new Map(categories.map((c) => [c.category_id, c.title]));
  const brandName = new Map((await db.selectFrom('brands').select(['id', 'name']).execute()).map((r) => [r.id, r.name]));
  const rows = categories.length ? await db.selectFrom('articles as a').innerJoin('fitment as f', 'f.article_id', 'a.id')
    .select(['a.id', 'a.brand_id', 'a.category_id', 'a.criteria', 'f.model_id'])
    .where('a.category_id', 'in', categories.map((c) => c.category_id)).orderBy('a.id').execute() : [];
  const sizesOfFamily = new Map<string, Set<string>>();
  const sizesOfHousing = new Map<string, Set<string>>();
  const oilFiltersOfCode: OilFilterOfCode[] = [];
  const beltsOfEngine = new Map<string, Set<string>>();
  const flagged = { elevenVoltOnCommonRail: new Set<number>(), spinOnOnCartridgeFamily: new Set<number>(), oilFilterThreadNotMaker: new Set<number>(), oilFilterNotKnownElement: new Set<number>(), pumpNotSystemMaker: new Set<number>() };
  const flag = (count: keyof typeof flagged, id: number, text: string) => {
    if (flagged[count].has(id)) return;
    flagged[count].add(id);
    if (flagged[count].size <= 3) note(text);
  };
  const drivesOfCode = new Map<string, Set<string>>();
  const driveKindsOfEngine = new Map<string, Set<'belt' | 'chain'>>();
  const kitEngines = new Map<number, Set<string>>();
  const kitBuilders = new Map<number, Set<string>>();
  for (const row of rows) {
    const kind = kindOf.get(row.category_id)!;
    const fitted = carOf.get(row.model_id);
    if (!fitted) continue;
    const { car } = fitted;
    const criteria = row.criteria ? (JSON.parse(row.criteria) as { key: string; value: string }[]) : [];
    const value = (key: string) => criteria.find((c) => c.key === key)?.value;
    const named = `${car.generation} ${fitted.name}`;
    // A spark plug is its engine's head's: one thread and hexagon per engine family or code, in every car and year (data/spark-plug-threads.ts).
    const family = kind === 'Glühkerzen' ? glowPlugFamily(car) : kind === 'Ölfilter' || kind === 'Kraftstofffilter' ? consumableFamilyOf(car) : kind === 'Zündkerzen' ? consumableFamilyOf(car) ?? (car.engineCode || null) : null;
    if (family) {
      const sized = kind === 'Zündkerzen' ? criteria.filter((c) => c.key === 'thread' || c.key === 'spanner_size') : criteria.filter((c) => c.key !== 'fitting_position');
      const size = sized.map((c) => `${c.key} ${c.value}`).join(', ');
      const slot = `${family}|${kind}`;
      sizesOfFamily.set(slot, (sizesOfFamily.get(slot) ?? new Set()).add(size));
    }
    // One oil filter housing, one element: every car and code carrying the housing takes the same size.
    const housing = kind === 'Ölfilter' ? oilFilterHousingOf(car) : null;
    if (housing) {
      const size = criteria.filter((c) => c.key !== 'fitting_position').map((c) => `${c.key} ${c.value}`).join(', ');
      sizesOfHousing.set(housing, (sizesOfHousing.get(housing) ?? new Set()).add(size));
    }
    if (kind === 'Ölfilter') oilFiltersOfCode.push({ car, size: criteria.filter((c) => c.key !== 'fitting_position').map((c) => `${c.key} ${c.value}`).join(', ') });
    // One engine code, one drive: whatever type lists the code, its belt (or its chain at a place) is one size.
    const drive = TIMING_BELT_KINDS.has(kind) ? `belt ${value('teeth')} teeth ${value('width')} mm` : TIMING_CHAIN_KINDS.has(kind) ? `chain ${value('chain_links')} links` : null;
    if (drive) {
      // One engine, one kind of cam drive: its codes and its family are sold belts or chains, never both.
      const driveKind = TIMING_BELT_KINDS.has(kind) ? 'belt' : 'chain';
      const engineFamily = consumableFamilyOf(car);
      for (const engine of [...(car.engineCodes ?? (car.engineCode ? [car.engineCode] : [])).map((code) => `engine code ${code}`), ...(engineFamily ? [`engine family ${engineFamily}`] : [])]) {
        driveKindsOfEngine.set(engine, (driveKindsOfEngine.get(engine) ?? new Set()).add(driveKind));
      }
      const place = TIMING_CHAIN_KINDS.has(kind) ? `chain ${value(CHAIN_POSITION_KEY) ?? ''}` : 'belt';
      for (const code of car.engineCodes ?? (car.engineCode ? [car.engineCode] : [])) {
        const slot = `${code}|${place}`;
        drivesOfCode.set(slot, (drivesOfCode.get(slot) ?? new Set()).add(drive));
      }
    }
    if (TIMING_BELT_KINDS.has(kind)) {
      // One engine, one cam belt: every kind and every car of the engine names the same belt, and both kits the same rollers.
      const engine = timingBeltEngineOf(car);
      kitEngines.set(row.id, (kitEngines.get(row.id) ?? new Set()).add(engine));
      const builder = psaOrGmBuilt(car);
      if (builder) kitBuilders.set(row.id, (kitBuilders.get(row.id) ?? new Set()).add(`${builder} (${named})`));
      const rollers = kind in ROLLERS_BESIDE ? Number(value('pieces')) - ROLLERS_BESIDE[kind]! : null;
      for (const [slot, size] of [[`${engine}|belt`, `${value('teeth')} teeth ${value('width')} mm`], [`${engine}|rollers`, rollers === null ? null : `${rollers} rollers`]] as const) {
        if (size !== null) beltsOfEngine.set(slot, (beltsOfEngine.get(slot) ?? new Set()).add(size));
      }
    }
    const system = car.fuel === 'diesel' ? injectionSystemOf(car, true) : null;
    if (kind === 'Glühkerzen' && value('voltage') === '11' && system === 'common_rail') flag('elevenVoltOnCommonRail', row.id, `glow plug ${row.id} of 11 V fits model ${row.model_id} (${named}), a common-rail diesel`);
    const element = kind === 'Ölfilter' ? knownOilFilterElementOf(car) : null;
    if (element && (value('height') !== String(element.height) || value('outer_diameter') !== String(element.outer))) {
      flag('oilFilterNotKnownElement', row.id, `oil filter ${row.id} ${value('outer_diameter')}×${value('height')} mm fits model ${row.model_id} (${named}), whose engine takes the ${element.outer}×${element.height} mm element`);
    }
    if (kind === 'Ölfilter' && value('thread') !== undefined) {
      if (oilFilterStyleOfFamily(car) === 'cartridge') flag('spinOnOnCartridgeFamily', row.id, `spin-on oil filter ${row.id} fits model ${row.model_id} (${named}), whose ${consumableFamilyOf(car)} takes a cartridge`);
      if (value('thread') !== oilFilterThreadOf(car)) flag('oilFilterThreadNotMaker', row.id, `oil filter ${row.id} threaded ${value('thread')} fits model ${row.model_id} (${named}), whose maker threads ${oilFilterThreadOf(car)}`);
    }
    if ((kind === 'Hochdruckpumpe' || kind === 'Einspritzdüse') && car.fuel === 'diesel') {
      const brand = brandName.get(row.brand_id) ?? '?';
      const maker = INJECTION_MAKER_OF_BRAND[brand];
      if (!maker || !injectionMakersOf(car).includes(maker)) flag('pumpNotSystemMaker', row.id, `${brand} ${kind} ${row.id} fits model ${row.model_id} (${named}), which runs a ${injectionMakersOf(car).join(' or ')} system`);
    }
  }
  let familyConsumableSizes = 0;
  for (const [slot, found] of sizesOfFamily) {
    if (found.size < 2) continue;
    familyConsumableSizes++;
    if (familyConsumableSizes <= 3) note(`${slot.replace('|', ' ')} comes in ${[...found].slice(0, 3).join(' / ')}`);
  }
  const housingsOfSizes = [...sizesOfHousing].filter(([, found]) => found.size > 1);
  for (const [housing, found] of housingsOfSizes.slice(0, 3)) note(`oil filter housing ${housing} comes in ${found.size} sizes: ${[...found].slice(0, 3).join(' / ')}`);
  const codesOfOilFilterSizes = engineCodesOfSeveralOilFilterSizes(oilFiltersOfCode);
  for (const [code, found] of codesOfOilFilterSizes.slice(0, 3)) note(`engine code ${code} takes oil filters of ${found.size} sizes: ${[...found].slice(0, 3).join(' / ')}`);
  const engines = new Set<string>();
  for (const [slot, found] of beltsOfEngine) {
    if (found.size < 2) continue;
    const engine = slot.split('|')[0]!;
    if (engines.has(engine)) continue;
    engines.add(engine);
    if (engines.size <= 3) note(`${engine}'s cam belt kinds and cars carry ${[...found].slice(0, 3).join(' / ')}`);
  }
  const engineTimingBelts = engines.size;
  const codesOfTwoDrives = [...drivesOfCode].filter(([, found]) => found.size > 1);
  for (const [slot, found] of codesOfTwoDrives.slice(0, 3)) note(`engine code ${slot.replace('|', ' ')} comes in ${[...found].slice(0, 3).join(' / ')}`);
  const engineCodeTimingDrives = new Set(codesOfTwoDrives.map(([slot]) => slot.split('|')[0])).size;
  const beltAndChain = [...driveKindsOfEngine].filter(([, found]) => found.size > 1).map(([engine]) => engine);
  for (const engine of beltAndChain.slice(0, 3)) note(`${engine} is sold both cam belt and timing chain kits`);
  const acrossVariants = [...kitEngines].filter(([, found]) => found.size > 1);
  for (const [id, found] of acrossVariants.slice(0, 3)) note(`timing belt article ${id} fits ${[...found].slice(0, 3).join(' / ')}`);
  const builtBy = (found: Set<string>, builder: string) => [...found].find((car) => car.startsWith(`${builder} `));
  const acrossBuilders = [...kitBuilders].filter(([, found]) => builtBy(found, 'GM') && builtBy(found, 'PSA'));
  for (const [id, found] of acrossBuilders.slice(0, 3)) note(`timing belt article ${id} fits ${builtBy(found, 'GM')} and ${builtBy(found, 'PSA')}`);
  let typeOfTwoInjectionSystems = 0;
  for (const [id, { car, name }] of carOf) {
    const systems = injectionSystemsOfEngines(car, true);
    if (systems.size > 1 && typeOfTwoInjectionSystems++ < 3) note(`model ${id} (${car.generation} ${name}) lists engines ${(car.engineCodes ?? [car.engineCode]).join(';')} of ${[...systems].join(' and ')}`);
  }
  return {
    typeOfTwoInjectionSystems, familyConsumableSizes, oilFilterHousingSizes: housingsOfSizes.length, engineCodeOilFilterSizes: codesOfOilFilterSizes.length, engineTimingBelts, engineCodeTimingDrives, engineWithBeltAndChain: beltAndChain.length, timingKitAcrossVariants: acrossVariants.length, timingKitAcrossBuilders: acrossBuilders.length, elevenVoltOnCommonRail: flagged.elevenVoltOnCommonRail.size, spinOnOnCartridgeFamily: flagged.spinOnOnCartridgeFamily.size,
    oilFilterThreadNotMaker: flagged.oilFilterThreadNotMaker.size, oilFilterNotKnownElement: flagged.oilFilterNotKnownElement.size, pumpNotSystemMaker: flagged.pumpNotSystemMaker.size,
  };
}

/** An oil filter article's size on one of its cars. */
export interface OilFilterOfCode { car: Pick<CarFacts, 'engineCode' | 'engineCodes'>; size: string }

/**
 * The engine codes whose oil filters come in more than one size, with the sizes: one engine code, one oil filter housing
 * and one element, whether the car is petrol-only, a hybrid, a plug-in hybrid or runs on gas. Types listing two codes
 * (built with either) tell no one code's filter and are left out.
 */
export function engineCodesOfSeveralOilFilterSizes(filters: Iterable<OilFilterOfCode>): [string, Set<string>][] {
  const sizesOfCode = new Map<string, Set<string>>();
  for (const { car, size } of filters) {
    if (!car.engineCode || (car.engineCodes?.length ?? 0) > 1) continue;
    sizesOfCode.set(car.engineCode, (sizesOfCode.get(car.engineCode) ?? new Set()).add(size));
  }
  return [...sizesOfCode].filter(([, found]) => found.size > 1);
}

/** The counts in the plausibility line's words. */
export const engineConsumablesLine = (c: EngineConsumableCounts): string => `engine family with two consumable sizes ${c.familyConsumableSizes}, oil filter housing with several filter sizes ${c.oilFilterHousingSizes}, engine code with several oil filter sizes ${c.engineCodeOilFilterSizes}, engine with two cam belts ${c.engineTimingBelts}, engine code with two timing belt or chain sizes ${c.engineCodeTimingDrives}, engine with belt and chain kits ${c.engineWithBeltAndChain}, timing kit across engine variants ${c.timingKitAcrossVariants}, timing kit on a GM and a PSA engine ${c.timingKitAcrossBuilders}, 11 V glow plug on a common rail ${c.elevenVoltOnCommonRail}, ` +
  `spin-on filter on a cartridge family ${c.spinOnOnCartridgeFamily}, oil filter thread not the maker's ${c.oilFilterThreadNotMaker}, oil filter not the engine's known element ${c.oilFilterNotKnownElement}, pump or injector not the system maker's ${c.pumpNotSystemMaker}, type with engines of two injection systems ${c.typeOfTwoInjectionSystems}`;
