/**
 * Brand, article number and EAN of each generated article, from the product-line table: the brand is
 * one that makes the kind, the number follows that line's pattern, the EAN-13 starts with the brand's
 * GS1 company prefix (data/gs1-prefixes.ts) and ends in a valid check digit. Numbers are handed out
 * through a fixed permutation of each pattern's range, so they look scattered as real ranges do,
 * never repeat within a brand, and no two brands share one run of digits (Castrol
 * "150123" is not Mobil "150123" too). A brand with make codes (Blue Print ADV…, Vemo V10-…) numbers
 * a part with the code of the cars it fits, and makes no part for cars of several codes or none.
 */
import { type OilFilterDesign, PRODUCT_LINES, type ProductLine, patternCapacity } from './data/product-lines';
import type { InjectionSystem } from './data/car-equipment';
import { eanPrefixesOf, itemsUnder } from './data/gs1-prefixes';
import { MAKE_CODE_TOKEN, codedPattern, hasMakeCodes, makeCodeFor } from './data/make-codes';
import { MAIN_MAKE_TOKEN, mainMakeCode, mainMakeOf } from './data/main-make-codes';
import { CAPACITY_TOKEN, COLD_TOKEN, boschBatteryType, capacityCode, coldCode, typedBatteryPattern } from './data/battery-numbers';
import { batteryPolarityOf } from './data/car-criteria';
import { batteryBoxOf } from './data/vehicle-keyed-parts';
import { leadingZeroAgainstBrand } from './data/leading-digits';
import { eraOfLaunch, numberBeforeItsCars, numberOutsideBrandRange, numberOutsideSeriesEra, seriesEraOfLaunch } from './data/number-ranges';
import { PULLEY_TOKEN, skfPulleyCode } from './data/skf-pulleys';
import { BLADE_TOKEN } from './data/champion-wipers';
import { BELT_TOKEN, beltCode } from './data/belt-numbers';
import { HEAT_TOKEN } from './data/spark-plug-numbers';
import { corePrefixOf, itemCoreOf } from './data/item-cores';
import { numberingHouseOf } from './data/house-brands';
import { discStemOf } from './data/disc-numbers';
import { B4_TOKEN, damperPrefix } from './data/bilstein-numbers';
import { LUK_DIAMETER_TOKEN, lukDiameterCode } from './data/luk-numbers';
import { beltSizeOf } from './data/engine-sizes';
import { beltEngineOf } from './data/vehicle-keyed-parts';
import type { InjectionMaker } from './data/engine-families';
import type { CarFacts } from './data/fitment-rules';
import { type Rng, hashSeed } from './rng';
import type { SeededBrand } from './shops';

/**
 * What an article's line must be for its cars: an oil filter's design (a cartridge is never an OC or an H…W), a fuel
 * filter's fuel (a diesel element is never a petrol's in-line filter), an injector's system (no common-rail number on a port-injected petrol).
 */
