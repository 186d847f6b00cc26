/**
 * Seed step: the vehicles, all of them real. The ADEME variants (makes, series, models with kW, PS,
 * cm³ and fuel) and the KBA register (HSN/TSN pairs linked to those models) are imported from
 * reference-data/ by the same importers `npm run import` uses, so a real pair such as 0603/BQA
 * answers with its real vehicle. Nothing is invented here: this step only reads the imported models
 * back and groups them the way parts fit them (one brake size, one engine, one series), and gives
 * each a French registration plate for the demo's plate lookup.
 */
import path from 'node:path';
import type { Database, Db } from '../db/connection';
import { carBatteryAh } from './data/car-batteries';
import { generationKey, importKbaFile, importVariantsFile, importVehicleTypesFile, DATA_FILES, REFERENCE_DATA_DIR } from '../import';
import { RowWriter } from '../db/batches';
import { advanceIdentities } from '../db/identities';
import { MANUFACTURERS } from './data/vehicles';
import { DEMO_PLATE, PLATE_VEHICLE, TOP_MODELS, fold as key } from './data/top-models';
import { type CarFacts, type DriveFuel, installOf } from './data/fitment-rules';
import { SMALL_CAR, factoryLedHeadlamp, listedCarFacts, listedPlatformOf } from './data/listed-car-facts';
import { factoryRearDrumMm, passengerRearDrumMm, phaseRearBrake } from './data/car-equipment';
import { STILL_BUILT } from './data/emission-classes';
import { listedGearboxesOfModels } from './listed-gearboxes';
import { FNI_DEPARTMENTS, SIV_LETTERS, SIV_START_YEAR, fniPossible, frenchLaunch, plateAgainstCar, sivIssuedUntil, sivPairAllowed, sivPossible, sivSeriesAt } from './data/fr-plates';
import { wiperBodyOf, wipersOfBodies } from './data/wiper-sizes';
import { type Rng, createRng, hashSeed, intBetween } from './rng';
import { seoWord, slugify } from './text';
import { donorOf } from './data/built-on';
import { rearBrakeOfGeneration, rearDiscsOnly } from './data/generation-rear-brakes';
import { type RecordedType, recordedTwinOf, sisterFrontDiscMm, sisterRearBrake } from './data/sister-brakes';
import { performanceVersion, platformDiscMm } from './data/brake-packages';

/** What the article step needs of a model to fit parts to it. */
export interface SeededModel {
  id: number;
  seriesId: number;
  fuel: DriveFuel;
  /** What decides the model's parts: platform, engine, years and factory sizes (data/fitment-rules.ts). */
  car: CarFacts;
  popularity: number;
}

export interface SeededSeries {
  id: number;
  manufacturerId: number;
  popularity: number;
  models: SeededModel[];
}

export interface SeededVehicles {
  series: SeededSeries[];
  models: SeededModel[];
  /** The make whose OE number format a manufacturer's cross numbers follow. */
  oeMakeByManufacturer: Map<number, string>;
  /** Edition -> its top families in order, each as the series (generations) of it: they carry every core part. */
  topFamilies: Map<string, number[][]>;
}

/**
 * Imports the reference vehicles. The makes of the editions' top-manufacturer lists are written first
 * with the ids those lists name, so the importer fills them instead of adding new rows; makes the
 * reference data does not sell are removed again.
 */
export async function importReferenceVehicles(handle: Database): Promise<void> {
  const db = handle.kysely;
  const rows = MANUFACTURERS.map((maker) => ({ id: maker.id, name: maker.name === 'Škoda' ? 'Skoda' : maker.name, slug: slugify(maker.name), seo_name: seoWord(maker.name), popularity: Math.max(5, 100 - maker.id * 2) * 10 }));
  await db.insertInto('manufacturers').values(rows).execute();
  await advanceIdentities(db);
  await importVehicleTypesFile(handle, path.join(REFERENCE_DATA_DIR, DATA_FILES.types));
  await importVariantsFile(handle, path.join(REFERENCE_DATA_DIR, DATA_FILES.variants));
  await importKbaFile(handle, path.join(REFERENCE_DATA_DIR, DATA_FILES.kba));
  await db.deleteFrom('manufacturers').where((eb) => eb.not(eb.exists(eb.selectFrom('series').select('series.id').whereRef('series.manufacturer_id', '=', 'manufacturers.id')))).execute();
}

