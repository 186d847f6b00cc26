/**
 * The parts trade's reading of brakes by make, platform, axle and brake package (data/brake-packages.ts):
 * no disc of a size the car's platform never brakes on, each axle's disc design, a pad shape of one make
 * group and one caliper, one caliper per brake package, drums only on axles that have them.
 */
import type { Db } from '../db/connection';
import type { CarFacts } from './data/fitment-rules';
import { makeDiscSize } from './data/brake-sizes';
import { VAG_MAKES, VAG_ONLY_DISC_MM, axleDiscOf, generationFrontDiscOf, performancePackageMm, performanceVersion, knownFrontDiscThicknessMm, brakePackageOf, brakePlatformOf, discMaterialOf, makeGroupOf, makerOnlyCalipers, platformDiscMm, platformDiscSizes, rearDiscsOnEveryType } from './data/brake-packages';
import { CAST_DISC_OFFER_PLAY, castDiscPriceEur, discPriceClassOf } from './data/price-bands';
import { isExotic } from './data/exotic-makes';
import { BATCH, maxId } from './article-batches';
import { generationKey } from '../import';
import { HUB_KINDS, wheelBoltPatternOf } from './data/wheel-hubs';
import { ateDiscNumberDisagrees } from './data/disc-numbers';
import { padShapeKey, wvaOfPadNumber, zimmermannPadNotThickness } from './data/pad-numbers';
import { brakeMakeOf } from './data/built-on';
import { generationRearDiscMm, generationRearDiscOf, generationRearDiscsOnly, rearDiscType, rearDiscsOnly } from './data/generation-rear-brakes';
import { pistonClassOf, pistonNotBrakeClass } from './data/caliper-pistons';
import { rearBearingSize } from './data/wheel-bearings';
import { caliperPistonsOf, repairKitNotCaliper } from './data/caliper-repair-kits';
import { sisterFrontDiscMm, sisterRearBrake } from './data/sister-brakes';
import { donorOf } from './data/built-on';
import { smallCarDrumMmOf, SMALL_CAR } from './data/listed-car-facts';
import { partsFuel, recordedTypesBySeries } from './vehicles';

