/**
 * The part type of a seeded leaf, resolved once: which vehicles one of its articles fits, and an
 * article's attributes and list price from the model it is made for.
 */
import type { SeededLeaf } from './categories';
import { type Criterion, FIT_BY_ROOT, PART_TYPES, PRICED_PER_LITRE, type PartType } from './data/part-types';
import { FRONT_DISC_MM } from './data/engines';
import { type Rng, createRng, hashSeed } from './rng';
import type { SeededModel } from './vehicles';

export interface PartKind {
  name: string;
  fit: PartType['fit'];
  brands?: string[];
  /** Whether an article of this type can be made for the model (no spark plug for a diesel, no oil filter for an electric car). */
  usable(model: SeededModel): boolean;
  /** Whether the article made for `anchor` also fits `model`. */
  shares(anchor: SeededModel, model: SeededModel): boolean;
  type: PartType | undefined;
}

const kinds = new Map<number, PartKind>();

export function partTypeOf(leaf: SeededLeaf): PartKind {
  const known = kinds.get(leaf.id);
  if (known) return known;
  const type = PART_TYPES[leaf.partType];
  const fit = type?.fit ?? FIT_BY_ROOT[leaf.icon] ?? 'series';
  const kind: PartKind = {
    name: leaf.partType,
    fit,
    brands: type?.brands,
    type,
    usable: (model) => (fit === 'engine' ? model.fuel !== 'electric' : true) && (type?.fuel === undefined || model.fuel === type.fuel),
    shares: (anchor, model) => (fit === 'size' ? model.sizeStep === anchor.sizeStep : fit === 'engine' ? model.engineKey === anchor.engineKey : true),
  };
  kinds.set(leaf.id, kind);
  return kind;
}

/** A number in [0, 1) fixed by the string: one engine gives one filter size, whatever the brand. */
function fraction(text: string, salt: number): number {
  let h = salt;
  for (let i = 0; i < text.length; i++) h = hashSeed(h, text.charCodeAt(i));
  return createRng(h)();
}

export interface PartFacts { criteria: Criterion[]; listPriceCents: number }

export function partCriteria(rng: Rng, leaf: SeededLeaf, kind: PartKind, anchor: SeededModel | undefined, articleId: number): PartFacts {
  const step = anchor?.sizeStep ?? 3;
  const input = { draw: rng, own: createRng(hashSeed(articleId, leaf.id)), step, engine: fraction(anchor?.engineKey ?? '', leaf.id), position: leaf.position };
  const criteria = kind.type?.criteria(input) ?? (leaf.position ? [{ key: 'fitting_position', value: leaf.position }] : []);
  const [min, max] = kind.type?.price ?? [leaf.basePriceCents * 0.6, leaf.basePriceCents * 1.6];
  // Bigger brakes cost more: the step places the price in its range, with a little play.
  const place = kind.type?.priceBySize ? Math.min(1, Math.max(0, step / (FRONT_DISC_MM.length - 1) + (rng() - 0.5) * 0.2)) : rng();
  let listPriceCents = min * Math.pow(max / min, place);
  if (PRICED_PER_LITRE.has(kind.name)) listPriceCents *= Number(criteria.find((c) => c.key === 'volume')?.value ?? 1);
  return { criteria, listPriceCents };
}
