/**
 * The part type of a seeded leaf, resolved once: which vehicles one of its articles can be made
 * for, and an article's criteria and list price from the vehicles it fits.
 */
import type { SeededLeaf } from './categories';
import type { CarFacts } from './data/fitment-rules';
import { type Criterion, FIT_BY_ROOT, PACK_LITRES, PART_TYPES, type PartType } from './data/part-types';
import { PRICE_BANDS_EUR, SIZE_PLACE_PLAY, discPriceClassOf, sizePlaceOf } from './data/price-bands';
import { FRONT_DISC_MM } from './data/brake-sizes';
import { type Rng, createRng, hashSeed, textFraction } from './rng';
import type { SeededModel } from './vehicles';
import { fitmentKey, kindFits, type Position } from './data/fitment-rules';
import { vehiclePartBasis } from './data/vehicle-keyed-parts';
import { oilFilterEngineOf } from './data/engine-families';
import { exoticKindFits } from './data/exotic-makes';
import { premiumBodyFits, premiumExhaustFits } from './data/premium-exhaust';
import { kindCovered } from './data/brand-coverage';
import { litrePriceCents, packLine, packPriceCents } from './pack-prices';

export interface PartKind {
  name: string;
  fit: NonNullable<PartType['fit']>;
  type: PartType | undefined;
  /** The kind's price band in cents (data/price-bands.ts). */
  band: readonly [number, number];
  /** Whether an article of this type can be made for the model, on that axle for one made for one (no spark plug for a diesel, no rear disc for a car with rear drums). */
  usable(model: SeededModel, position?: Position | null): boolean;
  /** The fitment key an article made for the model fits by: all models with the same key take it. */
  keyOf(model: SeededModel, position: Position | null): string;
}

const kinds = new Map<number, PartKind>();

export function partTypeOf(leaf: SeededLeaf): PartKind {
  const known = kinds.get(leaf.id);
  if (known) return known;
  const type = PART_TYPES[leaf.partType];
  const fit = type?.fit ?? FIT_BY_ROOT[leaf.icon] ?? 'series';
  const euros = PRICE_BANDS_EUR[leaf.partType];
  if (!euros) throw new Error(`no price band for the part kind ${leaf.partType}`);
  const kind: PartKind = {
    name: leaf.partType,
    fit,
    type,
    band: [euros[0] * 100, euros[1] * 100],
    usable: (model, position = null) => (fit === 'engine' && !type?.electric ? model.fuel !== 'electric' : true) && (type?.fuel === undefined || model.fuel === type.fuel) && kindFits(leaf.partType, model.car, position) && exoticKindFits(leaf.partType, model.car.make) && premiumExhaustFits(leaf.partType, model.car) && premiumBodyFits(leaf.partType, model.car) && kindCovered(leaf.partType, model.car),
    keyOf: (model, position) => fitmentKey(leaf.partType, fit, model.car, position),
  };
  kinds.set(leaf.id, kind);
  return kind;
}

export interface PartFacts { criteria: Criterion[]; listPriceCents: number }

/** The car's size step: its front disc among the catalogue's sizes, its class as prices follow it. */
export const sizeStepOf = (car: { frontDiscMm: number }): number => Math.max(0, FRONT_DISC_MM.findLastIndex((mm) => mm <= car.frontDiscMm));

/** Where a class-priced part of a car of the step lies in its kind's list price range (0 the smallest car's, 1 the largest's). */
export const classPlace = (step: number): number => step / (FRONT_DISC_MM.length - 1);
/** How far a class-priced list price strays from its class's place, either way, at most: half of it. */
export const CLASS_PLAY = 0.2;

/**
 * Where a class-priced article of a car of the step lies in its list price range. A cast disc's range is
 * already its own iron's (a 300 mm disc's above a 280 mm one's), so it sits mid-range whatever the car:
 * placed by the car's class, a luxury car's 280 mm rear disc cost more than a family car's 300 mm one.
 */
export function pricePlaceOf(kind: string, criteria: readonly Criterion[], step: number): number {
  return placedByIron(kind, criteria) ? IRON_PLACE : classPlace(step);
}
/** Whether the article is a cast disc, priced by its iron whatever car it fits. */
export const placedByIron = (kind: string, criteria: readonly Criterion[]): boolean => kind === 'Bremsscheiben' && !discPriceClassOf(criteria);
export const IRON_PLACE = 0.5;