export interface BrakePackageCounts {
  /** Discs of a diameter the car's make or platform never brakes on (a Golf's 288 mm on a Ceed CD, 268 on a Zafira B's rear). */
  discNotPlatformSize: number;
  /** Drums of a size the car's platform never brakes on: its recorded sister's drum of its power class, or the VW group's and GM's 200 mm small-car drum. */
  drumNotPlatformSize: number;
  /** Discs whose thickness or design is not their axle's on the car's make (a W204's 300 mm rear disc ventilated, an X5's 348 front 30 mm thick). */
  discNotAxleDesign: number;
  /** Pad articles whose shape (axle, width × height) is also another make group's pad: a W204 front pad that is an Octavia III's. */
  padShapeAcrossMakes: number;
  /** Pads fitting cars of more than one caliper (an A6 C7's rear pad on an A4 B8: one platform, two model lines' calipers). */
  padAcrossCalipers: number;
  /** Calipers fitting cars of more than one brake package (one caliper for a 911 Carrera and a Turbo S), or a maker-only monobloc. */
  caliperAcrossPackages: number;
  /** Calipers whose pistons are not the class of the car's brake on that axle (a single 42 mm piston on a GLE's 350 mm front disc). */
  caliperPistonNotBrakeClass: number;
  /** Car axles listing a caliper repair kit whose pistons are not the axle's caliper's (a 42 mm kit for a 208's 54 mm front caliper). */
  repairKitNotCaliper: number;
  /** Front wheel bearing kits of a rear bearing's size (a 34x66 kit listed for a 206's front). */
  frontBearingOfRearSize: number;
  /** Drum parts fitting a generation whose rear axle brakes with discs on every type (a Kangoo III drum on a Mégane IV). */
  drumOnRearDiscs: number;
  /** Discs whose size or material is not the brake package of a type they fit (a 269 mm disc on a Mégane IV, one disc for every Taycan). */
  discNotTypePackage: number;
  /** Performance discs offered below their class's price (a Taycan disc at 85 euros). */
  discBelowItsClass: number;
  /** Cast discs offered above their size's price (a 350x34 Q5 disc at three times a 348 mm one). */
  discAboveItsSize: number;
  /** Hubs whose bolt count is not the car's (a 4-hole hub on a 5x100 Polo VI). */
  hubBoltsNotCar: number;
  /** Hubs that do not state the car's pitch circle (a 5x112 hub on a 5x120 BMW E90). */
  hubCircleNotCar: number;
  /** ATE discs whose number names another thickness than the disc's (a 24.0113- disc stated as 10 mm). */
  discNumberNotThickness: number;
  /** Discs or hubs drilled for another hub than the car's (a 5-hole disc on a 4x100 Yaris, a 5x120 hub on a G22 4er). */
  boltPatternNotCar: number;
  /** Brake parts fitting cars built on two platforms (a wheel cylinder for a Mazda2 DJ and for the Mazda2 Hybrid, a Yaris XP21). */
  brakeAcrossPlatforms: number;
  /** Rear brake parts that are not the car's generation's (a Focus III 271 mm disc on a Focus II, a drum on a Mégane III). */
  rearBrakeNotGeneration: number;
  /** Discs fitting cars of more than one brake package (one disc for a 718 Cayman GTS 4.0 and a GT4). */
  discAcrossPackages: number;
  /** Rear discs whose diameter, thickness or design is not the one the trade knows for the car's generation (a T5's 294×12 solid, a W169's 295). */
  rearDiscNotGenerationKnown: number;
  /** Front discs whose thickness is not the one the trade knows for their size on the make (a Focus's 278 mm disc 22 mm thick, a Polo's 256 one 20). */
  frontDiscNotKnownThickness: number;
  /** Front discs whose thickness is not the one the trade knows for their size on the car's generation (a T5's 340 mm disc 30 mm thick). */
  frontDiscNotGenerationKnown: number;
  /** Zimmermann pads whose number's middle block is not their thickness in tenths of a millimetre (a 20 mm pad as 23570.758.6: data/pad-numbers.ts). */
  zimmermannPadNotThickness: number;
  /** Textar and Zimmermann pads of one shape on one type carrying different WVA numbers (Textar 2357001 beside Zimmermann 24110.200.1). */
  padWvaAcrossBrands: number;
  /** Front discs smaller than a weaker sister's of the generation and drive (a Passat B8 BiTDI of 176 kW on 312 where the 2.0 TDI of 140 kW brakes on 340). */
  frontDiscFallsWithPower: number;
  /** Front discs of a performance version no larger than its base car's (a 508 PSE on the 508 Hybrid's 330, an X4 M40d on the xDrive30d's 348, a Polo GTI on 294). */
  performanceOnBaseFrontDisc: number;
}
type CheckedType = { id: number; name: string; car: CarFacts; baseFrontDiscMm?: number };
/**
 * The drive a type's brakes are sized for: its fuel and hybrid drive (a diesel's heavier engine and a plug-in's battery
 * weigh on the brakes: a Golf VIII 2.0 TDI of 85 kW brakes on 312 mm, the 1.5 TSI of 96 kW on 288).
 */
