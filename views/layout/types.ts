/** What the header and footer show on every page, loaded once per request (server/web/pages/layout-data.ts). */
import type { NavigationNode } from '../islands/NavigationOverlay';

export interface Review {
  comment: string;
  rating?: number;
  date?: string;
  author?: string;
}

export interface LayoutData {
  /** Organisation rating; spec default 4.82 with 11542 reviews until live values replace them. */
  rating: { value: number; reviewCount: number; name: string };
  reviews: Review[];
  navigation: NavigationNode[];
  manufacturers: NavigationNode[];
  cartCount: number;
  /** The chosen vehicle, if any, for the vehicle box and the search form's hidden field. */
  vehicle?: { label: string; href: string; field: { name: 'modelId' | 'vehicleSeriesGroupId' | 'vehicleManufacturerId'; value: string } };
}

export const DEFAULT_LAYOUT: LayoutData = {
  rating: { value: 4.82, reviewCount: 11542, name: 'Spareo' },
  reviews: [],
  navigation: [],
  manufacturers: [],
  cartCount: 0,
};