/** A listed car's engine is known by make, fuel and displacement only: its install tells a BMW B48A (across) from a B48B (along), an M260 from an M264. */
const withInstall = (car: CarFacts): CarFacts => ({ ...car, engine: `${car.engine}/${installOf(car)}` });

/** Each model's facts as the fitment rules read them: the base's where it has them, the rest derived from power. */
export async function carFactsOfModels(db: Db): Promise<{ id: number; seriesId: number; fuel: DriveFuel; car: CarFacts; popularity: number; name: string; productionYearStart: number; baseFrontDiscMm?: number }[]> {
  const makers = await db.selectFrom('manufacturers').select(['id', 'name']).execute();
  const makerName = new Map(makers.map((m) => [m.id, m.name]));
  const listedGearboxes = await listedGearboxesOfModels(db);
  const seriesById = new Map((await db.selectFrom('series').select(['id', 'name', 'production_year_start']).execute()).map((s) => [s.id, s]));
  const modelRows = await db.selectFrom('models').leftJoin('vehicle_type_facts as f', 'f.model_id', 'models.id')
    .select(['models.id', 'models.series_id', 'models.manufacturer_id', 'models.kw', 'models.ccm', 'models.fuel', 'models.popularity', 'models.name', 'models.production_year_start', 'models.production_year_end',
      'f.platform', 'f.engine_code', 'f.front_disc_mm', 'f.rear_disc_mm', 'f.rear_drum_mm', 'f.wipers_mm', 'f.battery_ah', 'f.headlamp', 'f.oil_grade', 'f.oil_approval'])
    .orderBy('models.id').execute();
  // The rear discs each generation's types are recorded with: a type without a fact brakes as its sisters.
  const recordedRear = new Map<number, number[]>();
  for (const m of modelRows) if (m.rear_disc_mm !== null) recordedRear.set(m.series_id, [...(recordedRear.get(m.series_id) ?? []), m.rear_disc_mm]);
  // The types of each generation the base records a brake size for: a type without one brakes as its sister of its power class.
  // The generations by the name the tables know them by (make and generationKey), for a listed twin's recorded sisters.
  const seriesOfGeneration = new Map(modelRows.map((m) => [`${makerName.get(m.manufacturer_id) ?? ''} ${generationKey(seriesById.get(m.series_id)?.name ?? '')}`, m.series_id]));
  const recordedTypes = recordedTypesBySeries(modelRows, (m) => performanceVersion({ make: makerName.get(m.manufacturer_id) ?? '', typeName: m.name }));
  const types = modelRows.map((m) => {
    const make = makerName.get(m.manufacturer_id) ?? '';
    const generation = seriesById.get(m.series_id);
    const fuel = partsFuel(m.fuel);
    // The tables know a generation by its name with its first chassis code (import/import-vehicle-types.ts, generationKey).
    const generationName = `${make} ${generationKey(generation?.name ?? '')}`;
    const generationStart = generation?.production_year_start ?? m.production_year_start;
    const hybridDrive = m.fuel.includes('plugin') ? 'plug-in' as const : m.fuel.includes('hybrid') ? 'hybrid' as const : 'none' as const;
    const engineCodes = m.engine_code ? m.engine_code.split(';').map((code) => code.trim().split(' ')[0]!).filter((code) => code !== '') : [];
    const engineCode = engineCodes[0] ?? '';
    const base = {
      make, fuel, hybrid: m.fuel === 'hybrid', hybridDrive, typeName: m.name, engineCode, ...(engineCodes.length > 1 ? { engineCodes } : {}), ccm: m.ccm ?? 0, kw: m.kw ?? 0,
      typeStart: m.production_year_start, typeEnd: m.production_year_end ?? STILL_BUILT, generationStart, generation: generationName,
      ...(listedGearboxes.has(m.id) ? { listedGearbox: listedGearboxes.get(m.id) } : {}),
    };
    // What the data does not give (a size, the oil) follows the car's power as for the listed cars.
    const derived = listedCarFacts({ make, generation: generationName, fuel, kw: m.kw ?? 0, ccm: m.ccm ?? 0, generationStart, hybridDrive, typeName: m.name, platform: m.platform ?? undefined });
    // A rebadged car brakes as the car it is built on (data/built-on.ts): a Mazda2 Hybrid on a Yaris XP21's discs and drums.
    const donor = donorOf({ generation: generationName, typeName: m.name });
    if (donor) {
      const asBuilt = listedCarFacts({ make: donor.make, generation: donor.generation, fuel, kw: m.kw ?? 0, ccm: m.ccm ?? 0, generationStart, hybridDrive, typeName: m.name, platform: donor.platform });
      Object.assign(derived, { frontDiscMm: asBuilt.frontDiscMm, rearDiscMm: asBuilt.rearDiscMm, rearDrumMm: asBuilt.rearDrumMm });
    }
    // Generations the trade knows with rear drums where the base records no rear brake (Corsa D, Dacia).
    const drum = m.rear_disc_mm === null && m.rear_drum_mm === null ? factoryRearDrumMm({ make, generation: generationName, typeName: m.name }) : null;
    if (drum) Object.assign(derived, { rearDiscMm: 0, rearDrumMm: drum });
    // A generation whose rear brakes changed with a phase (the Zoe's drums, the ZE50's discs).
    const phase = m.rear_disc_mm === null && m.rear_drum_mm === null ? phaseRearBrake({ generation: generationName, typeStart: m.production_year_start, typeEnd: m.production_year_end ?? STILL_BUILT }) : null;
    if (phase) Object.assign(derived, phase);
    // A passenger car's drum where its platform's van has the larger one (a Mégane II's, not a Kangoo II's).
    const passengerDrum = derived.rearDrumMm ? passengerRearDrumMm({ generation: generationName }) : null;
    if (passengerDrum) derived.rearDrumMm = passengerDrum;
    // A type without a recorded size takes its recorded sister's of its power class (data/sister-brakes.ts), where no
    // platform table sizes the axle and no rebadged donor decides.
    // A generation the lists name apart from its recorded one (a T6.1, a Tourneo Connect that is a Caddy V): that one's types.
    const twin = recordedTwinOf({ generation: generationName, typeName: m.name });
    const twinSeries = twin ? [...seriesOfGeneration].find(([name]) => twin.test(name))?.[1] : undefined;
    const sisters = recordedTypes.get(m.series_id) ?? (twinSeries !== undefined ? recordedTypes.get(twinSeries) : undefined) ?? [];
    const brakeCar = { make, generation: generationName, typeName: m.name, kw: m.kw ?? 0, platform: m.platform ?? generationName };
    // A performance version takes no weaker sister's brake (data/sister-brakes.ts): its own package, or a performance sister's.
    const performance = performanceVersion(brakeCar);
    if (!donor && m.front_disc_mm === null && platformDiscMm(brakeCar, 'front') === undefined) {
      const front = sisterFrontDiscMm({ kw: m.kw ?? 0, fuel, performance }, sisters);
      if (front) derived.frontDiscMm = front;
    }
    // The front disc the performance version's base car brakes on: the generation's table step for its power without the
    // badge (a Mégane IV GT's 320), or a small car's largest disc (data/listed-car-facts.ts caps a small car's brake).
    const baseCar = { ...brakeCar, typeName: '' };
    const baseFrontDiscMm = performance && !donor
      ? platformDiscMm(baseCar, 'front')
        ?? (SMALL_CAR.test(generationName) ? listedCarFacts({ make, generation: generationName, fuel, kw: m.kw ?? 0, ccm: m.ccm ?? 0, generationStart, hybridDrive, typeName: '', platform: m.platform ?? undefined }).frontDiscMm : undefined)
      : undefined;
    // A type the base records no rear brake for: its recorded sister's of its power class where no platform table or
    // donor sizes the axle (never a drum where the generation, or the type, has rear discs only), else its generation's rear disc
    // (data/generation-rear-brakes.ts).
    if (m.rear_disc_mm === null && m.rear_drum_mm === null) {
      const sister = !donor && platformDiscMm(brakeCar, 'rear') === undefined ? sisterRearBrake({ kw: m.kw ?? 0, fuel, performance }, sisters) : undefined;
      const rear = sister && !(sister.rearDiscMm === 0 && rearDiscsOnly(brakeCar)) ? sister
        : rearBrakeOfGeneration({ ...brakeCar, rearDiscMm: derived.rearDiscMm, rearDrumMm: derived.rearDrumMm }, recordedRear.get(m.series_id));
      if (rear) Object.assign(derived, rear);
    }
    // A type whose headlamps are LED on every trim (an e-Golf, a W205 of the 2018 facelift) takes no low-beam bulb, whatever its row says.
    const factoryLed = factoryLedHeadlamp({ generation: generationName, typeName: m.name, typeStart: m.production_year_start });
    const inBase = m.platform !== null || m.engine_code !== null || m.front_disc_mm !== null || m.oil_grade !== null || m.headlamp !== null;
    const car: CarFacts = inBase
      ? {
        ...base,
        // A platform is shared across a group's makes (MQB: VW, Audi, Skoda, Seat); a one-letter name is the make's own.
        platform: m.platform ? (m.platform.length >= 3 ? m.platform : `${make}/${m.platform}`) : generationName,
        // One engine family, one engine: "K9K 608" and "K9K 612" take the same filters, in a Renault as in a Mercedes.
        engine: engineCode ? `${m.fuel}/${engineCode}` : `${generationName}/${m.name}/${m.kw}`,
        frontDiscMm: m.front_disc_mm ?? derived.frontDiscMm,
        rearDiscMm: m.rear_disc_mm ?? (m.rear_drum_mm ? 0 : derived.rearDiscMm),
        rearDrumMm: m.rear_drum_mm ?? (m.rear_disc_mm ? 0 : derived.rearDrumMm),
        wipersMm: m.wipers_mm ? wipers(m.wipers_mm) : derived.wipersMm, batteryAh: m.battery_ah ?? derived.batteryAh, ...(m.battery_ah !== null ? { batteryAhRecorded: true } : {}),
        headlamp: factoryLed ? 'LED' : m.headlamp ?? derived.headlamp,
        oilGrade: m.oil_grade ?? derived.oilGrade, oilApproval: m.oil_approval ?? derived.oilApproval,
      }
      : withInstall({ ...base, ...derived, ...(factoryLed ? { headlamp: 'LED' } : {}), platform: donor?.platform ?? listedPlatformOf(generationName, m.name) });
    // The car's own battery: an electric car's or full hybrid's per generation, a start-stop car's (mild hybrids too) with the reserve its restarts want (data/car-batteries.ts).
    return { id: m.id, seriesId: m.series_id, fuel, car: { ...car, batteryAh: carBatteryAh(car) }, popularity: m.popularity, name: m.name, productionYearStart: m.production_year_start, ...(baseFrontDiscMm !== undefined ? { baseFrontDiscMm } : {}) };
  });
  // The wipers follow the windscreen: one pair per generation and body, whatever the engine (data/wiper-sizes.ts).
  const wipersOf = wipersOfBodies(types.map((t, n) => ({ seriesId: t.seriesId, typeName: t.name, wipersMm: t.car.wipersMm, generation: t.car.generation, recorded: Boolean(modelRows[n]!.wipers_mm) })));
  return types.map((t) => ({ ...t, car: { ...t.car, wipersMm: wipersOf.get(wiperBodyOf(t.seriesId, t.name)) ?? t.car.wipersMm } }));
}