const driveOf = (car: CarFacts): string => `${car.fuel}/${car.hybridDrive}`;
/** Each generation's types by drive (and all of them under `all`), with their power, discs and badge. */
function sistersByDrive(carOf: Map<number, CheckedType>): Map<string, { id: number; kw: number; front: number; rear: number; performance: boolean }[]> {
  const byDrive = new Map<string, { id: number; kw: number; front: number; rear: number; performance: boolean }[]>();
  for (const [id, { car }] of carOf) {
    for (const key of [`${car.generation}|${driveOf(car)}`, `${car.generation}|all`]) {
      byDrive.set(key, [...(byDrive.get(key) ?? []), { id, kw: car.kw ?? 0, front: car.frontDiscMm, rear: car.rearDiscMm, performance: performanceVersion(car) }]);
    }
  }
  return byDrive;
}
const BEARING_KIT = 'Radlagersatz';
const REPAIR_KIT = 'Bremssattel Reparatursatz';
const BRAKE_KINDS = new Set(['Bremsscheiben', 'Bremsbeläge', 'Bremssattel', 'Bremstrommel', 'Bremsbacken', 'Bremsbackensatz', 'Radbremszylinder', ...HUB_KINDS]);
export async function checkBrakePackages(db: Db, kindOfCategory: Map<number, string>, carOf: Map<number, CheckedType>, note: (text: string) => void): Promise<BrakePackageCounts> {
  const counts: BrakePackageCounts = { drumNotPlatformSize: 0, discNotPlatformSize: 0, discNotAxleDesign: 0, padShapeAcrossMakes: 0, padAcrossCalipers: 0, caliperAcrossPackages: 0, caliperPistonNotBrakeClass: 0, repairKitNotCaliper: 0, frontBearingOfRearSize: 0, drumOnRearDiscs: 0, discNotTypePackage: 0, discBelowItsClass: 0, discAboveItsSize: 0, hubBoltsNotCar: 0, hubCircleNotCar: 0, discNumberNotThickness: 0, boltPatternNotCar: 0, brakeAcrossPlatforms: 0, rearBrakeNotGeneration: 0, discAcrossPackages: 0, rearDiscNotGenerationKnown: 0, frontDiscNotKnownThickness: 0, frontDiscNotGenerationKnown: 0, zimmermannPadNotThickness: 0, padWvaAcrossBrands: 0, frontDiscFallsWithPower: 0, performanceOnBaseFrontDisc: 0 };
  const recordedRear = await recordedRearDiscs(db);
  const sisterSizes = await sisterSizesOfTypes(db, carOf);
  const sistersOf = sistersByDrive(carOf);
  const categories = [...kindOfCategory].filter(([, title]) => BRAKE_KINDS.has(title) || title === BEARING_KIT || title === REPAIR_KIT).map(([id]) => id);
  const groupsOfShape = new Map<string, Set<string>>();
  const shapeOfPad = new Map<number, string>();
  const wrong = new Map<string, Set<number>>();
  const mark = (count: keyof BrakePackageCounts, id: number, text: string) => {
    const ids = wrong.get(count) ?? new Set<number>();
    if (!ids.has(id)) note(text);
    wrong.set(count, ids.add(id));
  };
  const packagesOf = new Map<number, Set<string>>();
  const platformsOf = new Map<number, Set<string>>();
  const caliperOfPad = new Map<number, Set<string>>();
  // The WVA numbers of Textar's and Zimmermann's pads by type, axle and shape.
  const wvaPadsOf = new Map<string, Map<number, number>>();
  const packagesOfDisc = new Map<number, Set<string>>();
  const classOfDisc = new Map<number, NonNullable<ReturnType<typeof discPriceClassOf>>>();
  // A cast disc's price by its size, unless it fits an exotic make, whose parts carry that make's own floor.
  const sizePriceOfDisc = new Map<number, { name: string; eur: readonly [number, number] } | null>();
  const articleMax = await maxId(db, 'articles');
  for (let from = 0; from < articleMax; from += BATCH) {
    const rows = await db.selectFrom('articles as a').innerJoin('fitment as f', 'f.article_id', 'a.id').innerJoin('brands as b', 'b.id', 'a.brand_id').select(['a.id', 'a.category_id', 'a.criteria', 'a.article_number', 'f.model_id', 'b.name as brand'])
      .where('a.id', '>', from).where('a.id', '<=', from + BATCH).where('a.category_id', 'in', categories.length ? categories : [0]).execute();
    for (const row of rows) {
      const fitted = carOf.get(row.model_id);
      if (!fitted) continue;
      const kind = kindOfCategory.get(row.category_id) ?? '?';
      const criteria = row.criteria ? (JSON.parse(row.criteria) as { key: string; value: string }[]) : [];
      const value = (key: string) => criteria.find((c) => c.key === key)?.value;
      const axle = value('fitting_position') === 'rear' ? 'rear' : 'front';
      const car = fitted.car;
      // The brakes of the maker whose platform the car is built on (a Mazda2 Hybrid's are Toyota's).
      const brakeMake = brakeMakeOf(car);
      const where = `model ${fitted.id} (${car.generation} ${fitted.name})`;
      // A wheel bearing kit is read with the hubs: a front kit carries the front's larger bearing (data/wheel-bearings.ts).
      if (kind === BEARING_KIT) {
        if (axle === 'front' && rearBearingSize(Number(value('inner_diameter')), Number(value('outer_diameter')))) {
          mark('frontBearingOfRearSize', row.id, `front bearing kit ${row.id} ${value('inner_diameter')}x${value('outer_diameter')} fits ${where}, a rear bearing's size`);
        }
        continue;
      }
      // A caliper repair kit is read against the caliper of the axle it fits (data/caliper-repair-kits.ts).
      if (kind === REPAIR_KIT) {
        if (repairKitNotCaliper(value('piston_diameter'), car, axle)) {
          // Counted per car and axle: the buyer of that car finds no kit that rebuilds the caliper it carries.
          mark('repairKitNotCaliper', row.model_id * 2 + (axle === 'rear' ? 1 : 0), `${axle} caliper repair kit ${row.id} with pistons ${value('piston_diameter')} mm fits ${where}, whose ${axle} caliper has pistons ${caliperPistonsOf(car, axle)} mm`);
        }
        continue;
      }
      platformsOf.set(row.id, (platformsOf.get(row.id) ?? new Set()).add(car.platform));
      if (kind === 'Bremsscheiben') {
        const diameter = Number(value('diameter'));
        const platformSizes = platformDiscSizes(car, axle);
        const vagOnMake = !VAG_MAKES.has(brakeMake) && VAG_ONLY_DISC_MM.includes(diameter) && !makeDiscSize(brakeMake, axle, diameter);
        if (vagOnMake || (platformSizes && !platformSizes.includes(diameter))) mark('discNotPlatformSize', row.id, `${axle} disc ${row.id} of ${diameter} mm fits ${where}, whose platform brakes on ${platformSizes?.join('/') ?? 'its make\'s own sizes'}`);
        // A type without a recorded size brakes as its recorded sister of its power class (data/sister-brakes.ts).
        const sister = sisterSizes.get(row.model_id);
        const sisterMm = axle === 'front' ? sister?.front : sister?.rear?.rearDiscMm;
        if (sisterMm !== undefined && sisterMm !== diameter) mark('discNotPlatformSize', row.id, `${axle} disc ${row.id} of ${diameter} mm fits ${where}, whose recorded sister of its power class brakes on ${sisterMm ? `${sisterMm} mm` : 'drums'}`);
        packagesOfDisc.set(row.id, (packagesOfDisc.get(row.id) ?? new Set()).add(`${brakePlatformOf(car)}/${axle}`));
        const packageMm = platformDiscMm(car, axle);
        const material = value('material') ?? 'cast_iron';
        if ((packageMm !== undefined && packageMm !== diameter) || material !== discMaterialOf(car, axle)) {
          mark('discNotTypePackage', row.id, `${axle} disc ${row.id} ${diameter} mm ${material} fits ${where}, whose brake package takes ${packageMm ?? diameter} mm ${discMaterialOf(car, axle)}`);
        }
        if (ateDiscNumberDisagrees(row.article_number, Number(value('thickness')))) mark('discNumberNotThickness', row.id, `disc ${row.id} ${row.article_number} is stated ${value('thickness')} mm thick`);
        const priceClass = discPriceClassOf(criteria);
        if (priceClass) classOfDisc.set(row.id, priceClass);
        else if (isExotic(car.make) || sizePriceOfDisc.get(row.id) === null) sizePriceOfDisc.set(row.id, null);
        else sizePriceOfDisc.set(row.id, { name: `${diameter}x${value('thickness')}`, eur: castDiscPriceEur(diameter, Number(value('thickness'))) });
        // Within a generation and drive the front disc grows with the power: a stronger type never brakes on less than a weaker one,
        // and a performance version brakes on its own package, larger than its base car's.
        const weaker = (sistersOf.get(`${car.generation}|${driveOf(car)}`) ?? []).filter((s) => s.id !== row.model_id && s.kw < (car.kw ?? 0));
        const weakerMm = Math.max(0, ...weaker.map((s) => (axle === 'front' ? s.front : s.rear)));
        if (axle === 'front' && diameter < weakerMm) mark('frontDiscFallsWithPower', row.id, `${axle} disc ${row.id} of ${diameter} mm fits ${where}, though a weaker type of its generation and drive brakes on ${weakerMm} mm`);
        if (axle === 'front' && performanceVersion(car)) {
          // Its base car: a type of the generation without the badge, or the type itself without it (its generation's table
          // step for that power, a small car's largest disc); a package the table names for it is its own.
          const sisterMm = Math.max(0, ...(sistersOf.get(`${car.generation}|all`) ?? []).filter((s) => !s.performance).map((s) => s.front));
          const baseMm = diameter <= sisterMm ? sisterMm : diameter === fitted.baseFrontDiscMm ? diameter : 0;
          if (baseMm && diameter !== performancePackageMm(car)) mark('performanceOnBaseFrontDisc', row.id, `front disc ${row.id} of ${diameter} mm fits ${where}, a performance version, whose base car brakes on ${baseMm} mm`);
        }
        const knownThickness = axle === 'front' ? knownFrontDiscThicknessMm(brakeMake, diameter) : undefined;
        if (knownThickness !== undefined && value('thickness') !== String(knownThickness)) {
          mark('frontDiscNotKnownThickness', row.id, `front disc ${row.id} ${diameter}×${value('thickness')} fits ${where}, whose make's ${diameter} mm front disc is ${knownThickness} mm thick`);
        }
        const generationFront = axle === 'front' ? generationFrontDiscOf(car.generation, diameter) : undefined;
        if (generationFront && value('thickness') !== String(generationFront.thicknessMm)) {
          mark('frontDiscNotGenerationKnown', row.id, `front disc ${row.id} ${diameter}×${value('thickness')} fits ${where}, whose generation's ${diameter} mm front disc is ${generationFront.thicknessMm} mm thick`);
        }
        const design = axleDiscOf(car, axle, diameter);
        if (value('thickness') !== String(design.thicknessMm) || value('disc_type') !== (design.ventilated ? 'ventilated' : 'solid')) {
          mark('discNotAxleDesign', row.id, `${axle} disc ${row.id} ${diameter}×${value('thickness')} ${value('disc_type')} fits ${where}, whose ${axle} disc of ${diameter} mm is ${design.thicknessMm} mm ${design.ventilated ? 'ventilated' : 'solid'}`);
        }
      }
      if (kind === 'Bremsbeläge') {
        const shape = `${axle} ${value('width')}×${value('height')}`;
        shapeOfPad.set(row.id, shape);
        groupsOfShape.set(shape, (groupsOfShape.get(shape) ?? new Set()).add(makeGroupOf(brakeMake)));
        caliperOfPad.set(row.id, (caliperOfPad.get(row.id) ?? new Set()).add(brakePackageOf(car, axle)));
        if (row.brand === 'Zimmermann' && zimmermannPadNotThickness(row.article_number, Number(value('thickness')))) mark('zimmermannPadNotThickness', row.id, `Zimmermann pad ${row.id} ${row.article_number} is stated ${value('thickness')} mm thick`);
        const wva = wvaOfPadNumber(row.brand, row.article_number);
        if (wva !== undefined) {
          const application = `${row.model_id} ${axle} ${padShapeKey(criteria)}`;
          const pads = wvaPadsOf.get(application) ?? new Map<number, number>();
          wvaPadsOf.set(application, pads.set(row.id, wva));
        }
      }
      if (kind === 'Bremssattel') {
        if (makerOnlyCalipers(car)) mark('caliperAcrossPackages', row.id, `caliper ${row.id} fits ${where}, whose monoblocs only the maker supplies`);
        packagesOf.set(row.id, (packagesOf.get(row.id) ?? new Set()).add(brakePackageOf(car, axle)));
        const discMm = axle === 'front' ? car.frontDiscMm : car.rearDiscMm;
        if (discMm && !makerOnlyCalipers(car) && pistonNotBrakeClass(value('piston_diameter'), axle, discMm)) {
          mark('caliperPistonNotBrakeClass', row.id, `${axle} caliper ${row.id} with pistons ${value('piston_diameter')} mm fits ${where}, whose ${discMm} mm disc takes a ${pistonClassOf(axle, discMm).name} caliper`);
        }
      }
      if (HUB_KINDS.has(kind)) {
        const pattern = wheelBoltPatternOf(car);
        const drilled = `${kind} ${row.id} drilled ${value('bolt_holes')}x${value('bolt_circle') ?? '?'} fits ${where}, whose wheels sit on ${pattern.bolts}x${pattern.circleMm}`;
        if (value('bolt_holes') !== String(pattern.bolts)) mark('hubBoltsNotCar', row.id, drilled);
        if (value('bolt_circle') !== String(pattern.circleMm)) mark('hubCircleNotCar', row.id, drilled);
      }
      // A disc is drilled for the hub's studs, a hub for the car's wheels: both the car's own hub (data/hub-patterns.ts).
      if (kind === 'Bremsscheiben' || HUB_KINDS.has(kind)) {
        const hub = wheelBoltPatternOf(car);
        const circle = value('bolt_circle');
        if (value('bolt_holes') !== String(hub.bolts) || (circle !== undefined && circle !== String(hub.circleMm))) {
          mark('boltPatternNotCar', row.id, `${kind} ${row.id} drilled ${value('bolt_holes')}x${circle ?? '?'} fits ${where}, whose hub is ${hub.bolts}x${hub.circleMm}`);
        }
      }
      const generationMm = generationRearDiscMm(car.generation, recordedRear.get(car.generation));
      if (kind === 'Bremsscheiben' && axle === 'rear' && generationMm !== undefined && Number(value('diameter')) !== generationMm) {
        mark('rearBrakeNotGeneration', row.id, `rear disc ${row.id} of ${value('diameter')} mm fits ${where}, whose generation brakes its rear on ${generationMm} mm`);
      }
      const known = generationRearDiscOf(car.generation);
      if (kind === 'Bremsscheiben' && axle === 'rear' && known && (Number(value('diameter')) !== known.mm || value('thickness') !== String(known.thicknessMm) || value('disc_type') !== (known.ventilated ? 'ventilated' : 'solid'))) {
        mark('rearDiscNotGenerationKnown', row.id, `rear disc ${row.id} ${value('diameter')}×${value('thickness')} ${value('disc_type')} fits ${where}, whose generation brakes its rear on ${known.mm}×${known.thicknessMm} ${known.ventilated ? 'ventilated' : 'solid'}`);
      }
      if (DRUM_KINDS.includes(kind) && generationRearDiscsOnly(car.generation)) mark('rearBrakeNotGeneration', row.id, `${kind} ${row.id} fits ${where}, whose generation has rear discs on every type`);
      else if (DRUM_KINDS.includes(kind) && rearDiscType({ ...car, kw: car.kw ?? 0 })) mark('rearBrakeNotGeneration', row.id, `${kind} ${row.id} fits ${where}, a type of its generation with rear discs`);
      if (DRUM_KINDS.includes(kind) && rearDiscsOnEveryType(car)) mark('drumOnRearDiscs', row.id, `${kind} ${row.id} fits ${where}, which brakes its rear wheels with discs`);
      if (DRUM_KINDS.includes(kind) && value('diameter') !== undefined) {
        const drumMm = Number(value('diameter'));
        const sisterDrum = sisterSizes.get(row.model_id)?.rear?.rearDrumMm;
        if (sisterDrum !== undefined && sisterDrum !== drumMm) mark('drumNotPlatformSize', row.id, `${kind} ${row.id} of ${drumMm} mm fits ${where}, whose recorded sister of its power class brakes on ${sisterDrum ? `${sisterDrum} mm drums` : 'discs'}`);
        if (SMALL_CAR.test(car.generation) && smallCarDrumMmOf(car) !== drumMm && drumMm === 203) mark('drumNotPlatformSize', row.id, `${kind} ${row.id} of ${drumMm} mm fits ${where}, whose make brakes its small cars on ${smallCarDrumMmOf(car)} mm drums`);
      }
    }
  }
  // A premium or performance disc's offers: a brand and a shop take at most a quarter off its class's price.
  const discIds = [...classOfDisc.keys()];
  for (let at = 0; at < discIds.length; at += 500) {
    const lowest = await db.selectFrom('offers').select(['article_id', (eb) => eb.fn.min<number>('price_cents').as('cents')])
      .where('article_id', 'in', discIds.slice(at, at + 500)).groupBy('article_id').execute();
    for (const { article_id: id, cents } of lowest) {
      const priceClass = classOfDisc.get(id)!;
      if (Number(cents) < priceClass.eur[0] * 100 * 0.75) mark('discBelowItsClass', id, `${priceClass.name} disc ${id} is offered from ${(Number(cents) / 100).toFixed(2)} €, its class from ${priceClass.eur[0]} €`);
    }
  }
  // A cast disc's offers: a brand and a shop ask at most half as much again as its size's price.
  const castIds = [...sizePriceOfDisc].filter(([, size]) => size).map(([id]) => id);
  for (let at = 0; at < castIds.length; at += 500) {
    const lowest = await db.selectFrom('offers').select(['article_id', (eb) => eb.fn.min<number>('price_cents').as('cents')])
      .where('article_id', 'in', castIds.slice(at, at + 500)).groupBy('article_id').execute();
    for (const { article_id: id, cents } of lowest) {
      const size = sizePriceOfDisc.get(id)!;
      if (Number(cents) > size.eur[1] * 100 * CAST_DISC_OFFER_PLAY) mark('discAboveItsSize', id, `cast disc ${id} ${size.name} is offered from ${(Number(cents) / 100).toFixed(2)} €, its size up to ${size.eur[1]} €`);
    }
  }
  for (const [id, shape] of shapeOfPad) {
    if ((groupsOfShape.get(shape)?.size ?? 0) > 1) mark('padShapeAcrossMakes', id, `pad ${id} (${shape}) is also the pad of ${[...groupsOfShape.get(shape)!].join(', ')}`);
  }
  // One pad shape on one type is one WVA number, whoever prints it.
  for (const [application, pads] of wvaPadsOf) {
    if (new Set(pads.values()).size < 2) continue;
    for (const [id, wva] of pads) mark('padWvaAcrossBrands', id, `pad ${id} of WVA ${wva} fits model ${application.split(' ')[0]}, where another pad of its shape carries WVA ${[...new Set(pads.values())].filter((other) => other !== wva).join('/')}`);
  }
  for (const [id, packages] of caliperOfPad) {
    if (packages.size > 1) mark('padAcrossCalipers', id, `pad ${id} fits ${packages.size} calipers: ${[...packages].slice(0, 3).join(', ')}`);
  }
  for (const [id, packages] of packagesOfDisc) {
    if (packages.size > 1) mark('discAcrossPackages', id, `disc ${id} fits ${packages.size} brake packages: ${[...packages].slice(0, 3).join(', ')}`);
  }
  for (const [id, packages] of packagesOf) {
    if (packages.size > 1) mark('caliperAcrossPackages', id, `caliper ${id} fits ${packages.size} brake packages: ${[...packages].slice(0, 3).join(', ')}`);
  }
  // A brake part is made for the platform the car is built on, whatever badge it wears (data/built-on.ts).
  for (const [id, platforms] of platformsOf) {
    if (platforms.size > 1) mark('brakeAcrossPlatforms', id, `brake part ${id} fits cars of ${platforms.size} platforms: ${[...platforms].slice(0, 3).join(', ')}`);
  }
  for (const count of Object.keys(counts) as (keyof BrakePackageCounts)[]) counts[count] = wrong.get(count)?.size ?? 0;
  return counts;
}
/** The rear discs each generation's types are recorded with in the base, by generation name as the car facts give it. */
async function recordedRearDiscs(db: Db): Promise<Map<string, number[]>> {
  const rows = await db.selectFrom('vehicle_type_facts as f').innerJoin('models as m', 'm.id', 'f.model_id').innerJoin('series as s', 's.id', 'm.series_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id').select(['mf.name as make', 's.name as series', 'f.rear_disc_mm']).where('f.rear_disc_mm', 'is not', null).execute();
  const recorded = new Map<string, number[]>();
  for (const r of rows) recorded.set(`${r.make} ${generationKey(r.series)}`, [...(recorded.get(`${r.make} ${generationKey(r.series)}`) ?? []), Number(r.rear_disc_mm)]);
  return recorded;
}
const DRUM_KINDS = ['Bremstrommel', 'Bremsbacken', 'Bremsbackensatz', 'Radbremszylinder'];
/**
 * Each type's sizes by its recorded sister of its power class, where the base records none for it and neither a platform
 * table nor a rebadged donor decides (as the seed sizes it, seed/vehicles.ts).
 */
