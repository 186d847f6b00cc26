/**
 * The plausibility check's reading of the numbers a trade buyer recognises at a glance: an EAN in
 * GS1's in-store range 20-29 or outside its brand's home country's range (data/gs1-prefixes.ts); an
 * OE number of BMW, the VW group and Porsche, Mercedes, Hyundai/Kia, Toyota, Nissan or Renault/Dacia whose group is not its part's, or a VW
 * group number with the letters I or O (data/oe-groups.ts); a VW group or Porsche number under another
 * model's or engine's prefix than its cars' (data/oe-model-prefixes.ts); a SWAG, Topran, Meyle or Zimmermann disc number
 * whose make code is not its main fitted make's (data/main-make-codes.ts), and a number not in its brand's format (Meyle 3-3-4,
 * Lemförder 5+2, Behr's climate prefix by the part); a criterion its brand's sheet never states, a
 * size stated as 0, a turbo whose operation reads as an electric compressor (data/stated-criteria.ts).
 */
import type { Db } from '../db/connection';
import { BATCH, maxId } from './article-batches';
import { BRAND_GS1, eanInRestrictedRange, prefixInCountry } from './data/gs1-prefixes';
import { axleOfCriteria } from './data/oe-axles';
import { RENAULT_ALLIANCE_ONLY_FROM, filterBuildOfCriteria, mercedesOwnSeries, mercedesSeriesNotCars, oeGroupOf, oeGroupsFor, renaultListNumber, sideOfCriteria, vagHandOf } from './data/oe-groups';
import { oeCatalogueOfCars } from './data/oe-catalogues';
import { oeNumberFormatOf } from './data/oe-number-formats';
import { BODY_KINDS, GENERATION_PREFIXES, type PrefixCar, modelPrefixesFor, ownGenerationPrefixes, prefixFamily } from './data/oe-model-prefixes';
import { MAIN_MAKE_TOKEN, mainMakeCode, mainMakeCodeInNumber, mainMakeOf } from './data/main-make-codes';
import { PRODUCT_LINES } from './data/product-lines';
import { criterionFitsBrand, statesNothing } from './data/stated-criteria';
import { leadingZeroAgainstBrand } from './data/leading-digits';
import { numberBeforeItsCars, numberOutsideBrandRange, numberOutsideSeriesEra } from './data/number-ranges';
import { bremboDiscPrefixDisagrees, discVersionDisagrees } from './data/disc-numbers';
import { skfPulleyCode, skfPulleyCodeInNumber } from './data/skf-pulleys';
import { makeOutsideSkfGroup } from './data/skf-make-groups';
import { densoPlugNotDesignation, heatRangeInNumber } from './data/spark-plug-numbers';
import { coldCrankingInNumber } from './data/battery-numbers';
import { bilsteinPrefixWrong, damperIsStrut, damperNumberNotConstruction, sportType } from './data/bilstein-numbers';
import { codeDigitsNotFamily } from './data/make-codes';
import { kitWithoutGasket } from './data/gasket-numbers';
import { lukNumberNotDiameter } from './data/luk-numbers';
import type { CarFacts } from './data/fitment-rules';

