/**
 * Would a parts expert believe the catalogue? Checks a database against the trade tables the
 * generator draws from: every article's brand makes its kind (product lines), its number follows
 * that line's pattern, its EAN-13 has a valid check digit and its brand's GS1 company prefix, no
 * two brands' numbers share their digits, a make-coded number (Blue Print ADV…) names the make of
 * every car it fits, every offer's price lies in its kind's band, a shop sells a bigger pack of a
 * line dearer and cheaper per litre, every vehicle is one of the reference data's (ADEME variants, KBA pairs from the register),
 * no part fits a car a fitment rule keeps it off (counted per rule: a clutch kit on a plug-in hybrid),
 * a brake disc has its car's bolt holes and an oil filter its engine's design (cartridge or spin-on),
 * every part made for the front or the rear axle says which (fitting_position) in one category per
 * kind, and every variant of each edition's ten top models has every core part. Reads in id ranges, so a
 * 1,000,000-article catalogue is checked in bounded memory. Returns counts and examples, not a
 * verdict: the test suite and the bench data command decide what they require.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { AXLE_KINDS } from './data/categories';
import { PRODUCT_LINES, kindCodesOf, lineOfNumber, lineRegExp } from './data/product-lines';
import { PRICE_BANDS_EUR, sizePriceBandEur, tradeFloorEur } from './data/price-bands';
import { CORE_PARTS, TOP_MODELS, coreCoverage, fold } from './data/top-models';
import { carFactsOfModels } from './vehicles';
import { EARLIER_GENERATIONS } from '../import';
import { type CarFacts, FITMENT_RULES, chargedEngine, installOf, kindFits, oilFilterCartridge, positionOf, powerBandOf, propshaftKey, ruleAgainst, wheelBolts } from './data/fitment-rules';
import { oilPairPossible } from './data/oil-approvals';
import { gearboxOilOf } from './data/gearboxes';
import { boschCapacityInNumber, capacityInNumber } from './data/battery-numbers';
import { BODY_KINDS, EMISSION_KINDS, FORMED_HOSE_KINDS, GENERATION_ENGINE_KINDS, INSTALL_KINDS, INSTALLED_ENGINE_KINDS, VEHICLE_KINDS, bodyOfName, emissionClassOf, heaterFuelOf, lightTechnologyOf, wheelBoltThreadOf, windowWinderOf } from './data/installed-parts';
import { digitRun, eanCheckDigit } from './article-numbers';
import { bladeNumberDisagrees, spellsBlade } from './data/champion-wipers';
import { corePrefixOf, itemCoreOf } from './data/item-cores';
import { egrOperationOf, ignitionCoilOf } from './data/car-equipment';
import { servoPumpOperationOf } from './data/part-types';
import { BRAND_GS1, eanFitsBrand } from './data/gs1-prefixes';
import { MAKE_CODES, makeCodeFits } from './data/make-codes';
import { COMMON_RAIL_BAR, PACK_LITRES } from './data/part-types';
import { type PackOffer, packLine, packPriceViolations } from './pack-prices';
import { BATTERY_DEPOSIT_CENTS, BATTERY_KIND, CORE_DEPOSIT_CENTS, soldNewOnly } from './data/deposits';
import { deliveredPrice } from '../catalogue';
import { hundredths } from '../../../locales/amounts';
import { beltSizeInNumber } from './data/belt-numbers';
import { BREMBO_SOLID_DISC } from './data/disc-numbers';
import { boreMm, clutchDiameterMm, glowPlugFamily, sixRibsAtLeast, torqueNm } from './data/engine-sizes';
import { beltEngineOf } from './data/vehicle-keyed-parts';
import { SMALL_CAR, sportsCarBatteryAh } from './data/listed-car-facts';
import { makeDiscSize } from './data/brake-sizes';
import { brakeMakeOf } from './data/built-on';
import { carCriteria } from './data/car-criteria';
import { placeOf, statedSecondarySize } from './data/secondary-sizes';
import { CLASS_PLAY, IRON_PLACE, classPlace, listPriceRange, placedByIron, sizeStepOf } from './part-kinds';
import { PART_TYPES } from './data/part-types';
import { EQUIPMENT_CLASSES, type EquipmentClass, equipmentAgainst, padAxleOf } from './equipment-check';
import { type VehiclePartCounts, vehiclePartChecks } from './vehicle-part-checks';
import { type EngineConsumableCounts, checkEngineConsumables, engineConsumablesLine } from './engine-consumables-check';
import { type FilterHousingCounts, checkFilterHousings, filterHousingsLine } from './filter-housing-check';
import { type BrakePackageCounts, brakePackagesLine, checkBrakePackages } from './brake-check';
import { type FrontBrake, dieselBelowLighterPetrol } from './data/sister-brakes';
import { type EnginePartCounts, checkEngineParts, enginePartsLine } from './engine-parts-check';
import { type ChassisCounts, chassisChecks, chassisLine } from './chassis-check';
import { BATCH, maxId } from './article-batches';
import { type NamesAndNumbersReport, checkNamesAndNumbers } from './plausibility-names';
import { checkPlates } from './plate-check';
import { checkListDating, checkListGenerationNames } from './list-dating-check';
import { type TypeNameCounts, checkTypeNames, typeNamesLine } from './type-name-check';
import { type KbaEngineCounts, checkKbaEngines, kbaEnginesLine } from './kba-engine-check';
import { type TradeNumberCounts, checkTradeNumbers, tradeNumbersLine } from './trade-numbers-check';
import { type WiperCounts, checkWipers, wipersLine } from './wiper-check';
import { type OeApplicationCounts, checkOeApplications, oeApplicationsLine } from './oe-application-check';
import { type MakerNumberCounts, checkMakerNumbers, makerNumbersLine } from './maker-number-check';
import { type MakerPriceCounts, checkMakersAndPrices, makersAndPricesLine } from './maker-price-check';
import { type TradeNormCounts, checkTradeNorms, tradeNormsLine } from './trade-norm-check';
import { type RetrofitLightCounts, checkRetrofitLights, retrofitLightsLine } from './retrofit-light-check';
import { type KbaBodyCounts, checkKbaBodies, kbaBodiesLine } from './kba-body-check';
import { type KbaVariantCounts, checkKbaVariants, kbaVariantsLine } from './kba-variants-check';
import { type HouseNumberCounts, checkHouseNumbers, houseNumbersLine } from './house-number-check';
import { type BulbLineCounts, bulbLinesLine, checkBulbLines } from './bulb-line-check';
import { type BrandTierCounts, brandTiersLine, checkBrandTiers } from './brand-tier-check';
import { numberingHouseOf } from './data/house-brands';

export interface PlausibilityReport extends NamesAndNumbersReport, KbaEngineCounts, KbaBodyCounts, KbaVariantCounts, TypeNameCounts {
  /** French plates of a series not yet issued, issued before their car was built, or FNI plates on a car built after the SIV began. */
  plateAgainstCar: number;
  /** Types of the French list alone dated the list's year though their generation came earlier (list-dating-check.ts). */
  listTypeDatedAfterItsGeneration: number;
  /** List series named by the model line alone though the trade's generation name is known, and their types without its chassis codes (list-dating-check.ts). */
  listSeriesWithoutGeneration: number;
  listTypeWithoutChassis: number;
  /** Wipers by generation and body, and the top models' rear blades (wiper-check.ts). */
  wipers: WiperCounts;
  /** One OE number, one part: one size, one car line (oe-application-check.ts). */
  oeApplications: OeApplicationCounts;
  /** One number per brand, kind and car for one stated part (maker-number-check.ts). */
  makerNumbers: MakerNumberCounts;
  /** Who makes a part and what it costs: panels, exotic makes, size bands, the cars' own batteries (maker-price-check.ts). */
  makersAndPrices: MakerPriceCounts;
  /** Retrofit daytime-light sets as universal pairs (retrofit-light-check.ts). */
  retrofitLights: RetrofitLightCounts;
  houseNumbers: HouseNumberCounts;
  /** Headlamp bulbs by line and pack (bulb-line-check.ts). */
  bulbLines: BulbLineCounts;
  /** The trade's price order of brands for the same spec (brand-tier-check.ts). */
  brandTiers: BrandTierCounts;
  /** Criteria the trade norm or the maker's numbering fixes (trade-norm-check.ts). */
  tradeNorms: TradeNormCounts;
  /** Numbers a trade buyer reads at a glance: EAN country range, OE group, make codes, criteria (trade-numbers-check.ts). */
  tradeNumbers: TradeNumberCounts;
  articles: number;
  offers: number;
  models: number;
  fitmentRows: number;
  /** Vehicle types one article fits: median, 90th percentile and largest (articles with fitment only). */
  fitsPerArticle: { median: number; p90: number; max: number };
  brandOutsideLines: number;
  numberOutsidePattern: number;
  invalidEan: number;
  /** EANs that do not start with their brand's GS1 company prefix. */
  eanNotBrandPrefix: number;
  /** Articles whose number's digits are another brand's number's digits (a shared counter behind two brands' ranges). */
  digitRunOfOtherBrand: number;
  /** A maker's item core (Bilstein's six digits, Moog's five) under two of its prefixes: two items of one number. */
  itemCoreOfTwoLines: number;
  /** Articles of a make-coded brand (Blue Print ADV…, Vemo V10-…) fitting a car of a make their code does not stand for, or no car at all. */
  makeCodeNotFittedMake: number;
  /** Neighbouring pack sizes of one line in one shop where the bigger costs no more, or more per litre (AdBlue 10 l at the 5 l price). */
  packPriceNotGrowing: number;
  priceOutsideBand: number;
  kindWithoutBand: number;
  /** Offers with a deposit on a part that is neither a battery nor an exchange part (a seal kit's core deposit). */
  depositOnNonExchangePart: number;
  /** Battery offers whose stated deposit (for the shop's home market) is not the one its country's law sets (none where it sets none). */
  batteryDepositNotLaw: number;
  /** Battery offers and the countries their shop delivers to where the price charged there does not carry that country's statutory deposit (or not on the battery's own price). */
  batteryDepositNotDeliveryLaw: number;
  /** Exchange parts whose core deposit is above the part's own price, or above the trade's for the kind. */
  coreDepositAboveTrade: number;
  /** Offers with a core deposit on a build of an exchange kind the trade sells new only (a petrol port-injection valve). */
  coreDepositOnNewPart: number;
  /** Categories named after an axle ("Bremsbeläge Vorderachse"): the trade lists front and rear as one kind. */
  categoriesByAxle: number;
  /** Articles of a kind made per axle (discs, pads, shock absorbers ...) that do not say their fitting position. */
  withoutFittingPosition: number;
  /** Models not from the ADEME variants, and KBA links whose pair the register does not list. */
  modelsNotInReference: number;
  /** Listed variants filed under a later generation than they were built as (a Civic X 1.0 as a 2023 Civic), and generations whose types sit along and across the car (one 2er for the F44, U06 and G42). */
  vehicleNotItsGeneration: number;
  kbaNotInRegister: number;
  /** Engine oils whose grade no oil with their approval has (a 15W-40 with BMW Longlife-04). */
  oilGradeWithoutApproval: number;
  /** Fitment of a part to a car whose drivetrain or years have none (an alternator on an electric car). */
  partWithoutDrivetrain: number;
  /** The same fitment rows by the rule they break (data/fitment-rules.ts): a clutch kit on a plug-in hybrid, a viscous fan on a transverse engine … */
  byFitmentRule: Record<string, number>;
  /** Brake discs whose bolt holes are not the wheel bolts of a car they fit (a 4-hole disc on a BMW). */
  discBoltsNotCar: number;
  /** Oil filters of the other design than a car they fit takes: a spin-on can (with a thread) for a cartridge engine, or the reverse. */
  oilFilterNotEngine: number;
  /** Batteries of a capacity-naming maker (Varta, Exide, Banner) whose number names another capacity than theirs. */
  batteryNumberNotCapacity: number;
  /** Bosch batteries whose type (S4 005 = 0 092 S40 050) is not Bosch's type of their capacity in a European box with the plus pole on the right. */
  boschBatteryNumberNotCapacity: number;
  /** Engine parts laid out by the car (sump, mounts, hoses, exhaust, high-pressure pump, EGR valve) fitted to cars of more than one platform, and body and vehicle parts (heater box, drier, fuel pump, parking heater) to more than one generation. */
  installedAcrossCars: number;
  /** Coolant and charge-air hoses listed for more than one generation: a formed hose is moulded to one generation's engine bay (data/installed-parts.ts). */
  formedHoseAcrossGenerations: number;
  /** Criteria that are not the fitted car's: a catalyst's emission class, a gearbox oil kit's fluid, a headlamp's light source, a wheel bolt's thread, a parking heater's fuel, a crank window regulator on a car that winds electrically. */
  criterionNotCar: number;
  /** Brake discs of a diameter the fitted car's make does not fit (a Golf's 288 mm on a BMW 1er, a PQ35's 253 mm rear on a 3er F30). */
  discNotMakeSize: number;
  /** Brake discs fitted to cars of more than one platform. */
  discAcrossPlatforms: number;
  /** (car, kind, position) with more than one size among its articles (two disc diameters on one front axle). */
  carSizeConflicts: number;
  /** Diesel types on a smaller, solid front disc where a lighter petrol sister of their generation has a larger, ventilated one. */
  dieselDiscBelowLighterPetrol: number;
  /** Shock absorbers fitted to cars of more than one platform, generation or body (a 308's damper on a 3008). */
  shockAcrossBodies: number;
  /** Engine-keyed parts built for the install (clutch, turbo, starter, AC compressor) fitted to one engine along and across the car. */
  engineAcrossInstalls: number;
  /** Oil filters numbered in a line of the other design: a Knecht OX (cartridge) with a thread, an OC (spin-on) without. */
  oilFilterLineNotDesign: number;
  /** The criterion-not-the-car's articles by kind: an EGR valve worked by vacuum on an electric-EGR engine, a pencil coil on a coil-pack engine. */
  criterionNotCarByKind: Record<string, number>;
  /** Fuel filters of a one-fuel line (Knecht KX…D, a diesel element) fitted to a car of the other fuel. */
  fuelFilterLineNotFuel: number;
  /** Articles of a vehicle-bound kind that fit no car (a distributor for an engine the base does not hold). */
  articleWithoutFitment: number;
  /** Numbers whose kind code is not the part's: a Moog ES (tie-rod end) number on a bush. */
  kindCodeNotPart: number;
  /** Offers under what the trade believes the article costs (a pair of flat blades under 12 euros, a K&N filter at 10). */
  priceBelowTrade: number;
  /** Common-rail pumps stating a petrol direct injection's pressure (350 bar). */
  pumpPressureNotCommonRail: number;
  /** Injectors whose number's series is another system's than the one they state (a Bosch 0 445 110 … common-rail number as a port-injection valve), or of a line without one. */
  injectorNumberNotSystem: number;
  /** Ribbed belts whose number spells another size than theirs (Contitech "6PK8186" with 7 ribs and 1,720 mm). */
  beltNumberNotSize: number;
  /** Champion wiper blades whose number does not spell their family and length (an "AF" number on a rear conventional blade, a 650 mm blade as AF60). */
  bladeNumberNotLength: number;
  /** Ribbed belts of five ribs fitted to a diesel of 1.9 l or more, whose belt has six ribs or more (data/engine-sizes.ts). */
  fiveRibBeltOnLargeDiesel: number;
  /** Clutches (kit, disc, pressure plate, flywheel) whose diameter is not the one a fitted type's torque takes. */
  clutchNotTorque: number;
  /** Head gaskets and piston rings whose bore is not a fitted engine's (84 mm on a 1.3 CDTI of 69.6 mm). */
  boreNotEngine: number;
  /** Of those, piston-ring sets whose bore is not their engine's (an OM640's rings at 82 mm, its bore 80). */
  ringSetBoreNotEngine: number;
  /** Diesel engine families whose glow plugs come in more than one size (an EA288 with M10x1 and M8x1 plugs). */
  glowPlugFamilySizes: number;
  /** Batteries on a sports car other than its small AGM size (a 95 Ah battery on a 911 GT3). */
  batteryNotSportsCar: number;
  /** Propshafts fitted to more than one vehicle (generation, body, drive): one 1,400 mm shaft for a CLS and a Vito. */
  propshaftAcrossVehicles: number;
  /** Clutch parts fitting engines of several power bands (one K9K clutch for 50 and 81 kW). */
  clutchAcrossPowerBands: number;
  /** Ventilated rear discs on small cars, which brake their rear wheels with solid discs. */
  ventilatedRearOnSmallCar: number;
  /** Articles of a kind priced by the car's class offered below what its smallest fitted car's class costs (a 911 Turbo's compressor at the catalogue's floor). */
  priceBelowCarClass: number;
  /** Parts listed per vehicle (alternators, belt drives, coolant sensors, starters, batteries, class-priced unit parts): vehicle-part-checks.ts. */
  vehicleParts: VehiclePartCounts;
  /** Chassis, driveline and exhaust parts across the lines their cars must share (chassis-check.ts): a rear silencer for a saloon and an SUV, a rear damper for two rear axles. */
  chassis: ChassisCounts;
  /** Brakes by platform, axle and brake package (data/brake-packages.ts). */
  brakePackages: BrakePackageCounts;
  /** Top-model variants checked, (variant, core part) pairs that have no article, and those whose articles come from fewer brands than the seed gives them. */
  topModelVariants: number;
  missingCoreParts: number;
  coreFromFewMakers: number;
  /** Fitment of a part for equipment the car's generation does not have, by class: an EPB actuator on a lever-braked Tourneo Connect II, an ignition lock on a keycard Mégane IV, an electric rack on a hydraulic Trafic, a viscous fan on an A4 B8 V6 TDI, an indicator lamp where the headlamp carries it, an EGT sensor on a 1.5 TSI, a rear wear contact on an A3 8P. */
  equipmentNotGeneration: Record<EquipmentClass, number>;
  /** Platform axles (MQB rear) whose pads come both with and without a wear contact. */
  wearContactAcrossPlatformAxle: number;
  /** Engine consumables against the engine family (engine-consumables-check.ts): sizes, glow voltage, oil filter design and thread, pump maker. */
  engineConsumables: EngineConsumableCounts;
  /** Cabin filters against the heater box their platform's cars share, air filters against their air box (filter-housing-check.ts). */
  filterHousings: FilterHousingCounts;
  /** Torque wrench drives, belt sizes per car, glow plugs per family and OE numbers per axle (engine-parts-check.ts). */
  engineParts: EnginePartCounts;
  /** A few of each finding, for the failure message. */
  examples: string[];
}


