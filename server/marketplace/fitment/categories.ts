/**
 * The categories a model's page offers: those holding an article that fits it, with their parents,
 * and every universal one. One index probe of fitment_listing (model, category) per leaf, so the
 * cost follows the taxonomy's size, not how many articles the model fits.
 */
import type { Db } from '../db/connection';

export async function categoriesWithParts(db: Db, modelId: number | null): Promise<number[]> {
  const rows = await db
    .selectFrom('categories as c')
    .select(['c.id', 'c.parent_id as parentId', 'c.top_parent_id as topParentId'])
    // Listings show the articles of leaves only (leafIdsOf), so a leaf decides for its parents.
    .where('c.is_leaf', '=', 1)
    .where((eb) => eb.or([
      eb('c.is_universal', '=', 1),
      ...(modelId === null ? [] : [eb.exists(eb.selectFrom('fitment_listing as fl').select('fl.article_id').where('fl.model_id', '=', modelId).whereRef('fl.category_id', '=', 'c.id'))]),
    ]))
    .execute();
  const ids = new Set<number>();
  for (const row of rows) {
    ids.add(row.id);
    if (row.parentId !== null) ids.add(row.parentId);
    ids.add(row.topParentId);
  }
  return [...ids].sort((a, b) => a - b);
}
