/** Seed step: the three-level category tree with titles, SEO aliases and texts in five languages. */
import type { Db } from '../db/connection';
import { type Cell, insertRows } from '../db/batches';
import { CATEGORY_TREE, type Titles } from './data/categories';
import { type Rng, intBetween } from './rng';
import { seoWord } from './text';

/** Catalogue language numbers in the order titles are written: de, fr, es, it, nl. */
export const LANG_NOS = [1, 6, 8, 7, 9] as const;

export interface SeededLeaf {
  id: number;
  icon: string;
  universal: boolean;
  popularity: number;
  /** Typical price in cents for this kind of part. */
  basePriceCents: number;
  titles: Titles;
  /** The German title: the part type (data/part-types.ts). */
  partType: string;
}

/**
 * A leaf the demo catalogue once split off by axle ("Bremsbeläge Vorderachse"): its id stays
 * reserved, and its old page is its kind's category narrowed to that fitting position.
 */
export interface RetiredAxleLeaf { id: number; categoryId: number; position: 'front' | 'rear' }

const FIXED_POPULARITY: Record<number, number> = { 243: 980, 1523: 940, 1312: 860 };
const PRICE_RANGE: Record<string, [number, number]> = {
  filter: [600, 4500], brake: [1500, 18000], suspension: [1500, 20000], engine: [800, 60000], spark: [500, 12000],
  cooling: [1200, 45000], exhaust: [2500, 50000], clutch: [2500, 70000], electric: [900, 40000], light: [500, 35000],
  body: [900, 40000], fuel: [1200, 50000], oil: [700, 8000], tools: [400, 15000],
};
/**
 * Kinds whose leaves once drew a deposit here: the draw stays so every later draw (and the demo
 * catalogue) stays the same; the deposits themselves follow data/deposits.ts.
 */
const ONCE_DRAWN_DEPOSIT = /^(Starterbatterie|Anlasser|Lichtmaschine|Bremssattel|Turbolader|Klimakompressor|Einspritzdüse|Hochdruckpumpe|Lenkgetriebe|Servopumpe)/;

const SEO_TEXT: ((t: string) => string)[] = [
  (t) => `${t} günstig kaufen: Angebote vieler Shops vergleichen, passend zu Ihrem Fahrzeug.`,
  (t) => `${t} pas cher\u00a0: comparez les offres de nombreuses boutiques, compatibles avec votre véhicule.`,
  (t) => `${t} al mejor precio: compare las ofertas de muchas tiendas, compatibles con su vehículo.`,
  (t) => `${t} a prezzi convenienti: confronta le offerte di molti negozi, compatibili con il tuo veicolo.`,
  (t) => `${t} voordelig kopen: vergelijk aanbiedingen van veel winkels, passend bij uw auto.`,
];

function split(titles: string): Titles {
  const parts = titles.split('|');
  if (parts.length !== 5) throw new Error(`category needs five titles: ${titles}`);
  return parts as Titles;
}

/**
 * Ids of the tree, as the seed gives them: fixed ones as written, the others counted up per level,
 * a leaf written with "*" also taking the two ids its former front- and rear-axle leaves had, so
 * every other category keeps its id (and its links).
 */
function assignIds() {
  const fixedIds = new Set<number>();
  for (const root of CATEGORY_TREE) for (const group of root.groups) for (const leaf of group.leaves) {
    const m = /^(\d+):/.exec(leaf);
    if (m) fixedIds.add(Number(m[1]));
  }
  const next = { root: 100, group: 200, leaf: 1000 };
  return (counter: keyof typeof next): number => {
    for (;;) {
      const id = next[counter]++;
      if (!fixedIds.has(id)) return id;
    }
  };
}

/** The former axle leaves of the demo tree, each with its kind's category and fitting position. */
export function retiredAxleLeaves(): RetiredAxleLeaf[] {
  const take = assignIds();
  const retired: RetiredAxleLeaf[] = [];
  for (const root of CATEGORY_TREE) {
    take('root');
    for (const group of root.groups) {
      take('group');
      for (const spec of group.leaves) {
        const fixed = /^(\d+):/.exec(spec);
        const categoryId = fixed ? Number(fixed[1]) : take('leaf');
        if (spec.includes('*|')) for (const position of ['front', 'rear'] as const) retired.push({ id: take('leaf'), categoryId, position });
      }
    }
  }
  return retired;
}

