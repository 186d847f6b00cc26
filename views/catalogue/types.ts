/** View models of the catalogue screens: plain data with links already built by the loaders. */

export interface Crumb {
  label: string;
  href: string;
}

export interface ImageData {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** A product photo's files: srcset per format ("url 200w, url 400w"); absent for an icon or a logo. */
  sources?: { avif: string; webp: string };
}

/** Whether a part fits the shopper's vehicle, said in the edition's words. */
export interface FitmentNote {
  fits: boolean;
  text: string;
}

export interface ArticleCardData {
  key: string;
  href: string;
  brandName: string;
  title: string;
  articleNumber: string;
  image?: ImageData;
  /** Cheapest offer in stock in cents, if any shop has one. */
  priceCents?: number;
  offerCount: number;
  /** Offered, but no shop has it in stock for the delivery country. */
  unavailable?: boolean;
  isUniversal?: boolean;
  /** With a chosen vehicle: whether this part fits it. */
  fitment?: FitmentNote;
}

export interface FilterValueData {
  value: string;
  label: string;
  /** Articles the listing shows with this value chosen (under the other chosen filters). */
  count?: number;
  isActive: boolean;
  /** Link that toggles this value (no-JS). */
  href: string;
}

export interface FilterGroupData {
  key: string;
  label: string;
  /** delivery_country takes one value: radios instead of checkboxes. */
  single: boolean;
  values: FilterValueData[];
}

export interface HiddenField {
  name: string;
  value: string;
}

export interface PageLinkData {
  page: number;
  href: string;
  current: boolean;
}

export interface PagingData {
  page: number;
  pageCount: number;
  previous?: string;
  next?: string;
  pages: PageLinkData[];
}

export interface SortData {
  current: string;
  options: { value: string; label: string }[];
  /** Query fields the sort form keeps (filters, modelId ...); page resets. */
  hidden: HiddenField[];
}

export interface ListingData {
  resultCount: number;
  articles: ArticleCardData[];
  filters: FilterGroupData[];
  /** Fields the filter form keeps (sort, modelId ...); page resets. */
  filterHidden: HiddenField[];
  resetHref?: string;
  sort: SortData;
  paging: PagingData;
  /** Form action: the page itself. */
  action: string;
}

export interface LinkItem {
  key: string;
  label: string;
  href: string;
  detail?: string;
  image?: ImageData;
}