export interface TradeNumberCounts {
  eanInRestrictedRange: number;
  eanOutsideHomeCountry: number;
  oeGroupNotKind: number;
  oeLetterIorO: number;
  /** VW group and Porsche OE numbers under another model's or engine's prefix than the fitted cars' (data/oe-model-prefixes.ts). */
  oePrefixNotCar: number;
  /** VW group, Porsche, Jaguar and Land Rover OE numbers under a prefix not of the oldest generation the part fits: a 5E… Octavia III number on a part for the Octavia IV alone, a C2… X250 number on a 2020 XF (data/oe-model-prefixes.ts). */
  oeNumberOtherGeneration: number;
  makeCodeNotMainMake: number;
  numberNotBrandFormat: number;
  criterionNotBrand: number;
  criterionStatedZero: number;
  turboOperationElectric: number;
  /** Spark plugs whose number spells another heat range than the one stated (data/spark-plug-numbers.ts). */
  plugNumberNotHeatRange: number;
  /** Denso plugs whose number is not the designation of the plug they are: a suffix, another thread's or line's letters (data/spark-plug-numbers.ts). */
  densoPlugNotDesignation: number;
  /** Varta batteries whose number's last three digits are not their stated cold-cranking current (data/battery-numbers.ts). */
  vartaNumberNotColdCurrent: number;
  /** Bilstein dampers whose prefix names another part: a 22- strut on a shock absorber's axle, a 19- on a strut, a B6 24- on no sport type (data/bilstein-numbers.ts). */
  bilsteinPrefixNotPart: number;
  /** Toyota, Hyundai and Nissan oil-filter OE numbers of the other build's group: a spin-on can under 04152-, the element's (data/oe-groups.ts). */
  oeGroupNotBuild: number;
  /** VW group OE numbers on a sided part whose part number names the other hand: odd is left-hand, even right-hand (data/oe-groups.ts). */
  vagOeOtherHand: number;
  /** Hyundai/Kia, Toyota, Nissan and Honda OE numbers on a sided part in the other side's group: a left headlamp under 92102- (data/oe-groups.ts). */
  oeGroupOtherSide: number;
  /** OE numbers of an axle part or a door part in the other axle's or door's group: BMW 51 22 (rear door) on a front door handle, Mercedes 330 (front axle) on a rear arm (data/oe-groups.ts). */
  oeGroupOtherAxle: number;
  /** OE numbers not printed as the catalogue of the fitted cars of their make prints them: a GM number on a Corsa F (data/oe-catalogues.ts). */
  oeCatalogueNotCar: number;
  /** KYB and TRW dampers whose number names the other construction: a KYB 33xxxx strut on a multi-link rear's shock absorber (data/bilstein-numbers.ts). */
  damperNumberNotConstruction: number;
  /** Blue Print numbers with another count of digits after the make code than its family's: an ADV with five (data/make-codes.ts). */
  makeCodeDigitsNotFamily: number;
  /** Mann-Filter KITs stating no gasket, though the KIT is the filter with its gasket (data/gasket-numbers.ts). */
  kitWithoutGasket: number;
  /** LuK clutch kits, discs and pressure plates whose digits two and three are not their diameter in centimetres, or whose suffix LuK never prints; LuK flywheels outside 415 … 10/09/08 (data/luk-numbers.ts). */
  lukNumberNotDiameter: number;
  /** Numbers with a part starting with a 0 where their brand never writes one: Mann-Filter, Hengst, Monroe G0830 (data/leading-digits.ts). */
  leadingZeroAgainstBrand: number;
  /** Numbers outside the range their brand numbers in: a febi number of 190000 or more, a Bosch plug outside 0 242 1xx/2xx (data/number-ranges.ts). */
  numberOutsideBrandRange: number;
  /** Numbers of a brand numbering by introduction from before the range of the cars they fit: a five-digit febi number on cars all launched from 2015 (data/number-ranges.ts). */
  numberBeforeItsCars: number;
  /** Pad and disc numbers of a line numbered in sequence outside the block of their earliest car's launch: an FDB1676 on a 2019 G20, an MDB6831 (data/number-ranges.ts). */
  padDiscNumberNotEra: number;
  /** Textar, Brembo and Zimmermann discs whose last two digits are not the brand's version for the disc's material (data/disc-numbers.ts). */
  discSuffixNotVersion: number;
  /** Brembo discs whose prefix names the other design: a solid disc under 09 (vented), a vented one under 08 (data/disc-numbers.ts). */
  bremboPrefixNotDesign: number;
  /** SKF pulleys (VKM) whose first digits are not their part's and main fitted make group's (data/skf-pulleys.ts). */
  skfPulleyNotPartOrMake: number;
  /** SKF timing kits, belts and pulleys fitted to a make outside the make group their number names (data/skf-make-groups.ts). */
  skfOutsideMakeGroup: number;
  /** Renault and Dacia numbers of the older 8200 list on parts whose cars of the make were all launched from 2010, when the alliance's numbers had replaced it (data/oe-groups.ts). */
  renaultListOnNewCars: number;
  /** VW group body panels and lamps under a prefix not the own model's of any fitted car: a Golf V 1K0 bumper on an A3 8P (data/oe-model-prefixes.ts). */
  vagBodyOtherModel: number;
  /** Mercedes numbers of a series (or engine type) none of the part's cars is, nor 000: A 638 … (the Vito W638) on a 2018 CLS's sensor (data/oe-groups.ts). */
  mercedesSeriesNotCars: number;
  /** VW group numbers on a rear-axle part in a front group (main group 4): a rear top mount under 412 (data/oe-groups.ts). */
  vagRearInFrontGroup: number;
}

