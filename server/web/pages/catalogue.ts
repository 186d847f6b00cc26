/**
 * The catch-all catalogue page (/* renders the catalogue page). A single segment
 * that is a category's SEO alias in the edition's language (e.g. /Bremsscheiben) answers 301 to
 * that category's page; anything else is not found.
 */
import { navigationCategories } from './catalogue/navigation-categories';
import type { PageLoader } from './types';
import { defineScreen } from './screen';

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

function aliasOf(path: string): string | null {
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments.length !== 1) return null;
  try {
    return decodeURIComponent(segments[0]!);
  } catch {
    return null;
  }
}

export const loadCatalogue: PageLoader<'Catalogue'> = async (context) => {
  const alias = aliasOf(context.params.path);
  if (!alias || alias.length > 120) return { kind: 'notFound' };
  // An unknown path stays a 404 even when the marketplace cannot answer.
  const categories = (await navigationCategories(context).catch(() => null)) ?? [];
  const category = categories.find((entry) => same(entry.alias, alias));
  if (!category) return { kind: 'notFound' };
  const params = { categorySlug: category.alias, categoryId: category.id };
  const location = category.isUniversal ? context.link('UniversalCategory', params) : context.link('Category', params);
  return { kind: 'redirect', status: 301, location };
};

export const catalogueScreen = defineScreen({ page: 'Catalogue', load: loadCatalogue });