export async function checkPlausibility(db: Db): Promise<PlausibilityReport> {
  const examples: string[] = [];
  const note = (text: string) => {
    if (examples.length < 30) examples.push(text);
  };
  // The kind of each category: its German title (leaves are named as the part kinds are).
  const kindOfCategory = new Map((await db.selectFrom('category_texts').select(['category_id', 'title']).where('lang_no', '=', 1).execute()).map((r) => [r.category_id, r.title]));
  const byAxle = [...kindOfCategory.values()].filter((title) => /\b(Vorderachse|Hinterachse)$/.test(title));
  for (const title of byAxle.slice(0, 3)) note(`category "${title}" is named after an axle`);
  const axleKinds = new Set([...AXLE_KINDS, ...CORE_PARTS.filter((core) => core.position).map((core) => core.kind)]);
  const brandName = new Map((await db.selectFrom('brands').select(['id', 'name']).execute()).map((r) => [r.id, r.name]));
  const lines = new Map<string, RegExp[]>();
  for (const line of PRODUCT_LINES) for (const kind of line.kinds) {
    const key = `${line.brand}|${kind}`;
    lines.set(key, [...(lines.get(key) ?? []), lineRegExp(line)]);
  }
  // Brembo's solid discs are numbered under 08 (data/disc-numbers.ts).
  lines.set('Brembo|Bremsscheiben', [...(lines.get('Brembo|Bremsscheiben') ?? []), BREMBO_SOLID_DISC]);

  let articles = 0;
  let brandOutsideLines = 0;
  let numberOutsidePattern = 0;
  let invalidEan = 0;
  let eanNotBrandPrefix = 0;
  let digitRunOfOtherBrand = 0;
  let itemCoreOfTwoLines = 0;
  const lineOfCore = new Map<string, string>();
  let withoutFittingPosition = 0;
  let batteryNumberNotCapacity = 0;
  let boschBatteryNumberNotCapacity = 0;
  let oilFilterLineNotDesign = 0;
  let kindCodeNotPart = 0;
  let pumpPressureNotCommonRail = 0;
  let beltNumberNotSize = 0;
  let bladeNumberNotLength = 0;
  let injectorNumberNotSystem = 0;
  // Class-priced articles' list price range, for the offers' reading against their cars' class.
  const classPriced = new Map<number, [number, number]>();
  // Class-priced articles placed by their own iron (cast discs), not their car's class.
  const ironPlaced = new Set<number>();
  // The trade's floor of the articles that have one, in cents, for the offers' reading.
  const floorOf = new Map<number, number>();
  const kindOfArticle = new Map<number, string>();
  // The articles of an exchange kind sold new only (a petrol injector): no core deposit on their offers.
  const soldNewArticles = new Set<number>();
  const brandOfDigits = new Map<string, number>();
  // Packs: their line (brand, kind, facts but the size) and size, for the offers' reading.
  const packOf = new Map<number, { line: string; litres: number }>();
  const articleMax = await maxId(db, 'articles');
  for (let from = 0; from < articleMax; from += BATCH) {
    const rows = await db.selectFrom('articles').select(['id', 'brand_id', 'category_id', 'article_number', 'ean', 'criteria'])
      .where('id', '>', from).where('id', '<=', from + BATCH).orderBy('id').execute();
    for (const row of rows) {
      articles++;
      const kind = kindOfCategory.get(row.category_id) ?? '?';
      const brand = brandName.get(row.brand_id) ?? '?';
      kindOfArticle.set(row.id, kind);
      const patterns = lines.get(`${brand}|${kind}`);
      if (!patterns) {
        brandOutsideLines++;
        note(`${brand} makes no ${kind} (article ${row.id})`);
      } else if (!patterns.some((pattern) => pattern.test(row.article_number))) {
        numberOutsidePattern++;
        note(`${brand} ${kind} "${row.article_number}" follows none of the line's patterns`);
      }
      if (!row.ean || !/^\d{13}$/.test(row.ean) || eanCheckDigit(row.ean.slice(0, 12)) !== row.ean[12]) {
        invalidEan++;
        note(`article ${row.id}: EAN ${row.ean ?? 'missing'}`);
      } else if (!eanFitsBrand(row.ean, brand)) {
        eanNotBrandPrefix++;
        note(`${brand} article ${row.id}: EAN ${row.ean} does not start with ${(BRAND_GS1[brand]?.prefixes ?? ['no prefix']).join(' or ')}`);
      }
      const core = itemCoreOf(brand, row.article_number);
      if (core !== undefined) {
        const line = corePrefixOf(row.article_number, core);
        const first = lineOfCore.get(`${brand}|${core}`);
        if (first === undefined) lineOfCore.set(`${brand}|${core}`, line);
        else if (first !== line) {
          itemCoreOfTwoLines++;
          note(`${brand} "${row.article_number}" has the core of its "${first}${core}"`);
        }
      }
      const digits = digitRun(row.article_number);
      // A belt number spells its size: two makers' 6PK1720 are one size, not a shared counter.
      const beltSize = kind === 'Keilrippenriemen' ? beltSizeInNumber(row.article_number) : undefined;
      // A Denso plug's designation spells its heat range (K20TT, data/spark-plug-numbers.ts): its digits are no counter either.
      const designation = (kind === 'Zündkerzen' && brand === 'Denso') || (kind === 'Scheibenwischer' && brand === 'Champion' && spellsBlade(row.article_number));
      // A Champion blade's number spells its family and length (data/champion-wipers.ts).
      if (kind === 'Scheibenwischer' && brand === 'Champion' && bladeNumberDisagrees(row.article_number, row.criteria ? (JSON.parse(row.criteria) as { key: string; value: string }[]) : [])) {
        bladeNumberNotLength++;
        note(`Champion blade "${row.article_number}" is not numbered by its family and length (${row.criteria})`);
      }
      // A house's brands share its numbers (Knecht's OX 388D is Mahle's, data/house-brands.ts): one owner of the digits.
      const house = numberingHouseOf(brand);
      const ownerId = house === undefined ? row.brand_id : ([...brandName].find(([, name]) => name === house)?.[0] ?? row.brand_id);
      const owner = beltSize || designation ? undefined : brandOfDigits.get(digits);
      if (beltSize) {
        const stated = row.criteria ? (JSON.parse(row.criteria) as { key: string; value: string }[]) : [];
        if (String(beltSize.ribs) !== stated.find((c) => c.key === 'ribs')?.value || String(beltSize.lengthMm) !== stated.find((c) => c.key === 'length')?.value) {
          beltNumberNotSize++;
          note(`${brand} belt "${row.article_number}" has ${stated.find((c) => c.key === 'ribs')?.value} ribs and ${stated.find((c) => c.key === 'length')?.value} mm`);
        }
      } else if (owner === undefined) {
        if (!designation) brandOfDigits.set(digits, ownerId);
      } else if (owner !== ownerId) {
        digitRunOfOtherBrand++;
        note(`${brand} "${row.article_number}" has the digits of a ${brandName.get(owner) ?? '?'} number`);
      }
      if (PACK_LITRES[kind] && row.criteria) {
        const criteria = JSON.parse(row.criteria) as { key: string; value: string }[];
        packOf.set(row.id, { line: `${brand}|${kind}|${packLine(criteria)}`, litres: Number(criteria.find((c) => c.key === 'volume')?.value ?? 0) });
      }
      const criteria = row.criteria ? (JSON.parse(row.criteria) as { key: string; value: string }[]) : [];
      const stated = (key: string) => criteria.find((c) => c.key === key)?.value;
      const named = kind === BATTERY_KIND ? capacityInNumber(brand, row.article_number) : undefined;
      if (named !== undefined && String(named) !== stated('capacity')) {
        batteryNumberNotCapacity++;
        note(`${brand} battery "${row.article_number}" names another capacity than its own`);
      }
      const boschTyped = kind === BATTERY_KIND && brand === 'Bosch' ? boschCapacityInNumber(row.article_number) : undefined;
      if (boschTyped !== undefined && (String(boschTyped) !== stated('capacity') || stated('polarity') !== 'right_plus' || stated('terminal_layout') !== 'EN')) {
        boschBatteryNumberNotCapacity++;
        note(`Bosch battery "${row.article_number}" is not Bosch's type of its capacity, box and polarity`);
      }
      const floor = tradeFloorEur(kind, brand, criteria);
      if (floor) floorOf.set(row.id, floor * 100);
      if (soldNewOnly(kind, criteria)) soldNewArticles.add(row.id);
      const partType = PART_TYPES[kind];
      const band = PRICE_BANDS_EUR[kind];
      const line = partType?.priceBySize && band ? lineOfNumber(brand, kind, row.article_number) : undefined;
      // A kind priced in its size's band (an LED headlamp's) is placed by its car's class inside that band, as the seed places it.
      const sizeBand = partType?.priceBySize ? (sizePriceBandEur(kind, criteria, []) ?? band) : band;
      if (partType?.priceBySize && sizeBand && !line?.price) {
        classPriced.set(row.id, sizeBand === band ? listPriceRange({ band: [sizeBand[0] * 100, sizeBand[1] * 100], type: partType }, criteria) : [sizeBand[0] * 130, sizeBand[1] * 100 / 1.4]);
        if (placedByIron(kind, criteria)) ironPlaced.add(row.id);
      }
      if (kind === 'Ölfilter') {
        const design = lineOfNumber(brand, kind, row.article_number)?.design;
        if (design && design !== (criteria.some((c) => c.key === 'thread') ? 'spin-on' : 'cartridge')) {
          oilFilterLineNotDesign++;
          note(`${brand} oil filter "${row.article_number}" is a ${design} number on the other design`);
        }
      }
      const kindCodes = kindCodesOf(brand, kind);
      const kindCode = /^[A-Z]{2}-([A-Z]{2})-/.exec(row.article_number)?.[1];
      if (kindCodes.length && !(kindCode && kindCodes.includes(kindCode))) {
        kindCodeNotPart++;
        note(`${brand} "${row.article_number}" does not name a ${kind}`);
      }
      if (kind === 'Hochdruckpumpe' && !(COMMON_RAIL_BAR as readonly number[]).includes(Number(criteria.find((c) => c.key === 'pressure')?.value))) {
        pumpPressureNotCommonRail++;
        note(`common-rail pump ${row.id} states ${criteria.find((c) => c.key === 'pressure')?.value} bar`);
      }
      if (kind === 'Einspritzdüse') {
        const series = lineOfNumber(brand, kind, row.article_number)?.injection;
        const stated = criteria.find((c) => c.key === 'injection_system')?.value;
        if (!series || series !== stated) {
          injectorNumberNotSystem++;
          note(`${brand} injector "${row.article_number}" is a ${series ?? 'system-less'} number stated as ${stated}`);
        }
      }
      if (axleKinds.has(kind) && !/"key":"fitting_position","value":"(front|rear)"/.test(row.criteria ?? '')) {
        withoutFittingPosition++;
        note(`${kind} article ${row.id} does not say its fitting position`);
      }
    }
  }

  let offers = 0;
  let priceOutsideBand = 0;
  let kindWithoutBand = 0;
  let depositOnNonExchangePart = 0;
  let priceBelowTrade = 0;
  let batteryDepositNotLaw = 0;
  let batteryDepositNotDeliveryLaw = 0;
  let coreDepositAboveTrade = 0;
  let coreDepositOnNewPart = 0;
  const lowestOffer = new Map<number, number>();
  const packOffers = new Map<string, PackOffer[]>();
  const shopCountry = new Map((await db.selectFrom('shops').select(['id', 'country']).execute()).map((r) => [r.id, r.country]));
  // Where each shop delivers: a battery is charged there as the checkout prices it (catalogue/deposits.ts).
  const deliversTo = new Map<number, string[]>();
  for (const r of await db.selectFrom('shop_shipping').select(['shop_id', 'country']).orderBy('shop_id').orderBy('country').execute()) {
    const list = deliversTo.get(r.shop_id);
    if (list) list.push(r.country);
    else deliversTo.set(r.shop_id, [r.country]);
  }
  const offerMax = await maxId(db, 'offers');
  for (let from = 0; from < offerMax; from += BATCH * 5) {
    const rows = await db.selectFrom('offers').select(['id', 'article_id', 'shop_id', 'price_cents', 'refund_cents']).where('id', '>', from).where('id', '<=', from + BATCH * 5).execute();
    for (const row of rows) {
      offers++;
      const kind = kindOfArticle.get(row.article_id) ?? '?';
      const pack = packOf.get(row.article_id);
      if (pack) {
        const key = `${row.shop_id}|${pack.line}`;
        const list = packOffers.get(key);
        if (list) list.push({ litres: pack.litres, cents: row.price_cents });
        else packOffers.set(key, [{ litres: pack.litres, cents: row.price_cents }]);
      }
      const band = PRICE_BANDS_EUR[kind];
      if (!band) {
        kindWithoutBand++;
        note(`${kind} has no price band`);
      } else if (row.price_cents < band[0] * 100 || row.price_cents > band[1] * 100) {
        priceOutsideBand++;
        note(`${kind} offered at ${hundredths(row.price_cents)} € (band ${band[0]}–${band[1]} €)`);
      }
      if (classPriced.has(row.article_id)) lowestOffer.set(row.article_id, Math.min(lowestOffer.get(row.article_id) ?? Infinity, row.price_cents));
      const floor = floorOf.get(row.article_id);
      if (floor && row.price_cents < floor) {
        priceBelowTrade++;
        note(`${kind} ${row.article_id} offered at ${hundredths(row.price_cents)} € (the trade's floor ${hundredths(floor)} €)`);
      }
      const deposit = Number(row.refund_cents);
      const country = shopCountry.get(row.shop_id) ?? '?';
      const soldNew = soldNewArticles.has(row.article_id);
      if (kind === BATTERY_KIND) {
        if (deposit !== (BATTERY_DEPOSIT_CENTS[country] ?? 0)) {
          batteryDepositNotLaw++;
          note(`battery offer ${row.id} of a shop in ${country} carries ${hundredths(deposit)} € deposit`);
        }
        // The law binds the sale to an end user in the country of delivery: what the order line
        // charges there is the battery's own price with that country's deposit, whatever the shop's.
        const own = Number(row.price_cents) - deposit;
        for (const to of deliversTo.get(row.shop_id) ?? []) {
          const charged = deliveredPrice({ kind, priceCents: Number(row.price_cents), refundCents: deposit }, to);
          const law = BATTERY_DEPOSIT_CENTS[to] ?? 0;
          if (charged.refundCents !== law || charged.priceCents - charged.refundCents !== own) {
            batteryDepositNotDeliveryLaw++;
            note(`battery offer ${row.id} of a shop in ${country} delivered to ${to} carries ${hundredths(charged.refundCents)} € deposit (the law there: ${hundredths(law)} €)`);
          }
        }
      } else if (soldNew && deposit > 0) {
        coreDepositOnNewPart++;
        note(`${kind} offer ${row.id} carries ${hundredths(deposit)} € core deposit, but is sold new`);
      } else if (CORE_DEPOSIT_CENTS[kind] === undefined) {
        if (deposit > 0) {
          depositOnNonExchangePart++;
          note(`${kind} offer ${row.id} carries ${hundredths(deposit)} € deposit, but is no exchange part`);
        }
      } else if (deposit > Math.min(CORE_DEPOSIT_CENTS[kind], row.price_cents)) {
        coreDepositAboveTrade++;
        note(`${kind} offer ${row.id} at ${hundredths(row.price_cents)} € carries ${hundredths(deposit)} € core deposit`);
      }
    }
  }

  let packPriceNotGrowing = 0;
  for (const [key, list] of packOffers) {
    const violations = packPriceViolations(list);
    if (!violations) continue;
    packPriceNotGrowing += violations;
    note(`shop ${key.replace(/\|/g, ' ')}: ${list.map((o) => `${o.litres} l ${hundredths(o.cents)} €`).join(', ')}`);
  }

  const models = await carFactsOfModels(db);
  const carOf = new Map(models.map((m) => [m.id, m]));
  const fromReference = new Set((await db.selectFrom('import_keys').select('ref_id').where('source', 'in', ['ademe', 'types']).where('kind', '=', 'model').execute()).map((r) => r.ref_id));
  const modelsNotInReference = models.filter((m) => !fromReference.has(m.id)).length;
  if (modelsNotInReference) note(`${modelsNotInReference} models are from neither the vehicle base nor the ADEME list`);
  // A listed variant filed under a later generation than it was built as (the list's Civic 1.0 as a 2023 Civic), and a
  // generation whose types sit along and across the car (a 2er of three platforms as one).
  let vehicleNotItsGeneration = 0;
  const installsOfSeries = new Map<number, Set<string>>();
  for (const m of models) {
    installsOfSeries.set(m.seriesId, (installsOfSeries.get(m.seriesId) ?? new Set()).add(installOf(m.car)));
    const variant = { fuel: m.car.hybridDrive === 'none' ? m.car.fuel : 'hybrid', ccm: m.car.ccm, kw: m.car.kw ?? 0 };
    if (!EARLIER_GENERATIONS.some((g) => m.car.generation === `${g.manufacturer} ${g.series}` && g.holds(variant))) continue;
    vehicleNotItsGeneration++;
    note(`model ${m.id} (${m.car.generation} ${m.name}) was built as an earlier generation`);
  }
  for (const [seriesId, installs] of installsOfSeries) {
    if (installs.size < 2) continue;
    vehicleNotItsGeneration++;
    note(`series ${seriesId} holds types along and across the car`);
  }
  const { n: kbaNotInRegister } = await db.selectFrom('kba as k').select((eb) => eb.fn.countAll<number>().as('n'))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('kba_register as r').select('r.hsn').whereRef('r.hsn', '=', 'k.hsn').whereRef('r.tsn', '=', 'k.tsn'))))
    .executeTakeFirstOrThrow();

  // The expert's reading of every fitment row: part and drivetrain, disc and platform, one size per car and axle.
  let oilGradeWithoutApproval = 0;
  let partWithoutDrivetrain = 0;
  let discAcrossPlatforms = 0;
  let discBoltsNotCar = 0;
  let discNotMakeSize = 0;
  let oilFilterNotEngine = 0;
  let installedAcrossCars = 0;
  let formedHoseAcrossGenerations = 0;
  let shockAcrossBodies = 0;
  let engineAcrossInstalls = 0;
  let criterionNotCar = 0;
  const criterionNotCarByKind: Record<string, number> = {};
  let fuelFilterLineNotFuel = 0;
  let articleWithoutFitment = 0;
  const universalCategories = new Set((await db.selectFrom('categories').select('id').where('is_universal', '=', 1).execute()).map((r) => r.id));
  let clutchNotTorque = 0;
  let boreNotEngine = 0;
  let ringSetBoreNotEngine = 0;
  let batteryNotSportsCar = 0;
  let propshaftAcrossVehicles = 0;
  let clutchAcrossPowerBands = 0;
  let ventilatedRearOnSmallCar = 0;
  let priceBelowCarClass = 0;
  const glowPlugSizes = new Map<string, Set<string>>();
  const byFitmentRule: Record<string, number> = Object.fromEntries(FITMENT_RULES.map((rule) => [rule.name, 0]));
  let makeCodeNotFittedMake = 0;
  const vehicleParts = vehiclePartChecks(note);
  const chassis = chassisChecks(note);
  const fiveRibBelts = new Set<number>();
  const sizes = new Map<string, Set<string>>();
  const equipmentNotGeneration = Object.fromEntries(EQUIPMENT_CLASSES.map((name) => [name, 0])) as Record<EquipmentClass, number>;
  const padContacts = new Map<string, Set<string>>();
  // Each type's front disc as its articles state it: a diesel's against its lighter petrol sisters' (data/sister-brakes.ts).
  const frontDiscOfModel = new Map<number, { mm: number; ventilated: boolean }>();
  for (let from = 0; from < articleMax; from += BATCH) {
    const rows = await db.selectFrom('articles as a').leftJoin('fitment as f', 'f.article_id', 'a.id').select(['a.id', 'a.brand_id', 'a.article_number', 'a.category_id', 'a.criteria', 'f.model_id'])
      .where('a.id', '>', from).where('a.id', '<=', from + BATCH).orderBy('a.id').execute();
    let current = -1;
    let platforms = new Set<string>();
    let installedIn = new Set<string>();
    let hoseIn = new Set<string>();
    let shockIn = new Set<string>();
    let installs = new Set<string>();
    let wrongCriterion = false;
    let wrongMake = false;
    let wrongBolts = false;
    let wrongMakeSize = false;
    let wrongFilter = false;
    let wrongFuel = false;
    let currentKind = '';
    let wrongSize = false;
    let propshaftFor = new Set<string>();
    let powerBands = new Set<number>();
    let ventilatedSmall = false;
    let smallestStep = Infinity;
    const closeArticle = () => {
      if (powerBands.size > 1) {
        clutchAcrossPowerBands++;
        note(`${kindOfArticle.get(current)} ${current} fits engines of ${powerBands.size} power bands`);
      }
      if (ventilatedSmall) ventilatedRearOnSmallCar++;
      if (propshaftFor.size > 1) {
        propshaftAcrossVehicles++;
        note(`propshaft ${current} fits ${propshaftFor.size} vehicles: ${[...propshaftFor].slice(0, 3).join(', ')}`);
      }
      const range = classPriced.get(current);
      const lowest = lowestOffer.get(current);
      // The list price sits at its class's place less the play; brand, shop and offer take at most a quarter off it.
      const belowClass = range !== undefined && lowest !== undefined && smallestStep !== Infinity && lowest < 0.75 * range[0] * Math.pow(range[1] / range[0], Math.max(0, (ironPlaced.has(current) ? IRON_PLACE : classPlace(smallestStep)) - CLASS_PLAY / 2));
      if (current >= 0) vehicleParts.close(current, kindOfArticle.get(current) ?? '?', belowClass);
      if (current >= 0) chassis.close(current, kindOfArticle.get(current) ?? '?');
      if (belowClass) {
        priceBelowCarClass++;
        note(`${kindOfArticle.get(current)} ${current} offered from ${hundredths(lowest)} € for cars of size step ${smallestStep}`);
      }
      if (wrongBolts) discBoltsNotCar++;
      if (wrongMakeSize) discNotMakeSize++;
      if (wrongFilter) oilFilterNotEngine++;
      if (wrongFuel) fuelFilterLineNotFuel++;
      if (wrongCriterion) {
        criterionNotCar++;
        criterionNotCarByKind[currentKind] = (criterionNotCarByKind[currentKind] ?? 0) + 1;
      }
      if (installedIn.size > 1) {
        installedAcrossCars++;
        note(`article ${current} is built into ${installedIn.size} cars' layouts: ${[...installedIn].slice(0, 3).join(', ')}`);
      }
      if (hoseIn.size > 1) {
        formedHoseAcrossGenerations++;
        note(`formed hose ${current} fits ${hoseIn.size} generations: ${[...hoseIn].slice(0, 3).join(', ')}`);
      }
      if (shockIn.size > 1) {
        shockAcrossBodies++;
        note(`shock absorber ${current} fits ${shockIn.size} bodies: ${[...shockIn].slice(0, 3).join(', ')}`);
      }
      if (installs.size > 1) {
        engineAcrossInstalls++;
        note(`article ${current} is built for one engine along and across the car`);
      }
      if (current >= 0 && platforms.size > 1) {
        discAcrossPlatforms++;
        note(`brake disc ${current} fits cars of ${platforms.size} platforms: ${[...platforms].slice(0, 3).join(', ')}`);
      }
      if (wrongMake) makeCodeNotFittedMake++;
    };
    for (const row of rows) {
      const kind = kindOfCategory.get(row.category_id) ?? '?';
      const criteria = row.criteria ? (JSON.parse(row.criteria) as { key: string; value: string }[]) : [];
      const value = (key: string) => criteria.find((c) => c.key === key)?.value;
      if (row.id !== current) {
        closeArticle();
        current = row.id;
        platforms = new Set();
        installedIn = new Set();
        hoseIn = new Set();
        shockIn = new Set();
        installs = new Set();
        wrongCriterion = false;
        wrongMake = false;
        wrongBolts = false;
        wrongMakeSize = false;
        wrongFilter = false;
        wrongFuel = false;
        currentKind = kind;
        if (row.model_id === null && !universalCategories.has(row.category_id)) {
          articleWithoutFitment++;
          note(`${kind} ${row.id} is made for cars but fits none`);
        }
        wrongSize = false;
        propshaftFor = new Set();
        powerBands = new Set();
        ventilatedSmall = false;
        smallestStep = Infinity;
        if (kind === 'Motoröl' && !oilPairPossible(value('viscosity') ?? '', value('specification') ?? '')) {
          oilGradeWithoutApproval++;
          note(`engine oil ${row.id}: ${value('viscosity')} with ${value('specification')}`);
        }
      }
      const fitted = row.model_id === null ? undefined : carOf.get(row.model_id);
      const brand = brandName.get(row.brand_id) ?? '?';
      if (MAKE_CODES[brand] && !wrongMake && !(fitted && makeCodeFits(brand, row.article_number, fitted.car.make))) {
        wrongMake = true;
        note(`${brand} ${row.article_number} (${kind}) ${fitted ? `fits a ${fitted.car.make}` : 'fits no car'}`);
      }
      if (!fitted) continue;
      const against = ruleAgainst(kind, fitted.car, positionOf(value('fitting_position')));
      if (against) {
        partWithoutDrivetrain++;
        byFitmentRule[against.name] = (byFitmentRule[against.name] ?? 0) + 1;
        note(`${kind} ${row.id} fits model ${fitted.id} (${fitted.car.generation} ${fitted.name}, ${fitted.car.fuel}, from ${fitted.car.typeStart}): ${against.name}`);
      }
      if (kind === 'Ölfilter' && !wrongFilter && (value('thread') === undefined) !== oilFilterCartridge(fitted.car)) {
        wrongFilter = true;
        note(`oil filter ${row.id} is a ${value('thread') ? 'spin-on filter' : 'cartridge'}, model ${fitted.id} (${fitted.car.generation} ${fitted.name}) takes the other`);
      }
      const lineFuel = kind === 'Kraftstofffilter' ? lineOfNumber(brand, kind, row.article_number)?.fuel : undefined;
      if (lineFuel && lineFuel !== fitted.car.fuel && !wrongFuel) {
        wrongFuel = true;
        note(`${brand} fuel filter "${row.article_number}" is a ${lineFuel} element, model ${fitted.id} (${fitted.car.generation} ${fitted.name}) runs on ${fitted.car.fuel}`);
      }
      smallestStep = Math.min(smallestStep, sizeStepOf(fitted.car));
      if (kind === 'Kardanwelle') propshaftFor.add(propshaftKey(fitted.car));
      if (CLUTCH_KINDS.includes(kind)) powerBands.add(powerBandOf(fitted.car));
      if (kind === 'Bremsscheiben' && value('fitting_position') === 'rear' && value('disc_type') === 'ventilated' && SMALL_CAR.test(fitted.car.generation) && !ventilatedSmall) {
        ventilatedSmall = true;
        note(`rear disc ${row.id} is ventilated (${value('diameter')} mm), model ${fitted.id} (${fitted.car.generation} ${fitted.name}) is a small car`);
      }
      if (kind === 'Glühkerzen') {
        const family = glowPlugFamily(fitted.car);
        glowPlugSizes.set(family, (glowPlugSizes.get(family) ?? new Set()).add(`${value('thread')} ${value('length')} mm ${value('voltage')} V`));
      }
      const sized = sizeOfEngine(kind, fitted.car);
      if (sized && !wrongSize && value('diameter') !== String(sized[1])) {
        wrongSize = true;
        if (sized[0] === 'clutch') clutchNotTorque++;
        else boreNotEngine++;
        if (kind === 'Kolbenringe') ringSetBoreNotEngine++;
        note(`${kind} ${row.id} has ${value('diameter')} mm, model ${fitted.id} (${fitted.car.generation} ${fitted.name}) takes ${sized[1]} mm`);
      }
      const sportsAh = kind === BATTERY_KIND && fitted.car.fuel !== 'electric' ? sportsCarBatteryAh(fitted.car) : undefined;
      if (sportsAh !== undefined && value('capacity') !== String(sportsAh)) {
        batteryNotSportsCar++;
        note(`battery ${row.id} of ${value('capacity')} Ah fits model ${fitted.id} (${fitted.car.generation} ${fitted.name}), which carries ${sportsAh} Ah`);
      }
      if (FORMED_HOSE_KINDS.has(kind)) hoseIn.add(fitted.car.generation);
      if (INSTALLED_ENGINE_KINDS.has(kind)) installedIn.add(fitted.car.platform);
      else if (BODY_KINDS.has(kind) || VEHICLE_KINDS.has(kind) || GENERATION_ENGINE_KINDS.has(kind)) installedIn.add(fitted.car.generation);
      if (kind === 'Stoßdämpfer') shockIn.add(`${fitted.car.platform} ${fitted.car.generation} ${bodyOfName(fitted.car.typeName)}`.trim());
      if (INSTALL_KINDS.has(kind)) installs.add(installOf(fitted.car));
      chassis.row(kind, value('fitting_position'), fitted.car);
      if (kind === 'Keilrippenriemen' && value('ribs') === '5' && sixRibsAtLeast({ engine: beltEngineOf(fitted.car), ccm: fitted.car.ccm })) fiveRibBelts.add(row.id);
      vehicleParts.row(row.id, kind, brand, row.article_number, value, fitted.car, installOf(fitted.car), `model ${fitted.id} (${fitted.car.generation} ${fitted.name})`);
      const drawnOnce = wantedCriterion(kind, fitted.car);
      for (const wanted of [...(drawnOnce ? [drawnOnce] : []), ...carCriteria(kind, fitted.car, positionOf(value('fitting_position')), placeOf(kind, value))]) {
        if (wrongCriterion || value(wanted[0]) === wanted[1]) continue;
        wrongCriterion = true;
        note(`${kind} ${row.id} has ${wanted[0]} ${value(wanted[0])}, model ${fitted.id} (${fitted.car.generation} ${fitted.name}) takes ${wanted[1]}`);
      }
      if (kind === 'Bremsscheiben') {
        platforms.add(fitted.car.platform);
        const axle = positionOf(value('fitting_position'));
        if (axle === 'front') frontDiscOfModel.set(fitted.id, { mm: Number(value('diameter')), ventilated: value('disc_type') !== 'solid' });
        if (!wrongMakeSize && axle && !makeDiscSize(brakeMakeOf(fitted.car), axle, Number(value('diameter')))) {
          wrongMakeSize = true;
          note(`${axle} disc ${row.id} of ${value('diameter')} mm fits model ${fitted.id} (${fitted.car.generation} ${fitted.name}), whose make fits no such disc`);
        }
        if (!wrongBolts && value('bolt_holes') !== String(wheelBolts(fitted.car))) {
          wrongBolts = true;
          note(`brake disc ${row.id} has ${value('bolt_holes')} bolt holes, model ${fitted.id} (${fitted.car.generation} ${fitted.name}) ${wheelBolts(fitted.car)} wheel bolts`);
        }
      }
      const size = SIZE_OF[kind]?.(value) ?? statedSecondarySize(kind, value);
      if (size !== undefined) {
        const slot = `${fitted.id}|${kind}|${value('fitting_position') ?? ''}|${placeOf(kind, value)}`;
        sizes.set(slot, (sizes.get(slot) ?? new Set()).add(size));
      }
      const equipment = equipmentAgainst(kind, fitted.car, value);
      if (equipment) {
        if (!equipmentNotGeneration[equipment]) note(`${kind} ${row.id} fits model ${fitted.id} (${fitted.car.generation} ${fitted.name}), which has no such ${equipment}`);
        equipmentNotGeneration[equipment]++;
      }
      const padAxle = padAxleOf(kind, fitted.car, value);
      if (padAxle) padContacts.set(padAxle, (padContacts.get(padAxle) ?? new Set()).add(value('wear_indicator')!));
    }
    closeArticle();
  }
  let glowPlugFamilySizes = 0;
  for (const [family, found] of glowPlugSizes) {
    if (found.size < 2) continue;
    glowPlugFamilySizes++;
    note(`glow plugs of the ${family} diesels come in ${[...found].slice(0, 3).join(', ')}`);
  }
  let wearContactAcrossPlatformAxle = 0;
  for (const [axle, found] of padContacts) {
    if (found.size < 2) continue;
    wearContactAcrossPlatformAxle++;
    note(`${axle} pads come ${[...found].join(' and ')}`);
  }
  let dieselDiscBelowLighterPetrol = 0;
  const frontBrakesOfSeries = new Map<number, FrontBrake[]>();
  const frontBrakeOf = new Map<number, FrontBrake>();
  for (const m of models) {
    const disc = frontDiscOfModel.get(m.id);
    if (!disc || m.car.hybrid) continue;
    const brake = { fuel: m.car.fuel, ccm: m.car.ccm, kw: m.car.kw ?? 0, frontDiscMm: disc.mm, ventilated: disc.ventilated };
    frontBrakeOf.set(m.id, brake);
    frontBrakesOfSeries.set(m.seriesId, [...(frontBrakesOfSeries.get(m.seriesId) ?? []), brake]);
  }
  for (const m of models) {
    const brake = frontBrakeOf.get(m.id);
    const lighter = brake && dieselBelowLighterPetrol(brake, frontBrakesOfSeries.get(m.seriesId) ?? []);
    if (!lighter) continue;
    dieselDiscBelowLighterPetrol++;
    if (dieselDiscBelowLighterPetrol <= 3) note(`model ${m.id} (${m.car.generation} ${m.name}) brakes its front on ${brake.frontDiscMm} mm ${brake.ventilated ? 'ventilated' : 'solid'}, a lighter petrol sister of ${lighter.ccm} cm³ on ${lighter.frontDiscMm} mm ${lighter.ventilated ? 'ventilated' : 'solid'}`);
  }
  let carSizeConflicts = 0;
  for (const [slot, found] of sizes) {
    if (found.size < 2) continue;
    carSizeConflicts++;
    note(`model ${slot.replace(/\|/g, ' ')} sees ${[...found].join(' and ')}`);
  }

  const fits = await sql<{ n: number }>`SELECT count(*) AS n FROM fitment GROUP BY article_id ORDER BY n`.execute(db);
  const counts = fits.rows.map((r) => Number(r.n));
  const at = (q: number) => counts.length ? counts[Math.min(counts.length - 1, Math.floor(counts.length * q))]! : 0;
  const fitmentRows = counts.reduce((sum, n) => sum + n, 0);

  // Top families: every type of every generation of each edition's families, every core part its fuel takes.
  const familyRows = await db.selectFrom('series as s').innerJoin('series_families as f', 'f.id', 's.series_family_id').innerJoin('manufacturers as m', 'm.id', 's.manufacturer_id')
    .select(['s.id', 'f.name', 'm.name as make']).execute();
  const seriesOfFamily = new Map<string, number[]>();
  for (const s of familyRows) seriesOfFamily.set(`${fold(s.make)}|${fold(s.name)}`, [...(seriesOfFamily.get(`${fold(s.make)}|${fold(s.name)}`) ?? []), s.id]);
  // As many of each edition's families as a catalogue of this size covers (the seed's own rule).
  const topSeries = new Set<number>();
  for (const [edition, names] of Object.entries(TOP_MODELS)) {
    const found = names.flatMap(([make, name]) => {
      const ids = seriesOfFamily.get(`${fold(make)}|${fold(name)}`);
      if (!ids) note(`${edition}: top model ${make} ${name} is not in the reference data`);
      return ids ? [ids] : [];
    });
    for (const ids of found.slice(0, coreCoverage(articles).families)) for (const id of ids) topSeries.add(id);
  }
  const topModels = models.filter((m) => topSeries.has(m.seriesId));
  let missingCoreParts = 0;
  let coreFromFewMakers = 0;
  for (const core of CORE_PARTS) {
    const categories = [...kindOfCategory].filter(([, title]) => title === core.kind).map(([id]) => id);
    const position = core.position ? `%{"key":"fitting_position","value":"${core.position}"}%` : '%';
    const makersOf = new Map<number, Set<number>>();
    for (const row of await db.selectFrom('fitment as f').innerJoin('articles as a', 'a.id', 'f.article_id')
      .select(['f.model_id', 'a.brand_id']).distinct()
      .where('f.model_id', 'in', topModels.length ? topModels.map((m) => m.id) : [0])
      .where('a.category_id', 'in', categories.length ? categories : [0])
      .where((eb) => (core.position ? eb('a.criteria', 'like', position) : eb.val(true)))
      .execute()) makersOf.set(row.model_id, (makersOf.get(row.model_id) ?? new Set()).add(row.brand_id));
    // Several makers where the seed gives several: at least two (it draws three, but a battery of a rare
    // box and technology may find only two makers with a number of its capacity free).
    const makersWanted = Math.min(2, coreCoverage(articles).brands, new Set(PRODUCT_LINES.filter((line) => line.kinds.includes(core.kind)).map((line) => line.brand)).size);
    for (const model of topModels) {
      if (!core.fuels.includes(model.fuel) || !kindFits(core.kind, model.car, core.position ?? null)) continue;
      const makers = makersOf.get(model.id)?.size ?? 0;
      if (!makers) {
        missingCoreParts++;
        note(`model ${model.id} has no ${core.kind}${core.position ? ` (${core.position})` : ''}`);
      } else if (makers < makersWanted) {
        coreFromFewMakers++;
        note(`model ${model.id} has ${core.kind}${core.position ? ` (${core.position})` : ''} of ${makers} brand(s) only`);
      }
    }
  }

  const engineConsumables = await checkEngineConsumables(db, carOf, note);
  const filterHousings = await checkFilterHousings(db, carOf, note);
  const engineParts = await checkEngineParts(db, carOf, note);

  const brakePackages = await checkBrakePackages(db, kindOfCategory, carOf, note);
  const namesAndNumbers = await checkNamesAndNumbers(db, note);
  const plates = await checkPlates(db, note);
  const listDating = await checkListDating(db, note);
  const listNames = await checkListGenerationNames(db, note);
  const typeNames = await checkTypeNames(db, note);
  const kbaEngines = await checkKbaEngines(db, note);
  const kbaBodies = await checkKbaBodies(db, note);
  const kbaVariants = await checkKbaVariants(db, note);
  const tradeNumbers = await checkTradeNumbers(db, note, carOf);
  const wipers = await checkWipers(db, kindOfCategory, models, topModels, note);
  const oeApplications = await checkOeApplications(db, note);
  const makerNumbers = await checkMakerNumbers(db, note);
  const makersAndPrices = await checkMakersAndPrices(db, kindOfCategory, carOf, note);
  const tradeNorms = await checkTradeNorms(db, kindOfCategory, carOf, note);
  const retrofitLights = await checkRetrofitLights(db, note);
  const houseNumbers = await checkHouseNumbers(db, note);
  const bulbLines = await checkBulbLines(db, kindOfCategory, note);
  const brandTiers = await checkBrandTiers(db, kindOfCategory, note);

  return {
    brakePackages,
    articles, offers, models: models.length, fitmentRows, fitsPerArticle: { median: at(0.5), p90: at(0.9), max: counts.at(-1) ?? 0 },
    brandOutsideLines, numberOutsidePattern, invalidEan, eanNotBrandPrefix, digitRunOfOtherBrand, itemCoreOfTwoLines, makeCodeNotFittedMake, packPriceNotGrowing, priceOutsideBand, kindWithoutBand, depositOnNonExchangePart, batteryDepositNotLaw, batteryDepositNotDeliveryLaw, coreDepositAboveTrade, coreDepositOnNewPart, categoriesByAxle: byAxle.length, withoutFittingPosition,
    modelsNotInReference, vehicleNotItsGeneration, kbaNotInRegister: Number(kbaNotInRegister), oilGradeWithoutApproval, partWithoutDrivetrain, byFitmentRule, discBoltsNotCar, discNotMakeSize, oilFilterNotEngine, batteryNumberNotCapacity, boschBatteryNumberNotCapacity, installedAcrossCars, formedHoseAcrossGenerations, criterionNotCar, discAcrossPlatforms, carSizeConflicts, dieselDiscBelowLighterPetrol,
    shockAcrossBodies, engineAcrossInstalls, oilFilterLineNotDesign, criterionNotCarByKind, fuelFilterLineNotFuel, articleWithoutFitment, kindCodeNotPart, priceBelowTrade, pumpPressureNotCommonRail, injectorNumberNotSystem,
    beltNumberNotSize, bladeNumberNotLength, fiveRibBeltOnLargeDiesel: fiveRibBelts.size, clutchNotTorque, boreNotEngine, ringSetBoreNotEngine, glowPlugFamilySizes, batteryNotSportsCar, propshaftAcrossVehicles, clutchAcrossPowerBands, ventilatedRearOnSmallCar, priceBelowCarClass, vehicleParts: vehicleParts.counts, chassis: chassis.counts, topModelVariants: topModels.length, missingCoreParts, coreFromFewMakers,
    equipmentNotGeneration, wearContactAcrossPlatformAxle, engineConsumables, filterHousings, engineParts, examples,
    ...namesAndNumbers, ...plates, ...listDating, ...listNames, ...typeNames, ...kbaEngines, ...kbaBodies, ...kbaVariants, tradeNumbers, wipers, makersAndPrices, oeApplications, makerNumbers, tradeNorms, retrofitLights, houseNumbers, brandTiers, bulbLines,
  };
}

