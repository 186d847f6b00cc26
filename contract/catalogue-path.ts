/**
 * The general catalogue path reading rule:
 *   /{firstSlug}/{secondSlug}/{type}-{id}-{categoryId}-{brandId}{rest}
 * type selects the vehicle context (1 manufacturer, 2 series page, 3 model), an empty id is null,
 * categoryId is the third part, brandId is read only when four parts are present, and whatever
 * follows the typed segment is kept as the remaining path (default '/').
 * The universal category form /{categorySlug}/8-{categoryId} is read here as well.
 */
export interface CataloguePathReading {
  firstSlug: string;
  secondSlug: string;
  /** 1, 2, 3, 8 (universal) or null when no vehicle context is given. */
  type: number | null;
  id: string | null;
  categoryId: string | null;
  brandId: string | null;
  /** The path after the typed segment. */
  path: string;
}

const TYPED_SEGMENT = /^(\d*)-([^-]*)(?:-([^-]*))?(?:-([^-]*))?$/;
const UNIVERSAL_SEGMENT = /^8-([^-]+)$/;

export function readCataloguePath(pathname: string): CataloguePathReading | null {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [firstSlug, secondSlug, typed] = segments;
  if (firstSlug === undefined || secondSlug === undefined) return null;

  if (segments.length === 2) {
    const universal = UNIVERSAL_SEGMENT.exec(secondSlug);
    if (!universal) return null;
    return { firstSlug, secondSlug, type: 8, id: null, categoryId: universal[1] ?? null, brandId: null, path: '/' };
  }

  const parts = typed === undefined ? null : TYPED_SEGMENT.exec(typed);
  if (!parts) return null;
  const [, type, id, categoryId, brandId] = parts;
  const rest = segments.slice(3);
  return {
    firstSlug,
    secondSlug,
    type: type ? Number(type) : null,
    id: id || null,
    categoryId: categoryId || null,
    // brandId only exists when the segment has four parts
    brandId: brandId === undefined ? null : brandId || null,
    path: rest.length ? `/${rest.join('/')}` : '/',
  };
}

/** The vehicle part of a catalogue path: a manufacturer (1), series page (2) or model (3). */
export interface VehicleSegment {
  slug: string;
  type: 1 | 2 | 3;
  id: number | string;
}

export interface CategoryRef {
  id: number;
  seoAlias: string;
  isUniversal: boolean;
}

/**
 * Builds the path of a category listing below the edition's base (no prefix): universal categories
 * as /{alias}/8-{id}, the rest for a vehicle (/{alias}/{slug}/{type}-{id}-{categoryId}) or for all
 * vehicles (/{alias}/{allVehicles}/--{categoryId}). The inverse of readCataloguePath.
 */
export function categoryPath(words: { allVehicles: string }, category: CategoryRef, vehicle?: VehicleSegment | null): string {
  const alias = encodeURIComponent(category.seoAlias);
  if (category.isUniversal) return `/${alias}/8-${category.id}`;
  if (vehicle) return `/${alias}/${encodeURIComponent(vehicle.slug)}/${vehicle.type}-${vehicle.id}-${category.id}`;
  return `/${alias}/${encodeURIComponent(words.allVehicles)}/--${category.id}`;
}

/** A manufacturer's vehicle page below the edition's base: /{section}/{seoName}/1-{id}-. */
export function manufacturerPath(words: { section: string }, manufacturer: { id: number; seoName: string }): string {
  return `/${encodeURIComponent(words.section)}/${encodeURIComponent(manufacturer.seoName)}/1-${manufacturer.id}-`;
}

/** What a browser-side link builder needs: the page's base ('' or the edition prefix in use) and the edition's words. */
export interface CatalogueLinks {
  base: string;
  words: { allVehicles: string; section: string };
}

export const categoryHref = (links: CatalogueLinks, category: CategoryRef, vehicle?: VehicleSegment | null) =>
  links.base + categoryPath(links.words, category, vehicle);
