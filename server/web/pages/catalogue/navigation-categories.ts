/**
 * The category tree as the navigation call delivers it (labels and links in the edition's
 * language). There is no alias or brand endpoint, so the catch-all and brand pages read ids and
 * SEO aliases from these links with the route table's own path reader.
 */
import type { Navigation, NavigationItem } from '../../../marketplace/catalogue/types';
import { readCataloguePath } from '../../routes/catalogue-path';
import type { PageContext } from '../types';
import { fetchEntity } from './fetch';

export interface NavigationCategory {
  id: number;
  title: string;
  /** The SEO alias in the edition's language (the first path segment of the link). */
  alias: string;
  isUniversal: boolean;
  level: number;
}

function readLink(link: string, prefix: string): { alias: string; id: number; isUniversal: boolean } | null {
  const path = prefix && link.startsWith(`${prefix}/`) ? link.slice(prefix.length) : link;
  const reading = readCataloguePath(path);
  if (!reading?.categoryId || !/^\d{1,9}$/.test(reading.categoryId)) return null;
  let alias = reading.firstSlug;
  try {
    alias = decodeURIComponent(alias);
  } catch {
    // keep the raw segment
  }
  return { alias, id: Number(reading.categoryId), isUniversal: reading.type === 8 };
}

function walk(items: NavigationItem[], prefix: string, level: number, out: NavigationCategory[]): void {
  for (const item of items) {
    if (item.type !== 'category') continue;
    const read = item.link ? readLink(item.link, prefix) : null;
    if (read) out.push({ ...read, title: item.label, level });
    if (item.body) walk(item.body, prefix, level + 1, out);
  }
}

/** Every category of the navigation; null when the marketplace does not answer it. */
export async function navigationCategories(context: PageContext): Promise<NavigationCategory[] | null> {
  const navigation = await fetchEntity<Navigation>(context, '/navigation');
  if (!navigation) return null;
  const out: NavigationCategory[] = [];
  walk(navigation.items ?? [], context.edition.prefix, 1, out);
  return out;
}