export async function seedVehicles(db: Db): Promise<SeededVehicles> {
  const makers = await db.selectFrom('manufacturers').select(['id', 'name']).execute();
  const makerName = new Map(makers.map((m) => [m.id, m.name]));
  const seriesRows = await db.selectFrom('series').select(['id', 'manufacturer_id', 'name', 'popularity']).orderBy('id').execute();
  const series = new Map<number, SeededSeries>();
  for (const s of seriesRows) series.set(s.id, { id: s.id, manufacturerId: s.manufacturer_id, popularity: s.popularity, models: [] });
  const modelRows = await carFactsOfModels(db);
  const models: SeededModel[] = [];
  for (const m of modelRows) {
    const model: SeededModel = { id: m.id, seriesId: m.seriesId, fuel: m.fuel, car: m.car, popularity: m.popularity };
    models.push(model);
    series.get(m.seriesId)?.models.push(model);
  }

  const oeMakeByManufacturer = new Map(makers.map((m) => [m.id, m.name]));

  // A family (Golf) is every generation of it: the families' series by make and family name.
  const familyRows = await db.selectFrom('series as s').innerJoin('series_families as f', 'f.id', 's.series_family_id').select(['s.id', 's.manufacturer_id', 'f.name']).orderBy('s.id').execute();
  const seriesOfFamily = new Map<string, number[]>();
  for (const s of familyRows) {
    const familyKey = `${key(makerName.get(s.manufacturer_id) ?? '')}|${key(s.name)}`;
    seriesOfFamily.set(familyKey, [...(seriesOfFamily.get(familyKey) ?? []), s.id]);
  }
  const topFamilies = new Map<string, number[][]>();
  for (const [edition, names] of Object.entries(TOP_MODELS)) {
    topFamilies.set(edition, names.flatMap(([make, name]) => {
      const ids = seriesOfFamily.get(`${key(make)}|${key(name)}`);
      return ids ? [ids] : [];
    }));
  }

  await writePlates(db, models, modelRows, seriesOfFamily);
  return { series: [...series.values()], models, oeMakeByManufacturer, topFamilies };
}

