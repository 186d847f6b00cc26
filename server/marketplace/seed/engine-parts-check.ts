/**
 * A parts seller's reading of engine parts, tools and OE references beyond the fitment rules: a
 * torque wrench's square drive that its range breaks (data/tool-sizes.ts), a car that sees several
 * ribbed-belt lengths it cannot tell apart, a glow plug that is not its engine family's
 * (data/engine-sizes.ts, a pump-nozzle TDI's steel plug), and an OE number named by a front and a rear
 * part (data/oe-axles.ts). Camshaft seals on chain engines and fuel-pressure regulators on rail-pressure
 * engines are fitment rules (data/fitment-rules.ts) and counted with them. An intake or exhaust camshaft on a
 * single-cam engine (data/engine-build.ts) is counted here.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { type CarFacts, installOf } from './data/fitment-rules';
import { beltEngineOf } from './data/vehicle-keyed-parts';
import { torqueRangeTop, torqueWrenchDrive } from './data/tool-sizes';
import { cylindersOf, glowPlugFamily, glowPlugSize } from './data/engine-sizes';
import { oilCoolerSized, thermostatOpeningSuits } from './data/engine-equipment';
import { camshaftsOf } from './data/engine-build';
import { CHAIN_POSITION_KEY, TIMING_CHAIN_KINDS, chainsWithoutTellingLabel } from './data/timing-chains';

export interface EnginePartCounts {
  /** Torque wrenches whose square drive is not the one their range takes (a 1/4" wrench to 340 Nm). */
  torqueWrenchDriveNotRange: number;
  /**
   * Cars fitted with ribbed belts of several sizes that no criterion (such as air conditioning) tells apart:
   * a car as the buyer names it, its generation with its engine (code, or make, fuel and displacement) as
   * it sits, whatever power its types have (a T6 2.0 TDI of 75 and of 150 kW).
   */
  carWithSeveralBeltSizes: number;
  /** Glow plugs whose thread, voltage or length is not their engine family's plug (an M8x1 4.4 V plug on a pump-nozzle TDI). */
  glowPlugNotFamilyPlug: number;
  /** OE numbers of a make carried by a front and by a rear article (a front pad's number on a rear pad). */
  oeNumberOnBothAxles: number;
  /** (Car, kind) pairs of an engine part one car has one version of, sold for it in several (a simplex and a duplex chain, a 4- and a 6-pin air mass meter). */
  enginePartVersionsOnOneCar: number;
  /** Engine-oil coolers sized as a radiator, not as a plate stack on the filter housing (data/engine-equipment.ts). */
  oilCoolerNotPlateStack: number;
  /** (Car, chain place) pairs whose loose timing chain is not the chain in its kit (links, simplex or duplex; data/timing-chains.ts). */
  looseChainNotKitChain: number;
  /** (Car, chain place) pairs sold chain kits of two lengths or rows with no label that tells them apart (data/timing-chains.ts). */
  chainKitsOfSeveralLengths: number;
  /** Thermostats opening at a temperature their engine's is not (105 °C on a TDI, data/engine-equipment.ts). */
  thermostatOpeningNotEngine: number;
  /** Ring sets and ignition lead sets whose pieces are not their engine's cylinders (four on a three-cylinder 1.4 TDI, data/engine-sizes.ts). */
  setPiecesNotCylinders: number;
  /** Camshafts sold as intake or exhaust for a single-camshaft engine (a K9K's, a pump-nozzle TDI's; data/engine-build.ts). */
  camshaftSideOnSingleCam: number;
}

/** Engine parts a car has in one version: its chain, its fuel system's pressure, its harness's connectors, its sensors' cables and ranges. */
const ONE_VERSION_KINDS = ['Steuerkette', 'Kraftstoffdruckregler', 'Kraftstoffpumpe', 'Luftmassenmesser', 'Zündspule', 'Kurbelwellensensor', 'Klopfsensor', 'Öldruckschalter', 'Saugrohrdrucksensor', 'Abgasdrucksensor'];

/** Sets sold with one piece per cylinder: a ring set per piston, an ignition lead per plug. */
const CYLINDER_SET_KINDS = ['Kolbenringe', 'Zündkabelsatz'];

type Criteria = { key: string; value: string }[];
const parse = (text: string | null): Criteria => (text ? (JSON.parse(text) as Criteria) : []);
const BELT_SIZE_KEYS = new Set(['ribs', 'length']);