/** The criterion a part made for the car must state, as (key, value), or none for the kind. */
function wantedCriterion(kind: string, car: CarFacts): [string, string] | null {
  if (EMISSION_KINDS.has(kind)) return ['emission_class', emissionClassOf(car)];
  if (kind === 'Getriebeölwechselsatz') return ['specification', gearboxOilOf(car)];
  if (kind === 'Hauptscheinwerfer') return ['light_technology', lightTechnologyOf(car)];
  if (kind === 'Radschraube') return ['thread', wheelBoltThreadOf(car)];
  if (kind === 'AGR-Ventil') return ['operation', egrOperationOf(car)];
  if (kind === 'Servopumpe') return ['operation', servoPumpOperationOf(car)];
  if (kind === 'Zündspule') return ['coil_type', ignitionCoilOf(car)];
  const heater = kind === 'Standheizung' ? heaterFuelOf(car) : null;
  if (heater) return ['fuel_type', heater];
  if (kind === 'Glühlampe Hauptscheinwerfer' || kind === 'Xenon-Brenner') return ['lamp_type', car.headlamp];
  const winder = kind === 'Fensterheber' ? windowWinderOf(car) : null;
  return winder ? ['operation', winder] : null;
}

/** The diameter an engine-sized part must state for the car: a clutch's by its torque, a head gasket's or piston ring's the bore. */
const CLUTCH_KINDS = ['Kupplungssatz', 'Kupplungsscheibe', 'Kupplungsdruckplatte', 'Zweimassenschwungrad'];