/** Each generation's types with a brake size recorded in the base, by series. */
type RecordedRow = { series_id: number; kw: number | null; fuel: string; front_disc_mm: number | null; rear_disc_mm: number | null; rear_drum_mm: number | null };
export function recordedTypesBySeries<Row extends RecordedRow>(rows: readonly Row[], performanceOf: (row: Row) => boolean = () => false): Map<number, RecordedType[]> {
  const recorded = new Map<number, RecordedType[]>();
  for (const m of rows) {
    if (m.front_disc_mm === null && m.rear_disc_mm === null && m.rear_drum_mm === null) continue;
    recorded.set(m.series_id, [...(recorded.get(m.series_id) ?? []), { kw: m.kw ?? 0, fuel: partsFuel(m.fuel), performance: performanceOf(m), frontDiscMm: m.front_disc_mm, rearDiscMm: m.rear_disc_mm, rearDrumMm: m.rear_drum_mm }]);
  }
  return recorded;
}

/** "650/475" -> [650, 475]; a single-arm car's one blade counts for both sides. */
function wipers(text: string): readonly [number, number] {
  const [driver = 600, passenger = driver] = text.split('/').map(Number);
  return [driver, passenger];
}

/** Hybrids run on petrol, LPG and ethanol cars have petrol engines: plugs and filters follow the engine. */
export function partsFuel(fuel: string): DriveFuel {
  if (fuel === 'electric') return 'electric';
  return fuel.includes('diesel') ? 'diesel' : 'petrol';
}

