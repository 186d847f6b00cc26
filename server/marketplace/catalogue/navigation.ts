/**
 * The navigation overlay's data: the category tree (three levels), the vehicle its links are for
 * (null: all vehicles) and the manufacturers sorted by name. Data only: the web tier builds the
 * links with its route table and islands with the contract's path grammar, so every link is right
 * under every edition host.
 */
import type { NavigationAnswer, NavigationCategory } from '../../../contract/calls/catalogue';
import type { Db } from '../db/connection';
import type { RequestContext } from '../session';
import { categoryTree, seriesSlugOfModel } from './repository';

interface NavigationContext { vehicleManufacturerId?: number; vehicleSeriesGroupId?: number; vehicleModelId?: string }

interface TreeRow { id: number; title: string; seoAlias: string; isUniversal: number; children?: TreeRow[] }

const toCategory = (row: TreeRow, depth: number): NavigationCategory => ({
  id: row.id,
  title: row.title,
  seoAlias: row.seoAlias,
  isUniversal: row.isUniversal === 1,
  children: depth < 3 ? (row.children ?? []).map((child) => toCategory(child, depth + 1)) : [],
});

export async function buildNavigation(db: Db, context: RequestContext, vehicle: NavigationContext): Promise<NavigationAnswer> {
  const [tree, chosen, manufacturers] = await Promise.all([
    categoryTree(db, context.langNo),
    vehicleOf(db, vehicle),
    db.selectFrom('manufacturers').select(['id', 'name', 'seo_name as seoName']).orderBy('name').orderBy('id').execute(),
  ]);
  return { categories: (tree as TreeRow[]).map((root) => toCategory(root, 1)), vehicle: chosen, manufacturers };
}

/** The most precise vehicle of the context that exists: model, else series page, else manufacturer. */
async function vehicleOf(db: Db, vehicle: NavigationContext): Promise<NavigationAnswer['vehicle']> {
  const modelId = vehicle.vehicleModelId && /^\d{1,9}$/.test(vehicle.vehicleModelId) ? Number(vehicle.vehicleModelId) : null;
  if (modelId !== null) {
    const slug = await seriesSlugOfModel(db, modelId);
    if (slug) return { slug, type: 3, id: modelId };
  }
  if (vehicle.vehicleSeriesGroupId !== undefined) {
    const page = await db.selectFrom('series_pages').select('slug').where('id', '=', vehicle.vehicleSeriesGroupId).executeTakeFirst();
    if (page) return { slug: page.slug, type: 2, id: vehicle.vehicleSeriesGroupId };
  }
  if (vehicle.vehicleManufacturerId !== undefined) {
    const maker = await db.selectFrom('manufacturers').select('seo_name as seoName').where('id', '=', vehicle.vehicleManufacturerId).executeTakeFirst();
    if (maker) return { slug: maker.seoName, type: 1, id: vehicle.vehicleManufacturerId };
  }
  return null;
}