function sizeOfEngine(kind: string, car: CarFacts): ['clutch' | 'bore', number] | null {
  if (CLUTCH_KINDS.includes(kind)) return ['clutch', clutchDiameterMm(torqueNm(car, chargedEngine(car)))];
  return kind === 'Zylinderkopfdichtung' || kind === 'Kolbenringe' ? ['bore', boreMm(car)] : null;
}

/** The size a car takes of a kind, per axle: one car, one value. */
const SIZE_OF: Record<string, (value: (key: string) => string | undefined) => string | undefined> = {
  Bremsscheiben: (v) => v('diameter'),
  'Bremsbeläge': (v) => v('width'),
  'Verschleißanzeige Bremsbeläge': (v) => v('length'),
  Bremstrommel: (v) => v('diameter'),
  Scheibenwischer: (v) => (v('fitting_position') === 'front' ? `${v('length')}/${v('length_passenger') ?? v('length')}` : v('length')),
  Starterbatterie: (v) => v('capacity'),
  'Glühlampe Hauptscheinwerfer': (v) => v('lamp_type'),
  'Xenon-Brenner': (v) => v('lamp_type'),
  // One lamp technology per position: a car with LED rear lamps takes no bulb rear lamp.
  Heckleuchte: (v) => v('light_technology'),
  Kennzeichenleuchte: (v) => v('light_technology'),
  Motorhaube: (v) => v('material'),
  'Kotflügel': (v) => v('material'),
};