const PLATE_STREAM = 0x706c;

/**
 * One SIV plate per model, some with an old FNI one too, for the demo's plate lookup (the register behind real plates is not
 * public), and the plate the French home page shows as its example on a real car.
 */
async function writePlates(db: Db, models: SeededModel[], rows: { id: number; seriesId: number; name: string; productionYearStart: number }[], seriesOfFamily: Map<string, number[]>): Promise<void> {
  const plates = new RowWriter(db, 'fr_plates', ['plate', 'model_id'], { ignoreDuplicates: true });
  const exampleSeries = new Set(seriesOfFamily.get(`${key(PLATE_VEHICLE[0])}|${key(PLATE_VEHICLE[1])}`) ?? []);
  // The newest type of the family that carries the name and was built by the time its plate's series went out.
  const ofFamily = rows.filter((row) => exampleSeries.has(row.seriesId) && !plateAgainstCar(DEMO_PLATE, row.productionYearStart)).sort((a, b) => b.productionYearStart - a.productionYearStart);
  const example = ofFamily.find((row) => row.name.includes(PLATE_VEHICLE[2])) ?? ofFamily[0];
  if (example) plates.add(DEMO_PLATE, example.id);
  const builtFrom = new Map(rows.map((row) => [row.id, row.productionYearStart]));
  const fullNames = new Map((await db.selectFrom('models').select(['id', 'full_name']).execute()).map((row) => [row.id, row.full_name]));
  for (const model of models) {
    // Each type's plates from a stream of its own: a plate depends on its car, not on the draws before it.
    const draw = createRng(hashSeed(model.id, PLATE_STREAM));
    // From the month the type's first cars were sold in France, where it came months into its first year (data/fr-plates.ts).
    const from = frenchLaunch(fullNames.get(model.id) ?? '', builtFrom.get(model.id) ?? model.car.typeStart);
    // A type still built carries its last year as the register's: its plates stay within the year after.
    const until = model.car.typeEnd ?? STILL_BUILT;
    const siv = sivPossible(until);
    if (siv) plates.add(sivPlate(draw, from, until), model.id);
    // Cars first registered before the SIV began may still carry their FNI plates: the lookup reads both formats.
    // A type whose sale ended before the SIV began has its FNI plate only.
    if (fniPossible(from) && (!siv || draw() < 0.25)) plates.add(fniPlate(draw), model.id);
  }
  await plates.flush();
}

