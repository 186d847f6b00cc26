/**
 * The demo catalogue holds up before someone from the parts trade: the plausibility check finds no
 * brand outside its product lines, no number outside its line's pattern, no invalid EAN and none
 * outside its brand's GS1 prefix, no digits two brands' numbers share, no make code (Blue Print
 * ADV…) on another make's car, no bigger pack cheaper or dearer per litre than a smaller one, no price
 * outside its kind's band, no deposit on a part that is neither a battery nor an exchange part, a
 * battery's deposit the law's of the shop's country, no part a fitment rule keeps off its car (a clutch on a
 * plug-in hybrid, a turbo on an aspirated engine), a disc's bolt holes and an oil filter's design the car's,
 * no vehicle outside the reference data, front and rear as a fitting
 * position every per-axle article states (never a category of their own), and every variant of each
 * edition's ten top models with every core part. Real HSN/TSN pairs and the French example plate
 * answer with their real vehicles. On the seeded test database, on both backends.
 */
import type { Database } from '../../server/marketplace/db/connection';
import { checkPlausibility, type PlausibilityReport } from '../../server/marketplace/seed/plausibility';
import { SIZE_LADDERS } from '../../server/marketplace/seed/data/price-bands';
import { generationOfPair, modelIdsByFrenchPlate, modelIdsByKba, registerEntry, vehiclesForModels } from '../../server/marketplace/vehicles/repository';
import { createSeededDatabase } from '../support/seeded-db';

let db: Database;
let report: PlausibilityReport;

beforeAll(async () => {
  db = createSeededDatabase();
  report = await checkPlausibility(db.kysely);
}, 120_000);