/** Brand and kind whose line starts its numbers with the main fitted make's code (SWAG, Topran, Meyle, Zimmermann's discs). */
const MAIN_MAKE_LINES = new Set(PRODUCT_LINES.filter((line) => line.pattern.includes(MAIN_MAKE_TOKEN)).flatMap((line) => line.kinds.map((kind) => `${line.brand}|${kind}`)));

const VAG_MAKES = new Set(['VW', 'Audi', 'Seat', 'Cupra', 'Skoda', 'Škoda']);

/** Brands whose printed format the trade knows, per kind where the prefix names the part. */
const BRAND_FORMATS: Readonly<Record<string, (kind: string) => RegExp>> = {
  Meyle: () => /^\d{3} \d{3} \d{4}$/,
  'Lemförder': () => /^\d{5} \d{2}$/,
  Behr: (kind) => {
    const prefix = ({ Klimakompressor: '8FK', Klimakondensator: '8FC', 'Trockner Klimaanlage': '8FT', Expansionsventil: '8UW', Verdampfer: '8FV', 'Kühler': '8MK', 'Wärmetauscher': '8FH', 'Innenraumgebläse': '8EW' } as Record<string, string>)[kind];
    return prefix ? new RegExp(`^${prefix} `) : /./;
  },
};


/** Parts whose fitting position is their door's, not an axle's. */
const DOOR_KINDS: ReadonlySet<string> = new Set(['Türgriff', 'Zentralverriegelung Stellelement', 'Fensterheber', 'Fensterhebermotor']);

