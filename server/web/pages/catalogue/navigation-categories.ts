/**
 * Every category of the navigation data with its SEO alias in the edition's language: the catch-all
 * and brand pages read ids and aliases from it.
 */
import type { NavigationCategory as CategoryData } from '../../../../contract/calls/catalogue';
import type { PageContext } from '../types';
import { requestEntity } from './fetch';

export interface NavigationCategory {
  id: number;
  title: string;
  /** The SEO alias in the edition's language (the first path segment of its listing). */
  alias: string;
  isUniversal: boolean;
  level: number;
}

function walk(categories: CategoryData[], level: number, out: NavigationCategory[]): void {
  for (const category of categories) {
    out.push({ id: category.id, title: category.title, alias: category.seoAlias, isUniversal: category.isUniversal, level });
    walk(category.children, level + 1, out);
  }
}

/** Every category of the navigation; null when the marketplace does not answer it. */
export async function navigationCategories(context: PageContext): Promise<NavigationCategory[] | null> {
  const navigation = await requestEntity(context, 'GET /navigation');
  if (!navigation) return null;
  const out: NavigationCategory[] = [];
  walk(navigation.categories, 1, out);
  return out;
}