export interface LineNeed {
  design?: OilFilterDesign; fuel?: 'petrol' | 'diesel'; injection?: InjectionSystem;
  /** Brands that made this part for these cars already: another maker's, while one can make it (the shopper compares brands). */
  otherThan?: ReadonlySet<number>;
  /** Only another maker than those: a brand numbers a part once for the cars it is made for, so with every maker taken no article is made (LinesUsedUp). */
  onlyOthers?: boolean;
  /** Lines the fitted cars take beyond those (a battery's technology, a starter maker's first-fit makes: data/vehicle-keyed-parts.ts). */
  accepts?: (line: ProductLine) => boolean;
  /** A diesel's pump and injectors: the makers of its injection system (data/engine-families.ts). */
  systemMakers?: readonly InjectionMaker[];
  /** A spark plug's Denso designation, from its thread, heat range and gap: Denso's number is it (data/spark-plug-numbers.ts). */
  plugDesignation?: string;
  /** A Champion blade's number for the car's place (AFL6545/B01): one article of the size, another maker for the next (data/champion-wipers.ts). */
  blade?: string;
  /** A damper that is a strut (the front of a MacPherson axle): Bilstein's B4, KYB's and TRW's numbers spell it (data/bilstein-numbers.ts). */
  strut?: boolean;
  /** Whether every fitted car is a sport type: a sport line (Bilstein's B6) numbers no other's part, the brand's plain line does (data/bilstein-numbers.ts). */
  sport?: boolean;
  /** A clutch's diameter (mm), which LuK's number spells in centimetres (data/luk-numbers.ts): 623 … a 228 mm kit. */
  clutchMm?: number;
}
/** Every line that could number this part for these cars has used its range up: a large catalogue makes no more of it. */
export class LinesUsedUp extends Error {}
export interface MadeNumber { brand: SeededBrand; line: ProductLine; number: string; ean: string }
/** The vehicles an article fits, as far as its number cares: their makes. */
export type FittedCars = readonly { car: { make: string; batteryAh?: number; engine?: string; ccm?: number } & Partial<Pick<CarFacts, 'fuel' | 'engineCode' | 'hybridDrive' | 'typeStart' | 'generation'>> }[] | null;
export interface ArticleNumbers {
  /** `need`: what the fitted cars require of the line (data/product-lines.ts): an oil filter's design, a fuel filter's fuel, an injector's system. */
  draw(rng: Rng, kind: string, fitted: FittedCars, need?: LineNeed): MadeNumber;
  /** The first of `spellings` the brand has not numbered yet, taking it (a Champion blade's number, spelled from its stated length: data/champion-wipers.ts). */
  respell(brand: SeededBrand, spellings: readonly string[]): string | undefined;
  /** The number spelled from the part's facts (a headlamp lamp's base, line and pack), taken with its digits as a drawn number is: none where the brand or another holds it. */
  spell(brand: SeededBrand, number: string): string | undefined;
  /** Gives a drawn number back to the brand, unused (a Textar pad's, which its WVA number spells instead: data/pad-numbers.ts). */
  release(brand: SeededBrand, number: string): void;
}

interface Range { next: number; capacity: number; step: number; offset: number }
interface Candidate { line: ProductLine; brand: SeededBrand; coded: boolean }
/** EAN item references of one set of prefixes: brands that share a prefix share its references. */
interface EanBlock { prefixes: readonly string[]; used: number; capacity: number }