export async function checkTradeNumbers(db: Db, note: (text: string) => void, carOf: ReadonlyMap<number, { car: PrefixCar & CarFacts }> = new Map()): Promise<TradeNumberCounts> {
  const counts: TradeNumberCounts = { eanInRestrictedRange: 0, eanOutsideHomeCountry: 0, oeGroupNotKind: 0, oeLetterIorO: 0, oePrefixNotCar: 0, oeNumberOtherGeneration: 0, makeCodeNotMainMake: 0, numberNotBrandFormat: 0, criterionNotBrand: 0, criterionStatedZero: 0, turboOperationElectric: 0, plugNumberNotHeatRange: 0, densoPlugNotDesignation: 0, vartaNumberNotColdCurrent: 0, bilsteinPrefixNotPart: 0, damperNumberNotConstruction: 0, makeCodeDigitsNotFamily: 0, kitWithoutGasket: 0, lukNumberNotDiameter: 0, leadingZeroAgainstBrand: 0, numberOutsideBrandRange: 0, numberBeforeItsCars: 0, padDiscNumberNotEra: 0, discSuffixNotVersion: 0, bremboPrefixNotDesign: 0, skfPulleyNotPartOrMake: 0, skfOutsideMakeGroup: 0, renaultListOnNewCars: 0, vagBodyOtherModel: 0, mercedesSeriesNotCars: 0, vagRearInFrontGroup: 0, oeCatalogueNotCar: 0, oeGroupNotBuild: 0, vagOeOtherHand: 0, oeGroupOtherSide: 0, oeGroupOtherAxle: 0 };
  const count = (key: keyof TradeNumberCounts, text: string) => {
    if (counts[key]++ < 3) note(text);
  };
  const kindOf = new Map((await db.selectFrom('category_texts').select(['category_id', 'title']).where('lang_no', '=', 1).execute()).map((r) => [r.category_id, r.title]));
  const brandName = new Map((await db.selectFrom('brands').select(['id', 'name']).execute()).map((r) => [r.id, r.name]));
  const makeOfModel = new Map((await db.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id').innerJoin('manufacturers as f', 'f.id', 's.manufacturer_id')
    .select(['m.id', 'f.name']).execute()).map((r) => [r.id, r.name]));
  const makeName = new Map((await db.selectFrom('manufacturers').select(['id', 'name']).execute()).map((r) => [r.id, r.name]));
  const articleMax = await maxId(db, 'articles');
  for (let from = 0; from < articleMax; from += BATCH) {
    const rows = await db.selectFrom('articles').select(['id', 'brand_id', 'category_id', 'article_number', 'ean', 'criteria'])
      .where('id', '>', from).where('id', '<=', from + BATCH).orderBy('id').execute();
    const makesOf = new Map<number, string[]>();
    const modelsOf = new Map<number, number[]>();
    for (const fit of await db.selectFrom('fitment').select(['article_id', 'model_id']).where('article_id', '>', from).where('article_id', '<=', from + BATCH).execute()) {
      makesOf.set(fit.article_id, [...(makesOf.get(fit.article_id) ?? []), makeOfModel.get(fit.model_id) ?? '?']);
      modelsOf.set(fit.article_id, [...(modelsOf.get(fit.article_id) ?? []), fit.model_id]);
    }
    const oesOf = new Map<number, { make: string; number: string }[]>();
    for (const oe of await db.selectFrom('oe_numbers').select(['article_id', 'manufacturer_id', 'oe_number']).where('article_id', '>', from).where('article_id', '<=', from + BATCH).execute()) {
      oesOf.set(oe.article_id, [...(oesOf.get(oe.article_id) ?? []), { make: makeName.get(oe.manufacturer_id) ?? '?', number: oe.oe_number }]);
    }
    for (const row of rows) {
      const brand = brandName.get(row.brand_id) ?? '?';
      const kind = kindOf.get(row.category_id) ?? '?';
      const criteria = row.criteria ? (JSON.parse(row.criteria) as { key: string; value: string; unit?: string }[]) : [];
      if (row.ean && eanInRestrictedRange(row.ean)) count('eanInRestrictedRange', `${brand} article ${row.id}: EAN ${row.ean} is an in-store code (GS1 20-29)`);
      const home = BRAND_GS1[brand]?.countries ?? [];
      if (row.ean && !prefixInCountry(row.ean, home)) count('eanOutsideHomeCountry', `${brand} article ${row.id}: EAN ${row.ean} is not in the GS1 range of ${home.join(' or ') || 'a home country'}`);
      const axle = axleOfCriteria(criteria);
      const side = sideOfCriteria(criteria);
      for (const oe of oesOf.get(row.id) ?? []) {
        // The fitted cars of the number's make (the VW group's makes share theirs); a fuel filter's group follows their fuel.
        const cars = (modelsOf.get(row.id) ?? []).flatMap((id) => carOf.get(id)?.car ?? []).filter((car) => prefixFamily(car.make) === prefixFamily(oe.make));
        // Printed in the catalogue most of the fitted cars of the make are numbered in: a GM number on a Corsa F's part finds nothing,
        // and a bought-in engine's part is its engine maker's (BMW's groups on a Range Rover P530's lifter); groups and prefixes are that catalogue's.
        const catalogue = oeCatalogueOfCars(oe.make, cars, kind);
        const fuel = cars.length && cars.every((car) => car.fuel === cars[0]!.fuel) ? cars[0]!.fuel : undefined;
        const groups = oeGroupsFor(catalogue, kind, axle, fuel);
        // A Toyota oil filter's number follows its build: 04152- the element, 90915- the can.
        const build = filterBuildOfCriteria(criteria);
        const builtGroups = build ? oeGroupsFor(catalogue, kind, axle, fuel, build) : null;
        if (builtGroups && groups && groups.includes(oeGroupOf(catalogue, oe.number) ?? '') && !builtGroups.includes(oeGroupOf(catalogue, oe.number) ?? '')) {
          count('oeGroupNotBuild', `${oe.make} OE ${oe.number} on a ${build} ${kind} is not of the group ${builtGroups.join(' or ')}`);
        }
        const group = oeGroupOf(catalogue, oe.number);
        // A sided part's number names its hand: VW's odd left and even right, Hyundai's 92101 left headlamp and 92102 right.
        const hand = side ? vagHandOf(catalogue, kind, oe.number) : null;
        if (hand && hand !== side) count('vagOeOtherHand', `${oe.make} OE ${oe.number} on a ${side} ${kind} is the ${hand}-hand part's`);
        const sidedGroups = side && groups ? oeGroupsFor(catalogue, kind, axle, fuel, undefined, side) : null;
        if (sidedGroups && groups!.includes(group ?? '') && !sidedGroups.includes(group ?? '')) count('oeGroupOtherSide', `${oe.make} OE ${oe.number} on a ${side} ${kind} is not of the ${side} side's group ${sidedGroups.join(' or ')}`);
        // An axle's or a door's part in the other one's group: a rear door's handle under BMW's 51 21, a rear arm under Mercedes' 330.
        const otherAxle = axle && groups && !groups.includes(group ?? '') && (oeGroupsFor(catalogue, kind, null, fuel) ?? []).includes(group ?? '');
        if (otherAxle) count('oeGroupOtherAxle', `${oe.make} OE ${oe.number} on a ${axle} ${kind} is of the other ${DOOR_KINDS.has(kind) ? 'door' : 'axle'}'s group, not ${groups.join(' or ')}`);
        // A make that numbers by group and has no group for the kind: its number names some other part.
        if (group !== null && !groups) count('oeGroupNotKind', `${oe.make} OE ${oe.number} on a ${kind}, a kind with no ${oe.make} group`);
        if (groups && !otherAxle && !groups.includes(group ?? '')) count('oeGroupNotKind', `${oe.make} OE ${oe.number} on a ${kind} (${axle ?? 'no axle'}) is not of the group ${groups.join(' or ')}${fuel ? ` (${fuel})` : ''}`);
        if (VAG_MAKES.has(oe.make) && /[IO]/.test(oe.number)) count('oeLetterIorO', `${oe.make} OE ${oe.number} carries the letter I or O`);
        if (cars.length && !oeNumberFormatOf(catalogue).format.test(oe.number)) count('oeCatalogueNotCar', `${oe.make} OE ${oe.number} on a ${kind} of ${cars[0]!.generation} is not a number of ${catalogue}'s catalogue`);
        // The prefix of one of the fitted cars of the number's make.
        const prefixes = cars.flatMap((car) => modelPrefixesFor(catalogue, kind, car) ?? []);
        if (cars.length && modelPrefixesFor(catalogue, kind, cars[0]!) !== null && !prefixes.includes(oe.number.slice(0, 3))) {
          count('oePrefixNotCar', `${oe.make} OE ${oe.number} on a ${kind} of ${cars[0]!.generation} is not under ${[...new Set(prefixes)].join(' or ') || 'a listed prefix'}`);
        }
        // The oldest generation's prefix: a part carried over keeps its first number, a part made for the newer generation alone bears the newer one's.
        const own = ownGenerationPrefixes(catalogue, kind, cars);
        // A Mercedes number's model series (or engine type) is the oldest fitted generation's likewise.
        const series = catalogue === 'Mercedes-Benz' || catalogue === 'Smart' ? mercedesOwnSeries(kind, cars) : null;
        if (series && oe.number.startsWith('A ') && !series.includes(oe.number.slice(2, 5))) count('oeNumberOtherGeneration', `${oe.make} OE ${oe.number} on a ${kind} whose oldest generation is ${cars.reduce((a, b) => (b.generationStart < a.generationStart ? b : a)).generation}: not of the series ${series.join(' or ')}`);
        if (catalogue === 'Mercedes-Benz' || catalogue === 'Smart') {
          if (mercedesSeriesNotCars(kind, cars, oe.number)) count('mercedesSeriesNotCars', `${oe.make} OE ${oe.number} on a ${kind} of ${cars[0]!.generation}: series ${oe.number.slice(2, 5)} is none of its cars'`);
        }
        const launched = cars.length ? Math.min(...cars.map((car) => car.generationStart)) : undefined;
        if (renaultListNumber(catalogue, oe.number) && launched !== undefined && launched >= RENAULT_ALLIANCE_ONLY_FROM) count('renaultListOnNewCars', `${oe.make} OE ${oe.number} on a ${kind} of ${cars[0]!.generation}, launched ${launched}`);
        if (BODY_KINDS.has(kind) && VAG_MAKES.has(catalogue) && cars.length) {
          const models = cars.flatMap((car) => GENERATION_PREFIXES[car.generation]?.slice(0, 1) ?? []);
          if (models.length && !models.includes(oe.number.slice(0, 3))) count('vagBodyOtherModel', `${oe.make} OE ${oe.number} on a ${kind} of ${cars[0]!.generation} is not under its model's ${[...new Set(models)].join(' or ')}`);
        }
        if (axle === 'rear' && VAG_MAKES.has(catalogue) && group?.startsWith('4')) count('vagRearInFrontGroup', `${oe.make} OE ${oe.number} on a rear ${kind} is in the front group ${group}`);
        if (own && !own.includes(oe.number.slice(0, 3))) count('oeNumberOtherGeneration', `${oe.make} OE ${oe.number} on a ${kind} whose oldest generation is ${cars.reduce((a, b) => (b.generationStart < a.generationStart ? b : a)).generation}: not under ${own.join(' or ') || 'a listed prefix'}`);
      }
      const makes = makesOf.get(row.id);
      if (MAIN_MAKE_LINES.has(`${brand}|${kind}`) && makes?.length) {
        const wanted = mainMakeCode(brand, mainMakeOf(makes));
        const code = mainMakeCodeInNumber(brand, row.article_number);
        if (code !== wanted) count('makeCodeNotMainMake', `${brand} ${kind} "${row.article_number}" fits mostly ${mainMakeOf(makes)}, whose code is ${wanted}`);
      }
      if (brand === 'SKF' && (kind === 'Spannrolle' || kind === 'Umlenkrolle') && makes?.length) {
        const wanted = skfPulleyCode(kind, mainMakeOf(makes));
        const code = skfPulleyCodeInNumber(row.article_number);
        if (code !== wanted) count('skfPulleyNotPartOrMake', `SKF ${kind} "${row.article_number}" fits mostly ${mainMakeOf(makes)}: its number opens VKM ${wanted}…`);
      }
      const outside = brand === 'SKF' && makes?.length ? makeOutsideSkfGroup(kind, row.article_number, makes) : undefined;
      if (outside) count('skfOutsideMakeGroup', `SKF ${kind} "${row.article_number}" is fitted to a ${outside}, outside the make group its number names`);
      const format = BRAND_FORMATS[brand]?.(kind);
      if (format && !format.test(row.article_number)) count('numberNotBrandFormat', `${brand} ${kind} "${row.article_number}" is not in ${brand}'s format`);
      if (leadingZeroAgainstBrand(brand, row.article_number)) count('leadingZeroAgainstBrand', `${brand} ${kind} "${row.article_number}" starts a number part with 0`);
      if (codeDigitsNotFamily(brand, row.article_number)) count('makeCodeDigitsNotFamily', `${brand} ${kind} "${row.article_number}" has another count of digits than ${brand} numbers its make code's cars with`);
      const diameter = criteria.find((criterion) => criterion.key === 'diameter')?.value;
      if (lukNumberNotDiameter(brand, kind, row.article_number, diameter === undefined ? undefined : Number(diameter))) count('lukNumberNotDiameter', `LuK ${kind} "${row.article_number}" is not a LuK number of a ${diameter ?? '?'} mm clutch`);
      if (kitWithoutGasket(row.article_number, criteria)) count('kitWithoutGasket', `${brand} ${kind} "${row.article_number}" states no gasket`);
      if (numberOutsideBrandRange(brand, row.article_number)) count('numberOutsideBrandRange', `${brand} ${kind} "${row.article_number}" is outside ${brand}'s range`);
      const fittedModels = modelsOf.get(row.id) ?? [];
      const launches = fittedModels.flatMap((id) => carOf.get(id)?.car.typeStart ?? []);
      const launch = launches.length && launches.length === fittedModels.length ? Math.min(...launches) : undefined;
      if (kind === 'Bremsscheiben' && discVersionDisagrees(brand, row.article_number, criteria.find((criterion) => criterion.key === 'material')?.value)) count('discSuffixNotVersion', `${brand} disc "${row.article_number}" ends in no version ${brand} numbers such a disc with`);
      if (kind === 'Bremsscheiben' && bremboDiscPrefixDisagrees(brand, row.article_number, criteria.find((criterion) => criterion.key === 'disc_type')?.value)) count('bremboPrefixNotDesign', `Brembo disc "${row.article_number}" is numbered as the other design than its disc type`);
      if ((kind === 'Bremsbeläge' || kind === 'Bremsscheiben') && numberOutsideSeriesEra(brand, row.article_number, launch)) count('padDiscNumberNotEra', `${brand} ${kind} "${row.article_number}" is outside ${brand}'s block for cars launched from ${launch ?? 'an unknown year'}`);
      if (numberBeforeItsCars(brand, row.article_number, launch)) count('numberBeforeItsCars', `${brand} ${kind} "${row.article_number}" is from before the range of its cars, all launched from ${launch}`);
      const spelledHeat = kind === 'Zündkerzen' ? heatRangeInNumber(brand, row.article_number) : undefined;
      const statedHeat = criteria.find((criterion) => criterion.key === 'heat_range')?.value;
      if (spelledHeat !== undefined && String(spelledHeat) !== statedHeat) count('plugNumberNotHeatRange', `${brand} plug "${row.article_number}" states heat range ${statedHeat ?? 'none'}`);
      if (kind === 'Zündkerzen' && brand === 'Denso' && densoPlugNotDesignation(row.article_number, criteria)) count('densoPlugNotDesignation', `Denso plug "${row.article_number}" is not a designation of Denso's range for its thread, heat range and gap`);
      const spelledCold = kind === 'Starterbatterie' ? coldCrankingInNumber(brand, row.article_number) : undefined;
      const statedCold = criteria.find((criterion) => criterion.key === 'cold_start_current')?.value;
      if (spelledCold !== undefined && String(spelledCold) !== statedCold) count('vartaNumberNotColdCurrent', `${brand} battery "${row.article_number}" states ${statedCold ?? 'no'} A cold-cranking current`);
      if (brand === 'Bilstein' && kind === 'Stoßdämpfer' && axle) {
        const wrongFor = (modelsOf.get(row.id) ?? []).flatMap((id) => carOf.get(id)?.car ?? []).find((car) => bilsteinPrefixWrong(row.article_number, damperIsStrut(axle, car), sportType(car)));
        if (wrongFor) count('bilsteinPrefixNotPart', `Bilstein "${row.article_number}" on the ${axle} axle of ${wrongFor.generation} ${wrongFor.typeName} is not its ${damperIsStrut(axle, wrongFor) ? 'strut' : 'shock absorber'}${sportType(wrongFor) ? '' : ', nor a sport type\'s'}`);
      }
      if ((brand === 'KYB' || brand === 'TRW') && kind === 'Stoßdämpfer' && axle) {
        const wrongFor = (modelsOf.get(row.id) ?? []).flatMap((id) => carOf.get(id)?.car ?? []).find((car) => damperNumberNotConstruction(brand, row.article_number, damperIsStrut(axle, car)));
        if (wrongFor) count('damperNumberNotConstruction', `${brand} "${row.article_number}" on the ${axle} axle of ${wrongFor.generation} ${wrongFor.typeName} is not its ${damperIsStrut(axle, wrongFor) ? 'strut' : 'shock absorber'}`);
      }
      for (const criterion of criteria) {
        if (!criterionFitsBrand(brand, criterion)) count('criterionNotBrand', `${brand} ${kind} ${row.id}: ${criterion.key} ${criterion.value}`);
        if (statesNothing(criterion)) count('criterionStatedZero', `${brand} ${kind} ${row.id}: ${criterion.key} stated as ${criterion.value}`);
        if (kind === 'Turbolader' && criterion.key === 'operation' && criterion.value === 'electric') count('turboOperationElectric', `${brand} turbo ${row.id} states an electric operation`);
      }
    }
  }
  return counts;
}

