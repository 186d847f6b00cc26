/**
 * The "all categories" / "all manufacturers" path words of the part number search per edition
 * (common.json partNumberSearch). Read from the resources so hreflang links carry each edition's
 * own words and a link from another edition is still read as "all".
 */
import { EDITIONS, LOCALES, type Locale } from '../../../../locales/editions';
import { loadResource } from '../../../../locales/i18n';

export interface PartNumberWords {
  category: string;
  manufacturer: string;
}

let cache: Record<Locale, PartNumberWords> | undefined;

export function partNumberWords(): Record<Locale, PartNumberWords> {
  if (!cache) {
    cache = Object.fromEntries(LOCALES.map((locale) => {
      const words = (loadResource(EDITIONS[locale].language).partNumberSearch ?? {}) as Partial<PartNumberWords>;
      return [locale, { category: words.category ?? '', manufacturer: words.manufacturer ?? '' }];
    })) as Record<Locale, PartNumberWords>;
  }
  return cache;
}

const same = (a: string, b: string) => a !== '' && a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

export function isAllCategories(slug: string): boolean {
  return Object.values(partNumberWords()).some((words) => same(words.category, slug));
}

export function isAllManufacturers(slug: string): boolean {
  return Object.values(partNumberWords()).some((words) => same(words.manufacturer, slug));
}
