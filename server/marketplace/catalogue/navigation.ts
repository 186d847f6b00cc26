/**
 * The navigation overlay: three category levels plus a manufacturer list (sorted by name).
 * Links are localized catalogue paths; with a vehicle context they point at that vehicle's pages.
 */
import type { Database } from '../db/connection';
import type { RequestContext } from './request-context';
import { categoryTree, seriesSlugOfModel } from './repository';
import { all, get } from './statements';
import type { Navigation, NavigationItem } from './types';

interface NavigationContext { vehicleManufacturerId?: number; vehicleSeriesGroupId?: number; vehicleModelId?: string }

export function buildNavigation(db: Database, context: RequestContext, vehicle: NavigationContext): Navigation {
  const { prefix, words } = context.edition;
  const vehicleSegment = vehiclePathSegment(db, vehicle, words.allVehicles);
  const link = (seoAlias: string, id: number, universal: boolean) =>
    universal ? `${prefix}/${seoAlias}/8-${id}` : `${prefix}/${seoAlias}/${vehicleSegment.slug}/${vehicleSegment.typed}${id}`;

  const items: NavigationItem[] = categoryTree(db, context.langNo).map((root) => ({
    type: 'category',
    label: root.title,
    link: link(root.seoAlias, root.id, root.isUniversal === 1),
    body: (root.children as typeof root[]).map((group) => ({
      type: 'category' as const,
      label: group.title,
      link: link(group.seoAlias, group.id, group.isUniversal === 1),
      body: (group.children ?? []).map((leaf) => ({ type: 'category' as const, label: leaf.title, link: link(leaf.seoAlias, leaf.id, leaf.isUniversal === 1) })),
    })),
  }));
  const makers = all<{ id: number; name: string; seoName: string }>(db, 'SELECT id, name, seo_name AS seoName FROM manufacturers ORDER BY name');
  items.push({
    type: 'list',
    label: 'manufacturers',
    body: makers.map((m) => ({ type: 'vehicle' as const, label: m.name, link: `${prefix}/${words.section}/${m.seoName}/1-${m.id}-` })),
  });
  return { items };
}

/** "{slug}/{type}-{id}-" for the chosen vehicle, or the all-vehicles form "/--". */
function vehiclePathSegment(db: Database, vehicle: NavigationContext, allVehicles: string): { slug: string; typed: string } {
  const modelId = vehicle.vehicleModelId && /^\d{1,9}$/.test(vehicle.vehicleModelId) ? Number(vehicle.vehicleModelId) : null;
  if (modelId !== null) {
    const slug = seriesSlugOfModel(db, modelId);
    if (slug) return { slug, typed: `3-${modelId}-` };
  }
  if (vehicle.vehicleSeriesGroupId !== undefined) {
    const page = get<{ slug: string }>(db, 'SELECT slug FROM series_pages WHERE id = ?', vehicle.vehicleSeriesGroupId);
    if (page) return { slug: page.slug, typed: `2-${vehicle.vehicleSeriesGroupId}-` };
  }
  if (vehicle.vehicleManufacturerId !== undefined) {
    const maker = get<{ seoName: string }>(db, 'SELECT seo_name AS seoName FROM manufacturers WHERE id = ?', vehicle.vehicleManufacturerId);
    if (maker) return { slug: maker.seoName, typed: `1-${vehicle.vehicleManufacturerId}-` };
  }
  return { slug: allVehicles, typed: '--' };
}