/** The counts in the plausibility line's words. */
export function tradeNumbersLine(c: TradeNumberCounts): string {
  return `EAN in GS1's in-store range ${c.eanInRestrictedRange}, EAN outside its brand's home country ${c.eanOutsideHomeCountry}, OE number of another group than its part's ${c.oeGroupNotKind}, ` +
    `VW group OE number with I or O ${c.oeLetterIorO}, OE prefix not the generation's or engine's ${c.oePrefixNotCar}, OE number of another generation ${c.oeNumberOtherGeneration}, make code not the main fitted make's ${c.makeCodeNotMainMake}, number not in its brand's format ${c.numberNotBrandFormat}, ` +
    `criterion its brand never states ${c.criterionNotBrand}, criterion stated as 0 ${c.criterionStatedZero}, turbo stated as electric ${c.turboOperationElectric}, plug number not its heat range ${c.plugNumberNotHeatRange}, Denso plug number not a designation of the range ${c.densoPlugNotDesignation}, Varta ETN not its cold-cranking current ${c.vartaNumberNotColdCurrent}, Bilstein prefix not its damper's part ${c.bilsteinPrefixNotPart}, KYB or TRW damper number not its construction ${c.damperNumberNotConstruction}, Blue Print digits not its make code's family's ${c.makeCodeDigitsNotFamily}, Mann KIT stating no gasket ${c.kitWithoutGasket}, LuK number not its diameter's code ${c.lukNumberNotDiameter}, number part starting with 0 where its brand never writes one ${c.leadingZeroAgainstBrand}, number outside its brand's range ${c.numberOutsideBrandRange}, number from before its cars' range ${c.numberBeforeItsCars}, pad/disc number outside the brand's range for its era ${c.padDiscNumberNotEra}, disc suffix outside the brand's version codes ${c.discSuffixNotVersion}, Brembo disc prefix not its design ${c.bremboPrefixNotDesign}, SKF pulley number not its part's and make group's ${c.skfPulleyNotPartOrMake}, SKF timing part fitted outside its number's make group ${c.skfOutsideMakeGroup}, Renault 8200 number on cars launched from 2010 ${c.renaultListOnNewCars}, OE body part of another model ${c.vagBodyOtherModel}, Mercedes OE number of a series not its cars' ${c.mercedesSeriesNotCars}, VAG rear part in a front group ${c.vagRearInFrontGroup}, OE number not of its car's catalogue ${c.oeCatalogueNotCar}, oil-filter OE number of the other build ${c.oeGroupNotBuild}, VAG OE number of the other hand ${c.vagOeOtherHand}, OE number of the other side's group ${c.oeGroupOtherSide}, OE number of the other axle's or door's group ${c.oeGroupOtherAxle}`;
}
