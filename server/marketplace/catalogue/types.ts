/** Answer bodies of the catalogue, listing and search endpoints. */
import type { ProductPhoto } from '../photos/answer';

export type { ProductPhoto };
export interface CategoryRef { id: number; title: string; seoAlias: string }
export interface Category {
  id: number;
  /** Id used in URLs; the same as id here. */
  urlId: number;
  leafNumber: number;
  title: string;
  /** Title as shown: parent's title in brackets unless the parent is id 1 or has the same title. */
  displayTitle: string;
  seoAlias: string;
  imageFilename: string | null;
  level: number;
  isUniversal: boolean;
  isLeaf: boolean;
  popularity: number;
  parent: CategoryRef | null;
  topParent: CategoryRef;
  seoText: string | null;
  description: string | null;
  children: CategoryRef[];
}

/**
 * A product card. `id` is the article (spare part) id and is what /Angebote?sparePartId= and
 * /Artikel/{id} take; `offerId` is the cheapest offer that ships to the delivery country (null when
 * no shop ships there) and is the articleId query parameter of the article page.
 */
export interface Product {
  id: number;
  offerId: number | null;
  normNumber: string;
  articleNumber: string;
  /** Brand, part type and the facts that name the article: "ATE Bremsscheiben Ø 288 mm belüftet". */
  title: string;
  /** The naming facts alone ("Ø 288 mm belüftet"), '' when the article has none. */
  keyFacts: string;
  manufacturer: { id: number; name: string; seoName: string; logo: string | null };
  /** The first photo's files; null: the article has none (smallImages then holds the category's icon). */
  photo: ProductPhoto | null;
  smallImages: string[];
  type: { id: number; title: string };
  category: { id: number; seoAlias: string; isUniversal: boolean };
  langNo: number;
  /** First document number in the request language (or language-neutral), null when none. */
  docNo: string | null;
  priceCents: number | null;
  refundCents: number;
  offerCount: number;
  inStock: boolean;
}

export interface FilterAttribute { value: string; title: string; count?: number; isActive: boolean }
/** Filters per key; delivery_country holds one value. */
export type Filters = Record<string, { attributes: FilterAttribute[] }>;

export type ListingSort = 'popularity' | 'price-asc' | 'price-desc' | 'relevance';

export interface Listing {
  isUniversal: boolean;
  spareParts: Product[];
  resultCount: number;
  availablePageCount: number;
  page: number;
  pageSize: number;
  sort: ListingSort;
  category: Category | null;
  filters: Filters;
}