/** The report in one line, for the seed and bench data commands. */
export function plausibilityLine(r: PlausibilityReport): string {
  return `${r.articles.toLocaleString('en')} articles, ${r.offers.toLocaleString('en')} offers, ${r.models.toLocaleString('en')} models, ${r.fitmentRows.toLocaleString('en')} fitment rows; ` +
    `vehicle types per article median ${r.fitsPerArticle.median}, p90 ${r.fitsPerArticle.p90}, max ${r.fitsPerArticle.max}; ` +
    `brand outside its lines ${r.brandOutsideLines}, number outside its pattern ${r.numberOutsidePattern}, invalid EAN ${r.invalidEan}, EAN outside its brand's GS1 prefix ${r.eanNotBrandPrefix}, ` +
    `digits of another brand's number ${r.digitRunOfOtherBrand}, item core under two lines ${r.itemCoreOfTwoLines}, make code not the fitted car's ${r.makeCodeNotFittedMake}, bigger pack not dearer or dearer per litre ${r.packPriceNotGrowing}, ` +
    `price outside its band ${r.priceOutsideBand}, deposit on a non-exchange part ${r.depositOnNonExchangePart}, battery deposit not the law's ${r.batteryDepositNotLaw}, battery deposit not the delivery country's law ${r.batteryDepositNotDeliveryLaw}, core deposit above the trade's ${r.coreDepositAboveTrade}, core deposit on a part sold new ${r.coreDepositOnNewPart}, models not in the reference data ${r.modelsNotInReference}, vehicle not its generation ${r.vehicleNotItsGeneration}, KBA links not in the register ${r.kbaNotInRegister}, ` +
    `categories named after an axle ${r.categoriesByAxle}, per-axle articles without fitting position ${r.withoutFittingPosition}, ` +
    `oil grade without its approval ${r.oilGradeWithoutApproval}, part without its drivetrain ${r.partWithoutDrivetrain} (${Object.entries(r.byFitmentRule).filter(([, n]) => n).map(([rule, n]) => `${rule} ${n}`).join(', ') || 'by every rule 0'}), disc bolt holes not the car's ${r.discBoltsNotCar}, disc size not its make's ${r.discNotMakeSize}, oil filter not the engine's design ${r.oilFilterNotEngine}, battery number not its capacity ${r.batteryNumberNotCapacity}, Bosch battery number not its capacity ${r.boschBatteryNumberNotCapacity}, part built into several cars' layouts ${r.installedAcrossCars}, formed hose across generations ${r.formedHoseAcrossGenerations}, criterion not the car's ${r.criterionNotCar}${Object.keys(r.criterionNotCarByKind).length ? ` (${Object.entries(r.criterionNotCarByKind).map(([kind, n]) => `${kind} ${n}`).join(', ')})` : ''}, fuel filter line not the car's fuel ${r.fuelFilterLineNotFuel}, vehicle part fitting no car ${r.articleWithoutFitment}, disc across platforms ${r.discAcrossPlatforms}, car with two sizes in one place ${r.carSizeConflicts}, diesel front disc below a lighter petrol sister's ${r.dieselDiscBelowLighterPetrol}, ` +
    `shock absorber across bodies ${r.shockAcrossBodies}, engine part across installs ${r.engineAcrossInstalls}, oil filter line not its design ${r.oilFilterLineNotDesign}, kind code not the part's ${r.kindCodeNotPart}, ` +
    `price below the trade's ${r.priceBelowTrade}, common-rail pump not at common-rail pressure ${r.pumpPressureNotCommonRail}, injector number not its system ${r.injectorNumberNotSystem}, ` +
    `belt number not its size ${r.beltNumberNotSize}, Champion wiper number not its length and type ${r.bladeNumberNotLength}, five-rib belt on a diesel of 1.9 l or more ${r.fiveRibBeltOnLargeDiesel}, clutch not its torque's ${r.clutchNotTorque}, bore not the engine's ${r.boreNotEngine}, ring set bore not its engine's ${r.ringSetBoreNotEngine}, glow plug family in several sizes ${r.glowPlugFamilySizes}, ` +
    `sports car's battery not its own ${r.batteryNotSportsCar}, propshaft across vehicles ${r.propshaftAcrossVehicles}, clutch across power bands ${r.clutchAcrossPowerBands}, ventilated rear disc on a small car ${r.ventilatedRearOnSmallCar}, price below the car's class ${r.priceBelowCarClass}, ` +
    `vehicle parts: ${Object.entries(r.vehicleParts).map(([name, n]) => `${name} ${n}`).join(', ')}, ` +
    `${chassisLine(r.chassis)}, ${brakePackagesLine(r.brakePackages)}, top-model variants ${r.topModelVariants} missing a core part ${r.missingCoreParts}, core part of too few brands ${r.coreFromFewMakers}, ` +
    `part for equipment the generation lacks ${Object.entries(r.equipmentNotGeneration).map(([equipment, n]) => `${equipment} ${n}`).join(', ')}, pad wear contact across a platform axle ${r.wearContactAcrossPlatformAxle}, ${engineConsumablesLine(r.engineConsumables)}, ${filterHousingsLine(r.filterHousings)}, ${enginePartsLine(r.engineParts)}; ` +
    `KBA link its trade name rules out ${r.kbaLinkAgainstTradeName}, KBA pair on another BMW or Mini designation ${r.kbaPairAgainstBmwDesignation}, all-wheel-drive KBA pair on another drive ${r.kbaAllWheelKeyOnOtherDrive}, KBA pair of a body line on another generation ${r.kbaPairOnBodyLineNotNamed}, KBA pair before its holder name ${r.kbaPairBeforeHolderName}, OE number not in its make's format ${r.oeNumberNotMakeFormat}, type named for another engine than its fuel ${r.typeNamedAgainstFuel}, type named for another model line ${r.typeNamedForAnotherLine}, French plate not its car's ${r.plateAgainstCar}, French-list type dated after its generation came ${r.listTypeDatedAfterItsGeneration}, list series named without its generation ${r.listSeriesWithoutGeneration}, list type without its generation's chassis codes ${r.listTypeWithoutChassis}, ${typeNamesLine(r)}, ${kbaEnginesLine(r)}, ${kbaBodiesLine(r)}, ${kbaVariantsLine(r)}; ${tradeNumbersLine(r.tradeNumbers)}; ${wipersLine(r.wipers)}; ${oeApplicationsLine(r.oeApplications)}; ${makerNumbersLine(r.makerNumbers)}; ${makersAndPricesLine(r.makersAndPrices)}; ${tradeNormsLine(r.tradeNorms)}; ${retrofitLightsLine(r.retrofitLights)}; ${houseNumbersLine(r.houseNumbers)}; ${brandTiersLine(r.brandTiers)}; ${bulbLinesLine(r.bulbLines)}`;
}