export async function seedCategories(db: Db, rng: Rng): Promise<SeededLeaf[]> {
  // Rows are collected first: a group's and a root's popularity is known only after their leaves.
  const categoryRows: Cell[][] = [];
  const textRows: Cell[][] = [];
  const insertCategory = (...row: Cell[]) => {
    categoryRows.push(row);
    return row;
  };
  const POPULARITY = 7;
  const take = assignIds();
  const writeTexts = (id: number, titles: Titles) => {
    titles.forEach((title, i) => {
      textRows.push([id, LANG_NOS[i]!, title, seoWord(title), SEO_TEXT[i]!(title), null]);
    });
  };

  const leaves: SeededLeaf[] = [];
  let leafNumber = 1;
  const nextLeafNumber = (universal: number | undefined): number => {
    const number = universal ?? (leafNumber === 452 || leafNumber === 463 ? ++leafNumber : leafNumber);
    leafNumber++;
    return number;
  };
  CATEGORY_TREE.forEach((root, rootIndex) => {
    const rootId = take('root');
    const universal = root.universal !== undefined;
    const image = `${root.icon}.svg`;
    const rootRow = insertCategory(rootId, null, rootId, 1, 0, universal ? 1 : 0, 0, 0, image, rootIndex);
    writeTexts(rootId, split(root.titles));
    let rootPopularity = 0;
    root.groups.forEach((group, groupIndex) => {
      const groupId = take('group');
      const groupRow = insertCategory(groupId, rootId, rootId, 2, 0, universal ? 1 : 0, 0, 0, image, groupIndex);
      writeTexts(groupId, split(group.titles));
      let groupPopularity = 0;
      let sort = 0;
      for (const spec of group.leaves) {
        const fixed = /^(\d+):/.exec(spec);
        const titles = split(spec.replace(/^\d+:/, '').replace('*|', '|'));
        const id = fixed ? Number(fixed[1]) : take('leaf');
        let popularity = FIXED_POPULARITY[id] ?? intBetween(rng, 10, 400);
        const number = nextLeafNumber(root.universal);
        const [min, max] = PRICE_RANGE[root.icon] ?? [1000, 10000];
        const basePriceCents = Math.round(min * Math.pow(max / min, rng()));
        if (ONCE_DRAWN_DEPOSIT.test(titles[0])) intBetween(rng, 2, 15);
        if (spec.includes('*|')) {
          // Front and rear are one category, as sought as both axles together. The former axle
          // leaves' ids, leaf numbers and draws are still taken, so every other leaf keeps its own.
          for (let axle = 0; axle < 2; axle++) {
            take('leaf');
            nextLeafNumber(root.universal);
            popularity += Math.round(intBetween(rng, 10, 400) / 1.5);
            rng();
            if (ONCE_DRAWN_DEPOSIT.test(titles[0])) intBetween(rng, 2, 15);
          }
        }
        insertCategory(id, groupId, rootId, 3, number, universal ? 1 : 0, 1, popularity, image, sort++);
        writeTexts(id, titles);
        leaves.push({ id, icon: root.icon, universal, popularity, basePriceCents, titles, partType: titles[0] });
        groupPopularity = Math.max(groupPopularity, popularity);
      }
      groupRow[POPULARITY] = groupPopularity;
      rootPopularity = Math.max(rootPopularity, groupPopularity);
    });
    rootRow[POPULARITY] = rootPopularity;
  });
  await insertRows(db, 'categories', ['id', 'parent_id', 'top_parent_id', 'level', 'leaf_number', 'is_universal', 'is_leaf', 'popularity', 'image_filename', 'sort_order'], categoryRows);
  await insertRows(db, 'category_texts', ['category_id', 'lang_no', 'title', 'seo_alias', 'seo_text', 'description'], textRows);
  return leaves;
}