/**
 * A kind's list price range in cents: the product line's where it has one (a K&N cotton filter),
 * else what the article is (a pair of blades), else the kind's, kept clear of the band's edges so
 * offers spread around it by brand and shop stay inside.
 */
export function listPriceRange(kind: Pick<PartKind, 'band' | 'type'>, criteria: readonly Criterion[], linePrice?: readonly [number, number]): [number, number] {
  const [low, high] = [kind.band[0] * 1.3, kind.band[1] / 1.4];
  const price = linePrice ?? kind.type?.priceFor?.(criteria) ?? kind.type?.price;
  return price ? [Math.max(low, Math.min(high, price[0])), Math.max(low, Math.min(high, price[1]))] : [low, high];
}

/**
 * A list price moved from the kind's list price range to a narrower band (cents) at the same place:
 * the cheapest of the kind stays the cheapest of its size, and brand and shop keep room around it.
 */
export function placeInBand(listPriceCents: number, range: readonly [number, number], band: readonly [number, number]): number {
  const place = range[1] > range[0] ? Math.min(1, Math.max(0, Math.log(listPriceCents / range[0]) / Math.log(range[1] / range[0]))) : 0.5;
  const [low, high] = [band[0] * 1.3, band[1] / 1.4];
  return low * Math.pow(high / low, place);
}

/** The per-engine fraction a kind's engine-bound criteria are read from (a plug's heat range): one per car basis and leaf. */
// An oil filter's is its engine's as the filter sees it (data/engine-families.ts): a plug-in hybrid's B48B20 draws the petrol car's size.
export const engineFraction = (leaf: SeededLeaf, car: CarFacts | null): number => textFraction(car ? (leaf.partType === 'Ölfilter' ? oilFilterEngineOf(car) : null) ?? vehiclePartBasis(leaf.partType, car) : '', leaf.id);

/**
 * Criteria and list price of an article of the brand made for `anchor` (a model of its fitment key);
 * `position` fixes the axle (a top model's front pads), else the kind draws it.
 */
export function partCriteria(rng: Rng, leaf: SeededLeaf, kind: PartKind, anchor: SeededModel | undefined, articleId: number, position: 'front' | 'rear' | null, brandId: number, linePrice?: readonly [number, number], number?: string, brand?: string): PartFacts {
  const car = anchor?.car ?? null;
  const step = car ? sizeStepOf(car) : 3;
  const input = { draw: rng, own: createRng(hashSeed(articleId, leaf.id)), step, engine: engineFraction(leaf, car), position, car, number, brand };
  const criteria = kind.type?.criteria(input) ?? (position ? [{ key: 'fitting_position', value: position }] : []);
  const [low, high] = [kind.band[0] * 1.3, kind.band[1] / 1.4];
  const [min, max] = listPriceRange(kind, criteria, linePrice);
  // Bigger brakes cost more: the step places the price in its range, with a little play.
  // Where the article's own size decides (a battery's capacity, a blade's length), its size places it (data/price-bands.ts).
  const drawnPlace = rng();
  const sized = sizePlaceOf(kind.name, criteria);
  const place = sized !== undefined ? Math.min(1, Math.max(0, sized + (drawnPlace - 0.5) * SIZE_PLACE_PLAY))
    // A cast disc's place is its iron's alone: with play, a 238 mm disc listed above a 240 mm one.
    : kind.type?.priceBySize ? Math.min(1, Math.max(0, pricePlaceOf(kind.name, criteria, step) + (placedByIron(kind.name, criteria) ? 0 : (drawnPlace - 0.5) * CLASS_PLAY))) : drawnPlace;
  const litres = PACK_LITRES[kind.name];
  if (litres) {
    // A pack: its line's price per litre (one for the brand's line, whatever the size) and its size.
    const litre = litrePriceCents(litres, low, high, kind.type?.price, textFraction(packLine(criteria), hashSeed(leaf.id, brandId)));
    return { criteria, listPriceCents: packPriceCents(litre, Number(criteria.find((c) => c.key === 'volume')?.value ?? litres[0])) };
  }
  const listPriceCents = min * Math.pow(max / min, place);
  return { criteria, listPriceCents: Math.min(high, Math.max(low, listPriceCents)) };
}