export async function checkEngineParts(db: Db, carOf: ReadonlyMap<number, { car: CarFacts; name: string }>, note: (text: string) => void): Promise<EnginePartCounts> {
  const categories = await db.selectFrom('category_texts').select(['category_id', 'title']).where('lang_no', '=', 1)
    .where('title', 'in', ['Drehmomentschlüssel', 'Nockenwelle', 'Keilrippenriemen', 'Glühkerzen', 'Ölkühler', 'Thermostat', ...CYLINDER_SET_KINDS, ...ONE_VERSION_KINDS]).execute();
  const idOf = (title: string) => categories.filter((c) => c.title === title).map((c) => c.category_id);
  const counts: EnginePartCounts = { torqueWrenchDriveNotRange: 0, carWithSeveralBeltSizes: 0, glowPlugNotFamilyPlug: 0, oeNumberOnBothAxles: 0, enginePartVersionsOnOneCar: 0, oilCoolerNotPlateStack: 0, looseChainNotKitChain: 0, chainKitsOfSeveralLengths: 0, thermostatOpeningNotEngine: 0, setPiecesNotCylinders: 0, camshaftSideOnSingleCam: 0 };

  const wrenches = idOf('Drehmomentschlüssel');
  for (const row of wrenches.length ? await db.selectFrom('articles').select(['id', 'criteria']).where('category_id', 'in', wrenches).execute() : []) {
    const criteria = parse(row.criteria);
    const top = torqueRangeTop(criteria.find((c) => c.key === 'torque_range')?.value);
    const drive = criteria.find((c) => c.key === 'drive_size')?.value;
    if (top === undefined || drive === torqueWrenchDrive(top)) continue;
    if (++counts.torqueWrenchDriveNotRange <= 3) note(`torque wrench ${row.id} to ${top} Nm has a ${drive} drive, the range takes ${torqueWrenchDrive(top)}`);
  }

  // A car's belt sizes, per what tells them apart (a criterion other than the size, such as air conditioning).
  const belts = idOf('Keilrippenriemen');
  const carNamed = (model: number) => {
    const fitted = carOf.get(model);
    return fitted ? `${fitted.car.generation} ${beltEngineOf(fitted.car)} ${installOf(fitted.car)}` : `model ${model}`;
  };
  const sizesOfCar = new Map<string, Set<string>>();
  for (const row of belts.length ? await db.selectFrom('articles as a').innerJoin('fitment as f', 'f.article_id', 'a.id').select(['a.criteria', 'f.model_id']).where('a.category_id', 'in', belts).execute() : []) {
    const criteria = parse(row.criteria);
    const telling = criteria.filter((c) => !BELT_SIZE_KEYS.has(c.key)).map((c) => `${c.key}=${c.value}`).join(',');
    const slot = `${carNamed(row.model_id)}|${telling}`;
    sizesOfCar.set(slot, (sizesOfCar.get(slot) ?? new Set()).add(criteria.filter((c) => BELT_SIZE_KEYS.has(c.key)).map((c) => c.value).join('/')));
  }
  const beltCars = new Set<string>();
  for (const [slot, sizes] of sizesOfCar) {
    if (sizes.size < 2) continue;
    const named = slot.split('|')[0]!;
    if (beltCars.has(named)) continue;
    beltCars.add(named);
    if (beltCars.size <= 3) note(`${named} takes ribbed belts of ${[...sizes].slice(0, 3).join(' and ')} mm`);
  }
  counts.carWithSeveralBeltSizes = beltCars.size;

  const plugs = idOf('Glühkerzen');
  const wrongPlugs = new Set<number>();
  for (const row of plugs.length ? await db.selectFrom('articles as a').innerJoin('fitment as f', 'f.article_id', 'a.id').select(['a.id', 'a.criteria', 'f.model_id']).where('a.category_id', 'in', plugs).execute() : []) {
    const fitted = carOf.get(row.model_id);
    if (!fitted || fitted.car.fuel !== 'diesel' || wrongPlugs.has(row.id)) continue;
    const criteria = parse(row.criteria);
    const value = (key: string) => criteria.find((c) => c.key === key)?.value;
    const family = glowPlugFamily(fitted.car);
    const plug = glowPlugSize(family);
    if (value('thread') === plug.thread && value('voltage') === plug.volts && value('length') === String(plug.lengthMm)) continue;
    wrongPlugs.add(row.id);
    if (wrongPlugs.size <= 3) note(`glow plug ${row.id} (${value('thread')}, ${value('voltage')} V, ${value('length')} mm) fits model ${row.model_id} (${fitted.car.generation} ${fitted.name}), whose ${family} takes ${plug.thread}, ${plug.volts} V, ${plug.lengthMm} mm`);
  }
  counts.glowPlugNotFamilyPlug = wrongPlugs.size;

  const thermostats = idOf('Thermostat');
  const wrongThermostats = new Set<number>();
  for (const row of thermostats.length ? await db.selectFrom('articles as a').innerJoin('fitment as f', 'f.article_id', 'a.id').select(['a.id', 'a.criteria', 'f.model_id']).where('a.category_id', 'in', thermostats).execute() : []) {
    const fitted = carOf.get(row.model_id);
    const opening = Number(parse(row.criteria).find((c) => c.key === 'opening_temperature')?.value);
    if (!fitted || !Number.isFinite(opening) || wrongThermostats.has(row.id) || thermostatOpeningSuits(fitted.car, opening)) continue;
    wrongThermostats.add(row.id);
    if (wrongThermostats.size <= 3) note(`thermostat ${row.id} opens at ${opening} °C and fits model ${row.model_id} (${fitted.car.generation} ${fitted.name}, ${fitted.car.fuel} ${fitted.car.engineCode}), whose thermostat does not`);
  }
  counts.thermostatOpeningNotEngine = wrongThermostats.size;

  const sets = CYLINDER_SET_KINDS.flatMap(idOf);
  const wrongSets = new Set<number>();
  for (const row of sets.length ? await db.selectFrom('articles as a').innerJoin('fitment as f', 'f.article_id', 'a.id').select(['a.id', 'a.criteria', 'f.model_id']).where('a.category_id', 'in', sets).execute() : []) {
    const fitted = carOf.get(row.model_id);
    const pieces = parse(row.criteria).find((c) => c.key === 'pieces')?.value;
    if (!fitted || pieces === undefined || wrongSets.has(row.id) || pieces === String(cylindersOf(fitted.car))) continue;
    wrongSets.add(row.id);
    if (wrongSets.size <= 3) note(`set ${row.id} of ${pieces} pieces fits model ${row.model_id} (${fitted.car.generation} ${fitted.name}, ${fitted.car.engineCode}) of ${cylindersOf(fitted.car)} cylinders`);
  }
  counts.setPiecesNotCylinders = wrongSets.size;

  const coolers = idOf('Ölkühler');
  for (const row of coolers.length ? await db.selectFrom('articles').select(['id', 'criteria']).where('category_id', 'in', coolers).execute() : []) {
    const criteria = parse(row.criteria);
    const value = (key: string) => criteria.find((c) => c.key === key)?.value;
    if (oilCoolerSized({ length: value('length'), width: value('width'), height: value('height') })) continue;
    if (++counts.oilCoolerNotPlateStack <= 3) note(`oil cooler ${row.id} is ${value('length')} x ${value('width')} x ${value('height')} mm, a radiator's size`);
  }

  const oneVersion = categories.filter((c) => ONE_VERSION_KINDS.includes(c.title));
  const versions = new Map<string, Set<string>>();
  for (const row of oneVersion.length ? await db.selectFrom('articles as a').innerJoin('fitment as f', 'f.article_id', 'a.id').select(['a.category_id', 'a.criteria', 'f.model_id'])
    .where('a.category_id', 'in', oneVersion.map((c) => c.category_id)).execute() : []) {
    const kind = oneVersion.find((c) => c.category_id === row.category_id)!.title;
    // A two-stage chain drive's upper and lower chains are two parts (data/timing-chains.ts).
    const slot = `${row.model_id}|${kind}${kind === 'Steuerkette' ? ` ${parse(row.criteria).find((c) => c.key === CHAIN_POSITION_KEY)?.value ?? ''}`.trimEnd() : ''}`;
    versions.set(slot, (versions.get(slot) ?? new Set()).add(row.criteria ?? ''));
  }
  for (const [slot, found] of versions) {
    if (found.size < 2) continue;
    if (++counts.enginePartVersionsOnOneCar <= 3) note(`model ${slot.replace('|', ' takes its ')} in ${found.size} versions: ${[...found].slice(0, 2).join(' / ')}`);
  }

  // An intake or exhaust camshaft exists on a twin-cam head only: a single-cam engine has one camshaft, no side.
  const camshafts = idOf('Nockenwelle');
  const sidedOnSingleCam = new Set<number>();
  for (const row of camshafts.length ? await db.selectFrom('articles as a').innerJoin('fitment as f', 'f.article_id', 'a.id').select(['a.id', 'a.criteria', 'f.model_id']).where('a.category_id', 'in', camshafts).execute() : []) {
    const fitted = carOf.get(row.model_id);
    const valveSide = parse(row.criteria).find((c) => c.key === 'valve_side')?.value;
    if (!fitted || !valveSide || camshaftsOf(fitted.car) !== 1 || sidedOnSingleCam.has(row.id)) continue;
    sidedOnSingleCam.add(row.id);
    if (sidedOnSingleCam.size <= 3) note(`camshaft ${row.id} is an ${valveSide} camshaft, fitted to ${fitted.name} (${fitted.car.engineCode || 'no code'}), whose head has one camshaft`);
  }
  counts.camshaftSideOnSingleCam = sidedOnSingleCam.size;

  Object.assign(counts, await countLooseChainsNotKits(db, note));

  // An OE number of a make on a front and a rear article: the articles' fitting_position, as their criteria index holds it.
  const shared = await sql<{ manufacturer_id: number; norm_number: string }>`
    select o.manufacturer_id, o.norm_number from oe_numbers o
    join article_criteria c on c.article_id = o.article_id and c.key = 'fitting_position' and c.value in ('front', 'rear')
    group by o.manufacturer_id, o.norm_number having count(distinct c.value) > 1`.execute(db);
  counts.oeNumberOnBothAxles = shared.rows.length;
  for (const row of shared.rows.slice(0, 3)) note(`OE number ${row.norm_number} of manufacturer ${row.manufacturer_id} names a front and a rear part`);
  return counts;
}