async function sisterSizesOfTypes(db: Db, carOf: Map<number, CheckedType>): Promise<Map<number, { front?: number; rear?: { rearDiscMm: number; rearDrumMm: number } }>> {
  const rows = await db.selectFrom('models as m').leftJoin('vehicle_type_facts as f', 'f.model_id', 'm.id').select(['m.id', 'm.series_id', 'm.kw', 'm.fuel', 'f.front_disc_mm', 'f.rear_disc_mm', 'f.rear_drum_mm']).execute();
  const recorded = recordedTypesBySeries(rows, (m) => {
    const car = carOf.get(m.id)?.car;
    return car ? performanceVersion(car) : false;
  });
  const sizes = new Map<number, { front?: number; rear?: { rearDiscMm: number; rearDrumMm: number } }>();
  for (const m of rows) {
    const car = carOf.get(m.id)?.car;
    const sisters = recorded.get(m.series_id);
    if (!car || !sisters || donorOf({ generation: car.generation, typeName: car.typeName })) continue;
    const type = { kw: m.kw ?? 0, fuel: partsFuel(m.fuel), performance: performanceVersion(car) };
    const front = m.front_disc_mm === null && platformDiscMm(car, 'front') === undefined ? sisterFrontDiscMm(type, sisters) : undefined;
    const rear = m.rear_disc_mm === null && m.rear_drum_mm === null && platformDiscMm(car, 'rear') === undefined ? sisterRearBrake(type, sisters) : undefined;
    const rearOwn = rear && !(rear.rearDiscMm === 0 && rearDiscsOnly({ ...car, kw: car.kw ?? 0 })) ? rear : undefined;
    if (front !== undefined || rearOwn) sizes.set(m.id, { ...(front !== undefined ? { front } : {}), ...(rearOwn ? { rear: rearOwn } : {}) });
  }
  return sizes;
}

