/**
 * Seed step: the articles' photos. Each part type gets a drawn rendering (a brake disc looks like a
 * disc, a filter like a filter) in a few finishes, served through the same pipeline as a shop's
 * photo; the articles of one leaf share its few files, so seeding stays quick at any catalogue size.
 */
import { sql } from 'kysely';
import type { Db } from '../connection';
import { keepDrawnPhoto, VARIANTS } from '../../photos';
import type { SeededLeaf } from './categories';
import { PART_TYPES } from './data/part-types';

/** The drawing of a leaf's part type (data/part-types.ts); the parcel a part comes in for one not listed. */
export function drawingOf(leaf: Pick<SeededLeaf, 'partType'>): string {
  return PART_TYPES[leaf.partType]?.drawing ?? 'box';
}

/** Every article gets the rendering of its leaf's part type, in the finish its id picks. */
export async function seedArticlePhotos(db: Db, leaves: SeededLeaf[]): Promise<number> {
  const recipes = new Map<string, string>();
  for (const kind of new Set(leaves.map(drawingOf))) {
    for (let variant = 0; variant < VARIANTS; variant++) recipes.set(`${kind}:${variant}`, await keepDrawnPhoto(db, `${kind}:${variant}`));
  }
  const rows = leaves.flatMap((leaf) => {
    const kind = drawingOf(leaf);
    return Array.from({ length: VARIANTS }, (_, variant) => sql`(cast(${leaf.id} as integer), ${kind}, cast(${variant} as integer), ${recipes.get(`${kind}:${variant}`)!})`);
  });
  if (!rows.length) return 0;
  // The finish follows the article where its facts tell: a solid disc is drawn plain, a ventilated one
  // drilled or slotted; other parts take the finish their id picks.
  const variant = sql`case when m.kind = 'disc' then (case when a.criteria like ${'%"disc_type","value":"solid"%'} then 0 else 1 + a.id % 2 end) else a.id % ${sql.lit(VARIANTS)} end`;
  const inserted = await sql`insert into article_photos (article_id, shop_id, position, photo_id)
    with m(category_id, kind, variant, photo_id) as (values ${sql.join(rows)})
    select a.id, 0, 0, m.photo_id from articles a join m on m.category_id = a.category_id and m.variant = ${variant}`.execute(db);
  return Number(inserted.numAffectedRows ?? 0);
}
