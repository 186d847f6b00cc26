/** Answer bodies of the search endpoints. */
import type { Listing, Product } from '../catalogue/types';

/** A category the search names: data only; callers build its link with the path grammar. */
export interface CategorySuggestion { id: number; title: string; seoAlias: string; isUniversal: boolean }

/** Suggestions: categories grouped (at most 5 each), plus products. `results` is every category suggested. */
export interface SuggestionAnswer {
  results: CategorySuggestion[];
  vehicleSpecific: CategorySuggestion[];
  universal: CategorySuggestion[];
  products: Product[];
  universalProducts: Product[];
}

/** Full-text search: the listing shape plus the matched categories split into vehicle-specific and universal ones. */
export interface SearchAnswer extends Listing {
  term: string;
  results: CategorySuggestion[];
  vehicleSpecific: CategorySuggestion[];
  universal: CategorySuggestion[];
  specific: CategorySuggestion[];
  products: Product[];
  universalProducts: Product[];
  /** Articles matched by article, norm or OE number; they come first in spareParts. */
  partNumberMatches: number;
  /** The term as searched when words of it were corrected; null when it was searched as typed. */
  correctedTerm: string | null;
  /** A part number one typo away from the term's, offered to the shopper, not searched. */
  didYouMean: string | null;
  /** The vehicle the term names, which narrowed the results; models: how many of its engines (null: a whole make or family). */
  termVehicle: TermVehicle | null;
}

export interface TermVehicle { label: string; manufacturerId: number; seriesPageId: number | null; seriesPageSlug: string | null; models: number | null }

export interface PartNumberAnswer {
  partNumber: string;
  normNumber: string;
  /** Exact article-number matches, then OE cross references, then prefix matches. */
  spareParts: (Product & { match: 'article' | 'oe' | 'prefix' })[];
  resultCount: number;
}
