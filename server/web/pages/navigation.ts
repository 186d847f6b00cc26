/**
 * The marketplace's navigation data turned into header navigation: links built with link(), so the
 * edition's host/prefix rules apply.
 */
import type { NavigationAnswer, NavigationCategory as CategoryData } from '../../../contract/calls/catalogue';
import type { NavigationNode } from '../../../views/islands/navigation/types';
import type { PageContext } from './types';

/** What reading needs of a request: the edition and its link builder (the sitemap has no page context). */
export type NavigationContext = Pick<PageContext, 'edition' | 'locale' | 'link'>;

export interface NavigationCategory {
  label: string;
  href: string;
  categoryId?: number;
  children: NavigationCategory[];
}

/** The category's listing for the navigation's vehicle (or for all vehicles). */
export function categoryLink(context: NavigationContext, category: CategoryData, vehicle: NavigationAnswer['vehicle']): string {
  const categorySlug = category.seoAlias;
  const categoryId = category.id;
  if (category.isUniversal) return context.link('UniversalCategory', { categorySlug, categoryId });
  if (!vehicle) return context.link('Category', { categorySlug, categoryId });
  if (vehicle.type === 1) return context.link('ManufacturerCategory', { categorySlug, manufacturerSlug: vehicle.slug, manufacturerId: Number(vehicle.id), categoryId });
  if (vehicle.type === 2) return context.link('SeriesCategory', { categorySlug, seriesSlug: vehicle.slug, seriesPageId: Number(vehicle.id), categoryId });
  return context.link('ModelCategory', { categorySlug, seriesSlug: vehicle.slug, modelId: String(vehicle.id), categoryId });
}

function readItems(context: NavigationContext, categories: CategoryData[], vehicle: NavigationAnswer['vehicle'], level: number): NavigationCategory[] {
  if (level > 3) return [];
  return categories.map((category) => ({
    label: category.title,
    href: categoryLink(context, category, vehicle),
    categoryId: category.id,
    children: readItems(context, category.children, vehicle, level + 1),
  }));
}

/**
 * Reading builds every menu link on every page, yet
 * the upstream cache hands out the same answer object until it expires. So the reading is kept per
 * answer object (weakly: it goes with the cached answer) and per edition and link prefix. The
 * result is shared between requests: callers must not change it.
 */
const readCache = new WeakMap<object, Map<string, NavigationCategory[]>>();

/** Category items up to three levels; the manufacturer list comes from the vehicle API instead. */
export function readNavigation(context: NavigationContext, answer: NavigationAnswer): NavigationCategory[] {
  const key = `${context.locale}|${context.link('Home', {})}`;
  let byKey = readCache.get(answer);
  if (!byKey) readCache.set(answer, (byKey = new Map()));
  let categories = byKey.get(key);
  if (!categories) byKey.set(key, (categories = readItems(context, answer.categories, answer.vehicle, 1)));
  return categories;
}

const nodeCache = new WeakMap<NavigationCategory[], Map<number, NavigationNode[]>>();

/** Nodes for the navigation overlay, down to `levels` levels (the header renders two; the island loads the third). Kept per categories array (shared, not to be changed). */
export function toNavigationNodes(categories: NavigationCategory[], levels = Infinity): NavigationNode[] {
  let byLevels = nodeCache.get(categories);
  if (!byLevels) nodeCache.set(categories, (byLevels = new Map()));
  let nodes = byLevels.get(levels);
  if (!nodes) byLevels.set(levels, (nodes = buildNodes(categories, levels)));
  return nodes;
}

function buildNodes(categories: NavigationCategory[], levels: number): NavigationNode[] {
  return categories.map((category) => ({
    label: category.label,
    href: category.href,
    ...(category.children.length && levels > 1 ? { children: buildNodes(category.children, levels - 1) } : {}),
  }));
}

export function flattenNavigation(categories: NavigationCategory[]): NavigationCategory[] {
  return categories.flatMap((category) => [category, ...flattenNavigation(category.children)]);
}