/** Cars whose loose timing chain at a place is not the chain their kit of that place carries: its links and, where the kit says, its rows. */
async function countLooseChainsNotKits(db: Db, note: (text: string) => void): Promise<Pick<EnginePartCounts, 'looseChainNotKitChain' | 'chainKitsOfSeveralLengths'>> {
  const categories = await db.selectFrom('category_texts').select(['category_id', 'title']).where('lang_no', '=', 1).where('title', 'in', [...TIMING_CHAIN_KINDS]).execute();
  if (!categories.length) return { looseChainNotKitChain: 0, chainKitsOfSeveralLengths: 0 };
  const chains = new Map<string, { kit: Set<string>; loose: Set<string> }>();
  const kitsByCar = new Map<number, { place: string; chain: string }[]>();
  for (const row of await db.selectFrom('articles as a').innerJoin('fitment as f', 'f.article_id', 'a.id').select(['a.category_id', 'a.criteria', 'f.model_id'])
    .where('a.category_id', 'in', categories.map((c) => c.category_id)).execute()) {
    const criteria = parse(row.criteria);
    const value = (key: string) => criteria.find((c) => c.key === key)?.value ?? '';
    const slot = `${row.model_id}|${value(CHAIN_POSITION_KEY)}`;
    const found = chains.get(slot) ?? { kit: new Set<string>(), loose: new Set<string>() };
    chains.set(slot, found);
    const kit = categories.find((c) => c.category_id === row.category_id)!.title === 'Steuerkettensatz';
    (kit ? found.kit : found.loose).add(`${value('chain_links')}/${value('chain_type')}`);
    if (kit) kitsByCar.set(row.model_id, kitsByCar.get(row.model_id) ?? []).get(row.model_id)!.push({ place: value(CHAIN_POSITION_KEY), chain: `${value('chain_links')}/${value('chain_type')}` });
  }
  let count = 0;
  let kits = 0;
  for (const [slot, { kit, loose }] of chains) {
    const agree = [...loose].every((chain) => [...kit].every((kitChain) => {
      const [links, type] = kitChain.split('/');
      return chain.split('/')[0] === links && (!type || chain.split('/')[1] === type);
    }));
    if (agree) continue;
    if (++count <= 3) note(`model ${slot.split('|')[0]} takes a ${[...loose][0]} timing chain${slot.split('|')[1] ? ` (${slot.split('|')[1]})` : ''} and a kit with a ${[...kit][0]} chain (links/rows)`);
  }
  // One engine, one chain at each place: kits of two lengths for one car must each say which chain they carry (data/timing-chains.ts).
  for (const [model, found] of kitsByCar) {
    if (!chainsWithoutTellingLabel(found)) continue;
    if (++kits <= 3) note(`model ${model} is sold chain kits of ${[...new Set(found.map(({ place, chain }) => `${chain}${place ? ` (${place})` : ''}`))].join(' and ')} links/rows, not each labelled with its own chain`);
  }
  return { looseChainNotKitChain: count, chainKitsOfSeveralLengths: kits };
}

/** The counts in the plausibility line's words. */
export const enginePartsLine = (c: EnginePartCounts): string => `torque wrench drive not its range's ${c.torqueWrenchDriveNotRange}, car with several ribbed-belt sizes ${c.carWithSeveralBeltSizes}, ` +
  `glow plug not its family's ${c.glowPlugNotFamilyPlug}, OE number on both axles ${c.oeNumberOnBothAxles}, engine part in several versions on one car ${c.enginePartVersionsOnOneCar}, ` +
  `oil cooler of a radiator's size ${c.oilCoolerNotPlateStack}, loose timing chain not the kit's chain ${c.looseChainNotKitChain}, chain kits of two lengths without a label ${c.chainKitsOfSeveralLengths}, ` +
  `thermostat opening temperature not the engine's ${c.thermostatOpeningNotEngine}, ring or lead set not one piece a cylinder ${c.setPiecesNotCylinders}, camshaft side on a single-camshaft engine ${c.camshaftSideOnSingleCam}`;
