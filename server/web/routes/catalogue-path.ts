/**
 * The general catalogue path reading rule of spec section 2:
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
