/**
 * The navigation overlay's data: the category tree (three levels), the vehicle its links are for
 * (null: all vehicles) and the manufacturers sorted by name. Data only: the web tier builds the
 * links with its route table and islands with the contract's path grammar, so every link is right
 * under every edition host.
 */
import type { NavigationAnswer, NavigationCategory } from '../../../contract/calls/catalogue';
import type { Database } from '../db/connection';
import type { RequestContext } from './request-context';
import { categoryTree, seriesSlugOfModel } from './repository';
import { all, get } from './statements';

interface NavigationContext { vehicleManufacturerId?: number; vehicleSeriesGroupId?: number; vehicleModelId?: string }

interface TreeRow { id: number; title: string; seoAlias: string; isUniversal: number; children?: TreeRow[] }

const toCategory = (row: TreeRow, depth: number): NavigationCategory => ({
  id: row.id,
  title: row.title,
  seoAlias: row.seoAlias,
  isUniversal: row.isUniversal === 1,
  children: depth < 3 ? (row.children ?? []).map((child) => toCategory(child, depth + 1)) : [],
});

export function buildNavigation(db: Database, context: RequestContext, vehicle: NavigationContext): NavigationAnswer {
  return {
    categories: (categoryTree(db, context.langNo) as TreeRow[]).map((root) => toCategory(root, 1)),
    vehicle: vehicleOf(db, vehicle),
    manufacturers: all<{ id: number; name: string; seoName: string }>(db, 'SELECT id, name, seo_name AS seoName FROM manufacturers ORDER BY name'),
  };
}

/** The most precise vehicle of the context that exists: model, else series page, else manufacturer. */
function vehicleOf(db: Database, vehicle: NavigationContext): NavigationAnswer['vehicle'] {
  const modelId = vehicle.vehicleModelId && /^\d{1,9}$/.test(vehicle.vehicleModelId) ? Number(vehicle.vehicleModelId) : null;
  if (modelId !== null) {
    const slug = seriesSlugOfModel(db, modelId);
    if (slug) return { slug, type: 3, id: modelId };
  }
  if (vehicle.vehicleSeriesGroupId !== undefined) {
    const page = get<{ slug: string }>(db, 'SELECT slug FROM series_pages WHERE id = ?', vehicle.vehicleSeriesGroupId);
    if (page) return { slug: page.slug, type: 2, id: vehicle.vehicleSeriesGroupId };
  }
  if (vehicle.vehicleManufacturerId !== undefined) {
    const maker = get<{ seoName: string }>(db, 'SELECT seo_name AS seoName FROM manufacturers WHERE id = ?', vehicle.vehicleManufacturerId);
    if (maker) return { slug: maker.seoName, type: 1, id: vehicle.vehicleManufacturerId };
  }
  return null;
}