describe('the plausibility check on the demo catalogue', () => {
  it('finds every brand within its product lines, every number in its line\'s pattern, every EAN valid', () => {
    expect(report.articles).toBeGreaterThan(1000);
    expect(report.examples.filter((line) => !/has no .* \(|models are not/.test(line))).toEqual([]);
    expect([report.brandOutsideLines, report.numberOutsidePattern, report.invalidEan]).toEqual([0, 0, 0]);
  });

  it('finds every EAN under its brand\'s GS1 prefix, no two brands with one number\'s digits, every make code the fitted cars\' make', () => {
    expect(report.examples.filter((line) => /EAN|digits of a|fits (a|no car)/.test(line))).toEqual([]);
    expect([report.eanNotBrandPrefix, report.digitRunOfOtherBrand, report.itemCoreOfTwoLines, report.makeCodeNotFittedMake]).toEqual([0, 0, 0, 0]);
  });

  it('finds no in-store EAN, every OE number of its part\'s group and of its own axle or door, every SWAG, Topran and Meyle number of its main make, every criterion one the brand states, every Denso plug number its heat range', () => {
    expect(report.tradeNumbers).toEqual({ eanInRestrictedRange: 0, eanOutsideHomeCountry: 0, oeGroupNotKind: 0, oeLetterIorO: 0, oePrefixNotCar: 0, oeNumberOtherGeneration: 0, makeCodeNotMainMake: 0, numberNotBrandFormat: 0, criterionNotBrand: 0, criterionStatedZero: 0, turboOperationElectric: 0, plugNumberNotHeatRange: 0, densoPlugNotDesignation: 0, vartaNumberNotColdCurrent: 0, bilsteinPrefixNotPart: 0, damperNumberNotConstruction: 0, makeCodeDigitsNotFamily: 0, kitWithoutGasket: 0, lukNumberNotDiameter: 0, leadingZeroAgainstBrand: 0, numberOutsideBrandRange: 0, numberBeforeItsCars: 0, padDiscNumberNotEra: 0, discSuffixNotVersion: 0, bremboPrefixNotDesign: 0, skfPulleyNotPartOrMake: 0, skfOutsideMakeGroup: 0, oeCatalogueNotCar: 0, oeGroupNotBuild: 0, vagOeOtherHand: 0, oeGroupOtherSide: 0, oeGroupOtherAxle: 0, renaultListOnNewCars: 0, vagBodyOtherModel: 0, mercedesSeriesNotCars: 0, vagRearInFrontGroup: 0 });
  });

  it('finds every bigger pack of a line dearer than the smaller one in the same shop, and no dearer per litre', () => {
    expect(report.examples.filter((line) => / l \d/.test(line))).toEqual([]);
    expect(report.packPriceNotGrowing).toBe(0);
  });

  it('finds every offer within its kind\'s price band', () => {
    expect(report.offers).toBeGreaterThan(report.articles * 2);
    expect([report.priceOutsideBand, report.kindWithoutBand]).toEqual([0, 0]);
  });

  it('finds deposits only where they belong: the law\'s on batteries, the trade\'s core deposit on exchange parts, none on a seal kit', () => {
    expect(report.examples.filter((line) => /deposit/.test(line))).toEqual([]);
    expect([report.depositOnNonExchangePart, report.batteryDepositNotLaw, report.coreDepositAboveTrade, report.coreDepositOnNewPart]).toEqual([0, 0, 0, 0]);
  });

  it('finds only vehicles of the reference data, and KBA links only to pairs of the register', () => {
    // The vehicle base's 1,094 types and the ADEME list's models of the families the base does not hold.
    // (The V60 rows ADEME heads "V40 B4" are the V60's types of their power: one model fewer. The XC40 T5 Twin Engine, listed
    // at two petrol powers, is one car at its system power: one fewer. The XC40 T2 rows entered as a
    // plug-in are the petrol T2's, and the Ateca TSI and 718 Boxster GTS the 1.5 TSI and GTS 4.0 without their litres, the Traveler the Traveller: four fewer.
    // Rows of one engine and power that differ only in trim, wheels, model year or charger are one type, and the two
    // Taycan 4S Sport Turismo rows one at their peak power: 37 fewer. The Grandland X's 1.2 Turbo and the Marco Polo 220 d and
    // 250 d, which the list names under the Grandland and the V-Klasse: three more.)
    expect(report.models).toBe(1704);
    expect([report.modelsNotInReference, report.kbaNotInRegister]).toEqual([0, 0]);
    // No list variant under a later generation than it was built as (a Civic X 1.0), no generation of types along and across the car (one 2er for three platforms).
    expect(report.examples.filter((line) => /earlier generation|along and across the car/.test(line))).toEqual([]);
    expect(report.vehicleNotItsGeneration).toBe(0);
    // No list type dated 2023 whose generation came earlier (a 2018 Countryman F60), none named in French or spelled twice.
    expect([report.listTypeDatedAfterItsGeneration, report.typeNameFrenchWord, report.typeSpellingTwin, report.typeNameAgainstCcm]).toEqual([0, 0, 0, 0]);
  });

  it('finds front and rear as a fitting position every disc, pad and shock absorber states, not as categories', () => {
    expect(report.categoriesByAxle).toBe(0);
    expect(report.examples.filter((line) => /fitting position|named after an axle/.test(line))).toEqual([]);
    expect(report.withoutFittingPosition).toBe(0);
  });

  it('finds no oil grade without its approval, no part on a drivetrain without it, no disc across platforms, one size in each place of each car', () => {
    expect(report.examples.filter((line) => /engine oil|fits model|platforms|sees/.test(line))).toEqual([]);
    expect([report.oilGradeWithoutApproval, report.partWithoutDrivetrain, report.discAcrossPlatforms, report.carSizeConflicts]).toEqual([0, 0, 0, 0]);
  });

  it('finds no clutch part without a clutch pedal, no clutch cable on a hydraulic clutch, no viscous fan on a transverse engine, no steering pump on electric steering, no charge air on an aspirated engine, no disc drilled for other wheel bolts', () => {
    const rules = ['clutch part without a clutch pedal', 'clutch cable on a hydraulic clutch', 'viscous fan on a transverse engine', 'steering pump on electric steering', 'charge air on an aspirated engine'];
    expect(rules.map((rule) => [rule, report.byFitmentRule[rule]])).toEqual(rules.map((rule) => [rule, 0]));
    expect(Object.values(report.byFitmentRule).filter((n) => n > 0)).toEqual([]);
    expect(report.examples.filter((line) => /bolt holes/.test(line))).toEqual([]);
    expect(report.discBoltsNotCar).toBe(0);
  });

  it('finds every oil filter of its engine\'s design: a cartridge for a cartridge engine, a spin-on filter with its thread for the others', () => {
    expect(report.examples.filter((line) => /oil filter/.test(line))).toEqual([]);
    expect(report.oilFilterNotEngine).toBe(0);
  });

  it('finds every battery number naming its capacity, no sump, hose or exhaust across two cars\' layouts, no formed hose across generations, no damper or heater part across generations, each catalyst of its car\'s emission class, each gearbox oil of its make, each headlamp of its car\'s light source', () => {
    expect(report.examples.filter((line) => /battery ".*" names|built into|formed hose|emission_class|specification|light_technology|operation/.test(line))).toEqual([]);
    expect([report.batteryNumberNotCapacity, report.installedAcrossCars, report.formedHoseAcrossGenerations, report.criterionNotCar]).toEqual([0, 0, 0, 0]);
  });

  it('finds no in-line fuel filter on an in-tank petrol, no rear ball joint on a twist beam, no halogen bulb in a xenon headlamp, no damper across bodies, no clutch or compressor across installs', () => {
    const rules = ['in-line fuel filter on an in-tank filter petrol', 'ball joint on a rear axle without one', 'halogen lamp in a xenon headlamp', 'xenon burner in a halogen headlamp'];
    expect(rules.map((rule) => [rule, report.byFitmentRule[rule]])).toEqual(rules.map((rule) => [rule, 0]));
    expect(report.examples.filter((line) => /shock absorber|along and across/.test(line))).toEqual([]);
    expect([report.shockAcrossBodies, report.engineAcrossInstalls]).toEqual([0, 0]);
  });

  it('finds each kind of part only where the car has a place for it: no halogen bulb behind LED low beam, no rear link on a twist beam, no EGR valve or exhaust temperature sensor where the engine has none, no leads on coil-on-plug, no pump relay on a pump module, no key lock on a button start, no aftermarket chassis part on a hand-built car', () => {
    const rules = ['headlamp bulb in an LED headlamp', 'rear anti-roll bar link on a twist beam', 'EGR valve on an engine without one', 'exhaust temperature sensor on a petrol without a particulate filter', 'ignition leads on coil-on-plug',
      'fuel pump relay on a pump control module', 'ignition lock on a push-button start', 'steering pump on electric steering', 'in-line fuel filter on an in-tank filter petrol', 'aftermarket chassis part on a hand-built car',
      'viscous fan on an electric-fan car', 'vacuum brake booster on an electric car', 'rear-door part on a body without rear doors'];
    expect(rules.map((rule) => [rule, report.byFitmentRule[rule]])).toEqual(rules.map((rule) => [rule, 0]));
  });

  it('finds no timing kit of the other drive, no clutch on an automatic-only type, no dual-mass flywheel on a single-mass engine, no hydraulic tappets on mechanical buckets, each tappet set one per valve', () => {
    const rules = ['timing belt on a chain engine', 'timing chain on a belt engine', 'gearless timing kit on a gear-driven engine', 'clutch part on an automatic-only type', 'dual-mass flywheel on a single-mass engine', 'hydraulic tappets on mechanical buckets'];
    expect(rules.map((rule) => [rule, report.byFitmentRule[rule]])).toEqual(rules.map((rule) => [rule, 0]));
    expect(report.criterionNotCarByKind['Hydrostößel']).toBeUndefined();
  });

  it('finds each EGR valve worked, steering pump driven and ignition coil built as its car\'s, each fuel filter of its engine\'s fuel, and no vehicle part fitting no car', () => {
    expect(report.criterionNotCarByKind).toEqual({});
    expect(report.examples.filter((line) => /fuel filter ".*" is a|fits none/.test(line))).toEqual([]);
    expect([report.fuelFilterLineNotFuel, report.articleWithoutFitment]).toEqual([0, 0]);
  });

  it('finds oil filters numbered in their design\'s line, Moog codes naming their kind, no offer under the trade\'s floor, common-rail pumps at a diesel\'s pressure', () => {
    expect(report.examples.filter((line) => /number on the other design|does not name|trade's floor|common-rail pump/.test(line))).toEqual([]);
    expect([report.oilFilterLineNotDesign, report.kindCodeNotPart, report.priceBelowTrade, report.pumpPressureNotCommonRail]).toEqual([0, 0, 0, 0]);
  });

  it('finds belt numbers spelling their belt, clutches of their torque, head gaskets of their bore, one glow plug per engine family, sports cars with their small battery, propshafts of one vehicle and class-priced parts priced by their car', () => {
    expect(report.examples.filter((line) => /belt "|takes \d+(\.\d)? mm|glow plugs of|carries \d+ Ah|propshaft|size step/.test(line))).toEqual([]);
    expect([report.beltNumberNotSize, report.bladeNumberNotLength, report.clutchNotTorque, report.boreNotEngine, report.ringSetBoreNotEngine, report.glowPlugFamilySizes, report.batteryNotSportsCar, report.propshaftAcrossVehicles, report.priceBelowCarClass]).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    // Clutches per power band, solid rear discs on small cars.
    expect([report.clutchAcrossPowerBands, report.ventilatedRearOnSmallCar]).toEqual([0, 0]);
  });

  it('finds alternators, starters, air filters and belt drives of one platform and install, coolant sensors of their engine\'s thread, starters of their engine\'s power and maker, batteries of their tray and top mounts priced by their car', () => {
    expect(report.vehicleParts).toEqual({ vehiclePartAcrossPlatforms: 0, beltDriveAcrossInstalls: 0, coolantThreadNotEngine: 0, starterNotEngine: 0, rotatingElectricsNotSupplier: 0, batteryNotTray: 0, batteryOverPlace: 0, unitPartBelowCarClass: 0, gearboxPartAcrossGearboxes: 0, airPartNotAxleDesign: 0, panelAcrossFacelift: 0, brandNotCoveringMake: 0, turboAcrossOutputs: 0, auxiliaryBatteryAcrossModels: 0, alternatorNotElectricalLoad: 0, exhaustStageNotTypeApproval: 0, tankUnitAcrossTanks: 0 });
  });

  it('finds rear silencers of one body line, handbrake cables of one model and rear brake, propshafts of one driveline, springs of one axle load, rear dampers of one rear axle and wheel bearings of one drive', () => {
    expect(report.chassis).toEqual({ exhaustAcrossBodies: 0, handbrakeCableAcrossModels: 0, propshaftAcrossDrivelines: 0, springAcrossAxleLoads: 0, rearChassisAcrossRearAxles: 0, wheelBearingAcrossDrive: 0, grilleAcrossTrims: 0, drumAcrossDrumSizes: 0, innerTieRodAcrossRacks: 0, frontArmAcrossGenerations: 0, damperAcrossEnergy: 0, frontChassisAcrossFrontAxles: 0, wheelBearingAcrossPlatforms: 0, exhaustAcrossSportTrims: 0, driveShaftAcrossGenerations: 0, absSensorAcrossGenerations: 0, chassisAcrossPlatformArchitectures: 0 });
  });

  it('finds one oil filter, fuel filter, glow plug and spark plug size per engine family, fast-glow plugs on common rails, cartridges where the family takes one, the maker\'s thread and the system maker\'s pumps', () => {
    expect(report.engineConsumables).toEqual({ familyConsumableSizes: 0, oilFilterHousingSizes: 0, engineCodeOilFilterSizes: 0, engineTimingBelts: 0, engineCodeTimingDrives: 0, engineWithBeltAndChain: 0, timingKitAcrossVariants: 0, timingKitAcrossBuilders: 0, elevenVoltOnCommonRail: 0, spinOnOnCartridgeFamily: 0, oilFilterThreadNotMaker: 0, oilFilterNotKnownElement: 0, pumpNotSystemMaker: 0, typeOfTwoInjectionSystems: 0 });
  });

  it('finds one cabin filter size on every car of a platform that shares its heater box, and one air filter size per engine of a generation', () => {
    expect(report.filterHousings).toEqual({ platformCabinFilterSizes: 0, airBoxFilterSizes: 0, cabinFilterOtherLeafNumber: 0, carCabinFilterSizes: 0 });
  });

  it('finds torque wrenches with their range\'s drive, one ribbed-belt size per car, each family\'s glow plug, OE numbers of one axle, camshaft seals on dry belts, pressure regulators on port-injection petrols only and camshaft sides on twin-cam heads only', () => {
    expect(report.engineParts).toEqual({ torqueWrenchDriveNotRange: 0, carWithSeveralBeltSizes: 0, glowPlugNotFamilyPlug: 0, oeNumberOnBothAxles: 0, enginePartVersionsOnOneCar: 0, oilCoolerNotPlateStack: 0, looseChainNotKitChain: 0, chainKitsOfSeveralLengths: 0, thermostatOpeningNotEngine: 0, setPiecesNotCylinders: 0, camshaftSideOnSingleCam: 0 });
    expect(report.byFitmentRule['camshaft seal on an engine without a dry belt']).toBe(0);
    expect(report.byFitmentRule['fuel-pressure regulator on a rail-pressure engine']).toBe(0);
    expect(report.byFitmentRule['front-mounted intercooler on a manifold-cooled engine']).toBe(0);
  });

  it('finds brakes by make, platform, axle and brake package: no other make\'s disc size or pad, each axle\'s disc design, one caliper per package, drums only on drum axles', () => {
    expect(report.examples.filter((line) => /platform brakes on|recorded sister of its power class|brakes its small cars on|whose (front|rear) disc of|is also the pad of|calipers: |brake packages|monoblocs only|with discs$/.test(line))).toEqual([]);
    expect(report.brakePackages).toEqual({ discNotPlatformSize: 0, drumNotPlatformSize: 0, discNotAxleDesign: 0, padShapeAcrossMakes: 0, padAcrossCalipers: 0, caliperAcrossPackages: 0, caliperPistonNotBrakeClass: 0, repairKitNotCaliper: 0, frontBearingOfRearSize: 0, drumOnRearDiscs: 0, discNotTypePackage: 0, discBelowItsClass: 0, discAboveItsSize: 0, hubBoltsNotCar: 0, hubCircleNotCar: 0, discNumberNotThickness: 0, boltPatternNotCar: 0, brakeAcrossPlatforms: 0, rearBrakeNotGeneration: 0, discAcrossPackages: 0, rearDiscNotGenerationKnown: 0, frontDiscNotKnownThickness: 0, frontDiscNotGenerationKnown: 0, zimmermannPadNotThickness: 0, padWvaAcrossBrands: 0, frontDiscFallsWithPower: 0, performanceOnBaseFrontDisc: 0 });
    expect(report.byFitmentRule['aftermarket caliper on a maker-only monobloc']).toBe(0);
  });

  it('finds every type of each edition\'s top families with every core part', () => {
    expect(report.topModelVariants).toBeGreaterThan(100);
    expect(report.examples.filter((line) => / has no /.test(line))).toEqual([]);
    expect(report.missingCoreParts).toBe(0);
    // Several makers of each: the shopper compares brands, not only shops.
    expect(report.examples.filter((line) => / brand\(s\) only/.test(line))).toEqual([]);
    expect(report.coreFromFewMakers).toBe(0);
  });

  it('finds no part for equipment the generation lacks: no EPB actuator on a lever-braked Tourneo Connect II, no ignition lock on a keycard Mégane IV, no electric rack on a hydraulic Trafic, no viscous fan on an A4 B8 V6 TDI, no separate indicator lamp on a Clio III, no EGT sensor on a 1.5 TSI, one rear wear contact per platform axle', () => {
    expect(report.equipmentNotGeneration).toEqual({ 'parking brake': 0, 'ignition lock': 0, 'steering gear': 0, 'viscous fan': 0, 'indicator lamp': 0, 'exhaust temperature sensor': 0, 'rear wear contact': 0, 'A/C compressor drive': 0 });
    expect(report.byFitmentRule['separate indicator lamp where the headlamp carries it']).toBe(0);
    expect(report.wearContactAcrossPlatformAxle).toBe(0);
  });

  it('finds articles fitting tens of vehicle types where the trade shares a part across a platform or engine', () => {
    expect(report.fitsPerArticle.p90).toBeGreaterThanOrEqual(10);
    expect(report.fitsPerArticle.max).toBeGreaterThanOrEqual(50);
  });
});

describe('real vehicles', () => {
  const names = async (ids: number[]) => (await vehiclesForModels(db.kysely, ids)).map((v) => v.model.fullName);

  it('answers 0603/BQA with the Golf VII its key dates to and 0603/BGU, the first up! key, with the up! of 2011 (its 44 and 55 kW the buyer\'s choice), never the later e-up!', async () => {
    const golf = await names(await modelIdsByKba(db.kysely, '0603', 'BQA'));
    expect(golf.length).toBeGreaterThan(3);
    for (const name of golf) expect(name).toMatch(/^VW Golf VII /);
    const up = await names(await modelIdsByKba(db.kysely, '0603', 'BGU'));
    expect(up).toEqual(['VW up! (121, 122, BL1, BL2) 1.0', 'VW up! (121, 122, BL1, BL2) 1.0']);
    expect((await generationOfPair(db.kysely, '0603', 'BGU'))?.generation.name).toBe('up! (121, 122, BL1, BL2)');
  });

  it('leaves 3333/BMI, a Trafic key of 2017-2022, and 3333/BCK, a key of the 1.6 dCi years, unplaced (the base has only the 2.0 dCi types of 2019), and answers the Insignia pairs by their bodies', async () => {
    expect(await modelIdsByKba(db.kysely, '3333', 'BMI')).toEqual([]);
    expect(await modelIdsByKba(db.kysely, '3333', 'BCK')).toEqual([]);
    expect((await generationOfPair(db.kysely, '1844', 'AIA'))?.generation.name).toMatch(/^Insignia B /);
    expect((await generationOfPair(db.kysely, '0035', 'BEJ'))?.generation.name).toMatch(/^Insignia A /);
  });

  it('answers 0005/BLA, a 320i keyed in 2012, with the F30\'s 320i, the one petrol type built then, never a 320d, 330d or M340d', async () => {
    expect(await names(await modelIdsByKba(db.kysely, '0005', 'BLA'))).toEqual(['BMW 3er F30 320i']);
  });

  it('answers 0588/AUT with the A6 C7 its key dates to, 0035/ALW with the Meriva B it names, and a Golf VII key with Golf VII types only', async () => {
    const a6 = await names(await modelIdsByKba(db.kysely, '0588', 'AUT'));
    expect(a6.length).toBeGreaterThan(3);
    for (const name of a6) expect(name).toMatch(/^Audi A6 C7 /);
    const meriva = await names(await modelIdsByKba(db.kysely, '0035', 'ALW'));
    expect(meriva.length).toBeGreaterThan(1);
    for (const name of meriva) expect(name).toMatch(/^Opel Meriva B /);
    const golf = await names(await modelIdsByKba(db.kysely, '0603', 'CDO'));
    expect(golf).toContain('VW Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5) 2.0 TDI');
    for (const name of golf) expect(name).toMatch(/^VW Golf VII /);
  });

  it('answers a pair of each of the Astra K, the F30 320d and the Clio IV with its generation\'s types', async () => {
    for (const [hsn, tsn, generation] of [['1844', 'ADY', /^Opel Astra K /], ['0005', 'CCT', /^BMW 3er F30 320d$/], ['3333', 'BEZ', /^Renault Clio IV /]] as const) {
      const cars = await names(await modelIdsByKba(db.kysely, hsn, tsn));
      expect(cars.length).toBeGreaterThan(0);
      for (const name of cars) expect(name).toMatch(generation);
    }
  });

  it('links no pair its type key cannot date to one generation: 0603/ADT (a Golf V or VI) and 0005/BLC (a 2012 320d of the E90 or F30) say what the register names', async () => {
    expect(await modelIdsByKba(db.kysely, '0603', 'ADT')).toEqual([]);
    expect(await registerEntry(db.kysely, '0603', 'ADT')).toEqual({ maker: 'VOLKSWAGEN-VW', tradeName: 'VW Golf' });
    expect(await modelIdsByKba(db.kysely, '0005', 'BLC')).toEqual([]);
    expect((await registerEntry(db.kysely, '0005', 'BLC'))?.tradeName).toBe('BMW 320D');
  });

  it('links no pair to a generation or fuel its register entry rules out: 4000/319 (a 1960s digit key), 0999/APU (a DaimlerChrysler S 320 CDI) and 2222/AGV (a CLA 200 D diesel) say what the register names', async () => {
    for (const [hsn, tsn, tradeName] of [['4000', '319', 'GIULIA GT VELOCE'], ['0999', 'APU', 'S 320 CDI'], ['2222', 'AGV', 'CLA 200 D']] as const) {
      expect(await modelIdsByKba(db.kysely, hsn, tsn)).toEqual([]);
      expect((await registerEntry(db.kysely, hsn, tsn))?.tradeName.toUpperCase()).toContain(tradeName);
    }
  });

  it('links no pair to a type its trade name rules out: 1313/BTH (E 200 NGT, a gas car), 1313/IFE (B 160, a petrol) and 2222/AKI (GLC 200 D) say what the register names; 0588/BAO (A3 CABRIOLET) answers without the Sportback-only e-tron', async () => {
    for (const [hsn, tsn, tradeName] of [['1313', 'BTH', 'E 200 NGT'], ['1313', 'IFE', 'B 160'], ['2222', 'AKI', 'GLC 200 D 4MATIC']] as const) {
      expect(await modelIdsByKba(db.kysely, hsn, tsn)).toEqual([]);
      expect((await registerEntry(db.kysely, hsn, tsn))?.tradeName.toUpperCase()).toContain(tradeName);
    }
    const a3 = await names(await modelIdsByKba(db.kysely, '0588', 'BAO'));
    expect(a3.length).toBeGreaterThan(3);
    for (const name of a3) expect(name).toMatch(/^Audi A3 8V (?!.*e-tron)/);
    expect(report.kbaLinkAgainstTradeName).toBe(0);
    expect(report.kbaPairAgainstBmwDesignation).toBe(0);
    expect(report.kbaAllWheelKeyOnOtherDrive).toBe(0);
    expect(report.kbaPairOnBodyLineNotNamed).toBe(0);
    expect(report.kbaPairBeforeHolderName).toBe(0);
    expect(report.kbaKeyAfterNewerGeneration).toBe(0);
    expect(report.typeNamedForAnotherLine).toBe(0);
  });

  it('gives every generation and body one front wiper pair whatever the engine, and every top model with a tailgate its rear blade, and an MPV its tall windscreen\'s pair', () => {
    expect(report.wipers).toEqual({ frontWipersAcrossSizes: 0, topModelWithoutRearWiper: 0, championBladeTwice: 0, mpvWipersNotWindscreen: 0 });
  });

  it('gives a make\'s OE number, within one kind, to parts of one size made for one car line', () => {
    expect(report.oeApplications).toEqual({ oeNumberOnSeveralSizes: 0, oeNumberAcrossCarLines: 0, oeNumberOnDisjointCars: 0 });
  });

  it('lists one number of a brand for one car, kind and stated part: no phantoms the counter cannot choose between', () => {
    expect(report.makerNumbers).toEqual({ oneBrandsPartUnderSeveralNumbers: 0 });
  });

  it('numbers a Mahle and a Knecht filter for the same cars alike: Knecht is MAHLE\'s brand, one part under both names', () => {
    expect(report.houseNumbers).toEqual({ houseBrandsNumberedApart: 0, gasketNotInNumber: 0 });
  });

  it('sells a headlamp bulb, xenon burner or signal bulb by its maker\'s line and pack, each numbered once and numbered for its base: no two of one brand with one label', () => {
    expect(report.bulbLines).toEqual({ bulbSameLabelOfOneBrand: 0, xenonNumberNotItsBurner: 0, halogenNumberNotItsBase: 0, bulbNumberNotItsBrands: 0, bulbSeveralOfOneLine: 0 });
  });

  it('links no register pair as one car to types of several fuels, engines or powers, nor an electric car with combustion ones: those are the shopper\'s choice', () => {
    expect([report.kbaCarAcrossFuels, report.kbaCarElectricWithCombustion, report.kbaCarAcrossEngines, report.kbaCarAcrossPowers]).toEqual([0, 0, 0, 0]);
  });

  it('finds body panels only from panel makers, an exotic make\'s parts only from its premium lines at its level, every offer in its size\'s band, every battery its cars\' own, no maker\'s price falling as the size grows', () => {
    expect(report.makersAndPrices).toEqual({ bodyPanelNotPanelMaker: 0, exoticPartNotCatalogued: 0, exoticPartBelowPriceLevel: 0, offerOutsideSizeBand: 0, batteryNotCarsOwn: 0, headlampBelowTechnologyBand: 0, pumpKitNotAboveKit: 0, volumeExhaustOnPremiumCar: 0, volumeBodyOnSportsCar: 0, sameSpecPriceSpread: 0, priceFallsWithSize: Object.fromEntries(SIZE_LADDERS.map((ladder) => [ladder.kind, 0])) });
  });

  it('prices the value and house lines under the OE suppliers\' brands for the same spec, as the trade does', () => {
    expect(report.brandTiers).toEqual({ budgetBrandAbovePremium: 0 });
  });

  it('states the criteria the trade norm fixes: the make\'s brake thread and wheel-bolt hex, a gas damper line as gas, a petrol warning switch\'s pressure, a convex passenger glass, no side on a single rear wiper arm, a charger of a real model, no connector on a vacuum EGR valve', () => {
    expect(report.tradeNorms).toEqual({ brakeThreadNotMake: 0, shockTypeNotLine: 0, wheelBoltHexNotMake: 0, oilSwitchNotPetrolWarning: 0, passengerGlassAspherical: 0, sideWhereSingle: 0, chargerNotModel: 0, vacuumEgrWithConnector: 0 });
  });

  it('prints every OE cross number the way its make prints its own, and lists no type named for another engine than its fuel', () => {
    expect([report.oeNumberNotMakeFormat, report.typeNamedAgainstFuel]).toEqual([0, 0]);
  });

  it('answers the French example plate AA-123-ZZ with a Peugeot 207 of its series years', async () => {
    const cars = await names(await modelIdsByFrenchPlate(db.kysely, 'AA123ZZ'));
    expect(cars).toHaveLength(1);
    expect(cars[0]).toMatch(/Peugeot 207/);
  });
});