export const brakePackagesLine = (b: BrakePackageCounts): string =>
  `disc size not its platform's ${b.discNotPlatformSize}, drum size not its platform's ${b.drumNotPlatformSize}, disc thickness or design not its axle's ${b.discNotAxleDesign}, pad shape of several make groups ${b.padShapeAcrossMakes}, pad across calipers ${b.padAcrossCalipers}, caliper across brake packages ${b.caliperAcrossPackages}, caliper piston not the car's brake class ${b.caliperPistonNotBrakeClass}, car axle with a caliper repair kit not its caliper's ${b.repairKitNotCaliper}, front bearing of a rear size ${b.frontBearingOfRearSize}, drum on rear discs ${b.drumOnRearDiscs}, disc not its type's brake package ${b.discNotTypePackage}, performance disc below its class ${b.discBelowItsClass}, cast disc above its size's price ${b.discAboveItsSize}, hub bolts not the car's ${b.hubBoltsNotCar}, hub bolt circle not the car's ${b.hubCircleNotCar}, disc number not its thickness ${b.discNumberNotThickness}, disc or hub not drilled for the car's hub ${b.boltPatternNotCar}, brake part across platforms ${b.brakeAcrossPlatforms}, rear brake not its generation's ${b.rearBrakeNotGeneration}, disc across brake packages ${b.discAcrossPackages}, rear disc not its generation's known disc ${b.rearDiscNotGenerationKnown}, front disc thickness not its size's known ${b.frontDiscNotKnownThickness}, front disc thickness not its generation's known ${b.frontDiscNotGenerationKnown}, Zimmermann pad thickness not in its number ${b.zimmermannPadNotThickness}, Textar and Zimmermann pads for one application with different WVA ${b.padWvaAcrossBrands}, front disc falls as power rises within a generation ${b.frontDiscFallsWithPower}, performance version on its base car's front disc ${b.performanceOnBaseFrontDisc}`;