export function createArticleNumbers(brands: readonly SeededBrand[]): ArticleNumbers {
  const brandByName = new Map(brands.map((brand) => [brand.name, brand]));
  const linesByKind = new Map<string, Candidate[]>();
  for (const line of PRODUCT_LINES) {
    const brand = brandByName.get(line.brand);
    if (!brand) throw new Error(`product line of an unknown brand: ${line.brand}`);
    for (const kind of line.kinds) linesByKind.set(kind, [...(linesByKind.get(kind) ?? []), { line, brand, coded: hasMakeCodes(brand.name) }]);
  }
  const ranges = new Map<string, Range>();
  // Kinds one of whose lines has used its range up: an empty choice for them is a catalogue grown past its makers, not a missing line.
  const spentKinds = new Set<string>();
  const taken = new Map<number, Set<string>>();
  const usedBy = (brand: SeededBrand): Set<string> => {
    const used = taken.get(brand.id) ?? new Set<string>();
    taken.set(brand.id, used);
    return used;
  };
  /** Whether the brand can take this number still (a belt's size, a designation, its house's number for the same cars), taking it if so. */
  const claim = (brand: SeededBrand, number: string): boolean => {
    const used = usedBy(brand);
    if (used.has(number)) return false;
    used.add(number);
    return true;
  };
  // Which brand a run of digits belongs to: a second brand never gets it.
  const digitOwner = new Map<string, number>();
  // Which prefix of a maker numbering by item core (data/item-cores.ts) a core belongs to (Bilstein's line, Moog's make and kind): no other gets it.
  const coreOwner = new Map<string, string>();
  // The numbers a house's brands gave a part for one fitment group (Mahle's OX 388D, Knecht's too: data/house-brands.ts).
  const houseNumbers = new WeakMap<object, Map<string, { number: string; line: string }>>();
  const blocks = new Map<string, EanBlock>();
  const blockOf = (brand: SeededBrand): EanBlock => {
    const prefixes = eanPrefixesOf(brand.name);
    const key = prefixes.join(',');
    let block = blocks.get(key);
    if (!block) {
      block = { prefixes, used: 0, capacity: prefixes.reduce((sum, prefix) => sum + itemsUnder(prefix), 0) };
      blocks.set(key, block);
    }
    return block;
  };
  // The makes of a fitment group, once per group (groups are shared arrays).
  const makesOf = new WeakMap<object, Set<string>>();
  const makes = (fitted: NonNullable<FittedCars>): Set<string> => {
    let found = makesOf.get(fitted);
    if (!found) {
      found = new Set(fitted.map((model) => model.car.make));
      makesOf.set(fitted, found);
    }
    return found;
  };
  // The year the earliest fitted car was launched, once per group: a brand numbering by introduction numbers the part from it (data/number-ranges.ts).
  const launchOf = new WeakMap<object, number | undefined>();
  const earliestLaunch = (fitted: FittedCars): number | undefined => {
    if (!fitted?.length) return undefined;
    if (!launchOf.has(fitted)) launchOf.set(fitted, fitted.some((model) => model.car.typeStart === undefined) ? undefined : Math.min(...fitted.map((model) => model.car.typeStart!)));
    return launchOf.get(fitted);
  };
  const codeFor = (candidate: Candidate, fitted: FittedCars): string | undefined => (fitted?.length ? makeCodeFor(candidate.brand.name, makes(fitted)) : undefined);

  /** Bosch's type digits for the fitted cars' battery (data/battery-numbers.ts), undefined where Bosch has no such type. */
  const typedBatteryCode = (pattern: string, fitted: FittedCars): string | undefined => {
    const car = fitted?.[0]?.car;
    return car?.batteryAh !== undefined ? boschBatteryType(pattern, car.batteryAh, batteryPolarityOf({ make: car.make, generation: car.generation ?? '' }), batteryBoxOf(car)) : undefined;
  };
  /** Whether the brand's type for these cars exists and its one number is not numbered yet. */
  const typedBatteryFree = (candidate: Candidate, fitted: FittedCars): boolean => {
    const type = typedBatteryCode(candidate.line.pattern, fitted);
    return type !== undefined && !usedBy(candidate.brand).has(fill(candidate.line.pattern, 0, type));
  };

  const numberFrom = (line: ProductLine, brand: SeededBrand, code: string, pattern = line.pattern, launch?: number): string | null => {
    // A part for cars of a later era walks the brand's blocks from that era on a walk of its own (the oldest parts' walk keeps its numbers).
    const era = eraOfLaunch(brand.name, launch);
    const later = era > 0;
    // A brake line numbered in sequence (TRW's GDB, Ferodo's FDB) walks the block of its cars' launch on a walk of its own.
    const seriesEra = seriesEraOfLaunch(brand.name, pattern, launch);
    const rangeKey = `${brand.id}|${pattern}|${code}${later ? `|era${era}` : ''}${seriesEra === undefined ? '' : `|series${seriesEra}`}`;
    let range = ranges.get(rangeKey);
    if (!range) {
      // One walk through every range of a pattern (a golden-ratio step from a fixed start): numbers look
      // scattered as real ranges do, and a catalogue keeps the numbers it had when it grows or when
      // other brands join a pattern, as the shoppers' part-number searches expect of it. Two brands of
      // one pattern (Castrol and Mobil, 15####) still never share digits: the second skips the first's.
      const capacity = patternCapacity(pattern);
      let step = Math.max(1, Math.floor(capacity * 0.6180339887));
      while (gcd(step, capacity) !== 1) step++;
      range = { next: 0, capacity, step, offset: Math.floor(capacity * 0.137) };
      ranges.set(rangeKey, range);
    }
    const used = usedBy(brand);
    while (range.next < range.capacity) {
      const value = (range.next * range.step + range.offset) % range.capacity;
      range.next++;
      const number = fill(pattern, value, code);
      if (used.has(number) || leadingZeroAgainstBrand(brand.name, number) || numberOutsideBrandRange(brand.name, number) || (later && numberBeforeItsCars(brand.name, number, launch)) || numberOutsideSeriesEra(brand.name, number, launch)) continue;
      // A disc the brand numbers by version (data/disc-numbers.ts) is one stem: its version is written after its criteria.
      const stem = discStemOf(brand.name, number);
      if (stem !== undefined && used.has(`stem ${stem}`)) continue;
      const digits = digitRun(number);
      const owner = digitOwner.get(digits);
      if (owner !== undefined && owner !== brand.id) continue;
      const core = itemCoreOf(brand.name, number);
      const coreKey = core === undefined ? undefined : `${brand.id}|${core}`;
      const prefix = core === undefined ? '' : corePrefixOf(number, core);
      if (coreKey !== undefined && (coreOwner.get(coreKey) ?? prefix) !== prefix) continue;
      if (coreKey !== undefined) coreOwner.set(coreKey, prefix);
      digitOwner.set(digits, brand.id);
      used.add(number);
      if (stem !== undefined) used.add(`stem ${stem}`);
      return number;
    }
    return null;
  };

  /**
   * A belt number of the brand for the engine's belt: its size spelled out, or none where the brand has
   * numbered that size already. A belt a few millimetres longer is another car's: the car takes its own
   * length from every maker (data/engine-sizes.ts), so another maker, or a line that numbers no size, makes it.
   */
  const beltNumber = (line: ProductLine, brand: SeededBrand, car: NonNullable<FittedCars>[number]['car'] | undefined): string | null => {
    const size = car?.engine && car.ccm ? beltSizeOf({ engine: beltEngineOf(car), ccm: car.ccm }) : { ribs: 6, lengthMm: 1200 };
    if (size.lengthMm < 600 || size.lengthMm > 2999) return null;
    const number = line.pattern.split(BELT_TOKEN).join(beltCode(size.ribs, size.lengthMm));
    return claim(brand, number) ? number : null;
  };

  /** A designation number (Denso's K20TT): one article of the brand, or none where the brand has numbered that designation already. */
  const designationNumber = (brand: SeededBrand, designation: string | undefined): string | null =>
    (designation !== undefined && claim(brand, designation) ? designation : null);

  return {
    release: (brand, number) => {
      usedBy(brand).delete(number);
    },
    respell: (brand, spellings) => spellings.find((number) => claim(brand, number)),
    spell: (brand, number) => {
      const digits = digitRun(number);
      if ((digitOwner.get(digits) ?? brand.id) !== brand.id || !claim(brand, number)) return undefined;
      digitOwner.set(digits, brand.id);
      return number;
    },
    draw(rng, kind, fitted, need = {}) {
      const { design, fuel, injection, accepts, systemMakers } = need;
      const all = linesByKind.get(kind);
      // A diesel's pump and injectors are its injection system's maker's: only the lines made for that system.
      const drawable = design || fuel || injection || accepts || systemMakers ? all?.filter((candidate) => (!design || (candidate.line.design ?? design) === design) && (!fuel || (candidate.line.fuel ?? fuel) === fuel)
        && (!injection || candidate.line.injection === injection) && (!accepts || accepts(candidate.line))
        && (!systemMakers || (candidate.line.systemMaker !== undefined && systemMakers.includes(candidate.line.systemMaker)))) : all;
      // A battery line numbered by type (Bosch's): only where the brand has a type of the cars' capacity, and that type's one number is free.
      const fitting = drawable?.some((candidate) => typedBatteryPattern(candidate.line.pattern)) ? drawable.filter((candidate) => !typedBatteryPattern(candidate.line.pattern) || typedBatteryFree(candidate, fitted)) : drawable;
      if (!fitting?.length) {
        const why = `the part kind ${kind}${design ? ` as a ${design}` : ''}${injection ? ` for ${injection}` : ''}`;
        throw spentKinds.has(kind) ? new LinesUsedUp(`every line of ${why} is used up`) : new Error(`no brand makes ${why}`);
      }
      const others = need.otherThan?.size ? fitting.filter((candidate) => !need.otherThan!.has(candidate.brand.id)) : [];
      if (need.onlyOthers && need.otherThan?.size && !others.length) throw new LinesUsedUp(`every maker of ${kind} has numbered it for these cars`);
      let candidates = others.length ? others : fitting;
      // Brands that have numbered this belt's size already: a brand sells one belt of a size, so another brand makes this one.
      const sized = new Set<number>();
      // A designation another maker numbers instead: the next brand in turn, with no draw of its own (the catalogue's stream stays as it was).
      let forced: number | undefined;
      for (;;) {
        let index = forced ?? Math.floor(rng() * candidates.length);
        forced = undefined;
        if (sized.has(index)) continue;
        let code = candidates[index]!.coded ? codeFor(candidates[index]!, fitted) : '';
        if (code === undefined) {
          // A make-coded brand drawn for cars it has no one code for: one of the brands that can make the part.
          const able = candidates.flatMap((candidate, at) => (!candidate.coded || codeFor(candidate, fitted) !== undefined ? [at] : []));
          if (!able.length && candidates !== fitting) {
            // Only makers who numbered it for these cars already could: none more, or one of them again.
            if (need.onlyOthers) throw new LinesUsedUp(`every maker of ${kind} for these cars has numbered it`);
            candidates = fitting;
            continue;
          }
          // Where the cars' makes leave only make-coded brands (data/brand-coverage.ts) and none has one code for them all: another article instead.
          if (!able.length) throw accepts ? new LinesUsedUp(`no brand that lists a ${kind} for these makes can number it`) : new Error(`no brand can number a ${kind} for ${fitted?.length ?? 0} vehicles`);
          // Every brand that can number it has numbered this belt's size: as when every maker drawn from has.
          if (able.every((at) => sized.has(at))) {
            if (candidates === fitting || need.onlyOthers) throw new LinesUsedUp(`every maker of ${kind} has numbered this size`);
            candidates = fitting;
            sized.clear();
            continue;
          }
          index = able[Math.floor(rng() * able.length)]!;
          code = candidates[index]!.coded ? codeFor(candidates[index]!, fitted)! : '';
        }
        const { brand } = candidates[index]!;
        // A sport line drawn for a car that is no sport type: the brand's plain line of the kind numbers it (no extra draw).
        const drawnLine = candidates[index]!.line;
        // A house brand's part for cars its house has numbered already: that number, in that line (Knecht's OX 388D is Mahle's).
        const house = fitted?.length ? numberingHouseOf(brand.name) : undefined;
        const houseKey = `${house}|${kind}`;
        const housed = house ? houseNumbers.get(fitted!)?.get(houseKey) : undefined;
        // The house's line even where its own range is used up (a million articles): carrying the house's number takes none of it.
        const housedLine = housed ? (all!.find((candidate) => candidate.brand === brand && candidate.line.line === housed.line)?.line
          ?? PRODUCT_LINES.find((candidate) => candidate.brand === brand.name && candidate.line === housed.line && candidate.kinds.includes(kind))) : undefined;
        const line = housedLine ?? (drawnLine.sport && need.sport === false ? (all!.find((candidate) => candidate.brand === brand && !candidate.line.sport)?.line ?? drawnLine) : drawnLine);
        // A battery maker's line numbers by capacity: the fitted cars' (one per fitment key), as its range's code.
        if (line.pattern.includes(CAPACITY_TOKEN)) code = typedBatteryPattern(line.pattern) ? typedBatteryCode(line.pattern, fitted) ?? '' : capacityCode(brand.name, fitted?.[0]?.car.batteryAh ?? 60, line.pattern);
        // A damper line that names its construction (Bilstein's 22-/19-, KYB's 33/34, TRW's JGS/JGM): the strut's or the shock absorber's.
        if (line.pattern.includes(B4_TOKEN)) code = damperPrefix(brand.name, need.strut ?? true);
        // A LuK clutch's digits two and three: its diameter in centimetres (data/luk-numbers.ts).
        if (line.pattern.includes(LUK_DIAMETER_TOKEN)) code = lukDiameterCode(need.clutchMm ?? 220);
        // SWAG, Topran, Meyle: the code of the make most of the fitted cars are of (data/main-make-codes.ts).
        if (line.pattern.includes(MAIN_MAKE_TOKEN)) code = mainMakeCode(brand.name, mainMakeOf((fitted ?? []).map((model) => model.car.make)));
        if (line.pattern.includes(PULLEY_TOKEN)) code = skfPulleyCode(kind, mainMakeOf((fitted ?? []).map((model) => model.car.make)));
        const block = blockOf(brand);
        const belt = line.pattern.includes(BELT_TOKEN);
        const designated = line.pattern.includes(HEAT_TOKEN) || (need.blade !== undefined && line.pattern.includes(BLADE_TOKEN));
        // Varta's last three digits: the battery's cold-cranking current (data/battery-numbers.ts), written into the pattern.
        // Blue Print's digits after the make code: five for an Asian make's part, six for a European make's (data/make-codes.ts).
        const pattern = codedPattern(brand.name, line.pattern.split(COLD_TOKEN).join(coldCode(fitted?.[0]?.car.batteryAh ?? 60)), code);
        const number = block.used >= block.capacity ? null : housedLine && claim(brand, housed!.number) ? housed!.number : belt ? beltNumber(line, brand, fitted?.[0]?.car) : designated ? designationNumber(brand, line.pattern.includes(HEAT_TOKEN) ? need.plugDesignation : need.blade) : numberFrom(line, brand, code, pattern, earliestLaunch(fitted));
        if ((belt || designated) && number === null && block.used < block.capacity) {
          sized.add(index);
          const next = (): number => [...candidates.keys()].map((at) => (index + 1 + at) % candidates.length).find((at) => !sized.has(at)) ?? 0;
          if (sized.size < candidates.length) {
            if (designated) forced = next();
            continue;
          }
          // Every maker drawn from has numbered this size: the brands the draw left out, else another article.
          if (candidates === fitting || need.onlyOthers) throw new LinesUsedUp(`every maker of ${kind} has numbered this size`);
          candidates = fitting;
          sized.clear();
          if (designated) forced = next();
          continue;
        }
        if (number === null) {
          // The line's range, or the brand's EANs, are used up: its kind is made by the others.
          const [spent] = candidates.splice(index, 1);
          spentKinds.add(kind);
          for (const list of new Set([all!, fitting])) if (list !== candidates && list.includes(spent!)) list.splice(list.indexOf(spent!), 1);
          // Every other maker's line is used up: the brands that made it already make this one too.
          if (!candidates.length && fitting.length && !need.onlyOthers) {
            candidates = fitting;
            sized.clear();
            continue;
          }
          if (!candidates.length) throw new LinesUsedUp(`every product line of ${kind} is used up`);
          continue;
        }
        if (house) {
          const numbered = houseNumbers.get(fitted!) ?? new Map<string, { number: string; line: string }>();
          houseNumbers.set(fitted!, numbered);
          if (!numbered.has(houseKey)) numbered.set(houseKey, { number, line: line.line });
        }
        return { brand, line, number, ean: nextEan(block) };
      }
    },
  };
}

