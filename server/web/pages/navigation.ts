/**
 * The marketplace's navigation answer ({ items: [{ type, label, link, body }] }, spec section 3)
 * turned into header navigation. Its links are read with the route table and rebuilt with link(),
 * so the edition's host/prefix rules apply and nothing unknown is linked.
 */
import type { NavigationNode } from '../../../views/islands/NavigationOverlay';
import { matchRoute, type RouteMatch } from '../routes/table';
import type { PageContext } from './types';

interface RawItem {
  type?: unknown;
  label?: unknown;
  link?: unknown;
  body?: unknown;
}

/** What reading needs of a request: the edition and its link builder (the sitemap has no page context). */
export type NavigationContext = Pick<PageContext, 'edition' | 'locale' | 'link'>;

export interface NavigationCategory {
  label: string;
  href: string;
  categoryId?: number;
  children: NavigationCategory[];
}

function readRoute(context: NavigationContext, href: string): RouteMatch | null {
  const prefix = context.edition.prefix;
  let path = href.split('?')[0] ?? '';
  if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) path = path.slice(prefix.length) || '/';
  if (!path.startsWith('/')) return null;
  const route = matchRoute(path, context.locale);
  return route && route.page !== 'Catalogue' ? route : null;
}

function readItems(context: NavigationContext, body: unknown, level: number): NavigationCategory[] {
  if (level > 3 || !Array.isArray(body)) return [];
  return (body as RawItem[]).flatMap((item) => {
    if (typeof item !== 'object' || item === null || item.type !== 'category') return [];
    if (typeof item.label !== 'string' || typeof item.link !== 'string') return [];
    const route = readRoute(context, item.link);
    if (!route) return [];
    const params = route.params as { categoryId?: number };
    return [{
      label: item.label,
      href: context.link(route.page, route.params as never),
      categoryId: params.categoryId,
      children: readItems(context, item.body, level + 1),
    }];
  });
}

/**
 * Reading runs the route matcher for every menu link, on every page (issue 8: ~9 % of the CPU), yet
 * the upstream cache hands out the same answer object until it expires. So the reading is kept per
 * answer object (weakly: it goes with the cached answer) and per edition and link prefix. The
 * result is shared between requests: callers must not change it.
 */
const readCache = new WeakMap<object, Map<string, NavigationCategory[]>>();

/** Category items up to three levels; the manufacturer list comes from the vehicle API instead. */
export function readNavigation(context: NavigationContext, answer: unknown): NavigationCategory[] {
  const items = typeof answer === 'object' && answer !== null && 'items' in answer ? (answer as { items: unknown }).items : answer;
  if (typeof answer !== 'object' || answer === null) return readItems(context, items, 1);
  const key = `${context.locale}|${context.link('Home', {})}`;
  let byKey = readCache.get(answer);
  if (!byKey) readCache.set(answer, (byKey = new Map()));
  let categories = byKey.get(key);
  if (!categories) byKey.set(key, (categories = readItems(context, items, 1)));
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