function letters(rng: Rng, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += SIV_LETTERS[Math.floor(rng() * SIV_LETTERS.length)]!;
  return out;
}
/**
 * SIV format AB-123-CD, stored without hyphens: the series of a day between the car's first year
 * (or the SIV's start, for a type on sale when it began) and the year after the type's last (the
 * series the register has reached, for a type still built): a first registration of the type's years.
 */
function sivPlate(rng: Rng, builtFrom: number, builtUntil: number | null): string {
  const from = Math.max(builtFrom, SIV_START_YEAR);
  const until = Math.max(from, sivIssuedUntil(builtUntil));
  const series = sivSeriesAt(from + rng() * (until - from));
  let last = letters(rng, 2);
  while (!sivPairAllowed(last, 'last')) last = letters(rng, 2);
  return `${series}${String(intBetween(rng, 1, 999)).padStart(3, '0')}${last}`;
}
/** Old FNI format 1234-AB-56 or 123-ABC-56 (number, series, département), stored without hyphens. */
function fniPlate(rng: Rng): string {
  const series = letters(rng, intBetween(rng, 2, 3));
  return `${intBetween(rng, 1, series.length === 3 ? 999 : 9999)}${series}${FNI_DEPARTMENTS[Math.floor(rng() * FNI_DEPARTMENTS.length)]}`;
}