/** The block's next EAN: its prefixes in turn, the item references of each handed out in order from a start of the prefix's own, as makers number their products. */
function nextEan(block: EanBlock): string {
  let n = block.used++;
  for (const prefix of block.prefixes) {
    const items = itemsUnder(prefix);
    if (n >= items) {
      n -= items;
      continue;
    }
    const item = (hashSeed(Number(prefix)) % items + n) % items;
    return ean13(prefix + String(item).padStart(12 - prefix.length, '0'));
  }
  throw new Error(`the EANs of ${block.prefixes.join(', ')} are used up`);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The pattern with its digits ('#', '~') taken from `value`, most significant first, and its make code; zeros in front of a '~' run are left out. */
function fill(pattern: string, value: number, code: string): string {
  const slots = pattern.match(/[#~]/g)?.length ?? 0;
  const digits = String(value).padStart(slots, '0');
  let i = 0;
  let leading = true;
  let out = '';
  for (const ch of pattern) {
    if (ch === '~') {
      const digit = digits[i++]!;
      if (leading && digit === '0') continue;
      leading = false;
      out += digit;
    } else if (ch === '#') {
      leading = false;
      out += digits[i++]!;
    } else if (ch === MAKE_CODE_TOKEN || ch === CAPACITY_TOKEN || ch === MAIN_MAKE_TOKEN || ch === HEAT_TOKEN || ch === B4_TOKEN || ch === PULLEY_TOKEN || ch === BLADE_TOKEN || ch === LUK_DIAMETER_TOKEN) out += code;
    else out += ch;
  }
  return out;
}

/** The digits of an article number, in order: what a reader compares across brands ("09.1370.00" and "091370-00" are one run). */
export function digitRun(number: string): string {
  return number.replace(/\D/g, '');
}

/** Twelve digits and their GS1 check digit. */
export function ean13(twelve: string): string {
  return twelve + eanCheckDigit(twelve);
}

export function eanCheckDigit(twelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}
