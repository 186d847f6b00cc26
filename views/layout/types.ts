/** What the header and footer show on every page, loaded once per request (server/web/pages/layout-data.ts). */
import type { Consent } from '../../client/consent/policy';
import type { NavigationNode } from '../islands/navigation/types';

export interface Review {
  comment: string;
  rating?: number;
  date?: string;
  author?: string;
}

export type VehicleField = { name: 'modelId' | 'vehicleSeriesGroupId' | 'vehicleManufacturerId'; value: string };

export interface LayoutData {
  /** Organisation rating; default 4.82 with 11542 reviews until live values replace them. */
  rating: { value: number; reviewCount: number; name: string };
  /** At most 4, only non-empty comments. */
  reviews: Review[];
  /** Top and second category level; the navigation island loads the third and the manufacturers. */
  navigation: NavigationNode[];
  /** null: the cart could not be asked (the header shows no number rather than a wrong one). */
  cartCount: number | null;
  /** The chosen vehicle, if any, for the vehicle box and the search form's hidden field. */
  vehicle?: {
    label: string;
    /** The part of the label a phone's header leaves out: the generation's chassis codes. */
    codes?: string;
    href: string;
    field: VehicleField;
    /** A chosen model can be removed: where the form returns the shopper, and its texts. */
    forget?: { returnTo: string; label: string };
  };
  /** The current path with its query, for the login redirectUrl and the delivery-country returnTo. */
  currentPath?: string;
  /** The search term to show again in the header search box (search pages). */
  query?: string;
  /** Imported reference data is in the catalogue: the footer links the data-sources page its licences require. */
  dataSources?: boolean;
  /** The visitor's choices for external content (from the consent cookies); the defaults when absent. */
  consent?: Consent;
  /** The payment methods the footer names: what the visitor's cart can be paid with here, else what the edition takes. */
  paymentMethods?: string[];
  /** Editions with accounts: whether someone is signed in (header account link); userActive = saved-vehicle list non-empty. */
  account?: { signedIn: boolean; userActive: boolean };
}

export const DEFAULT_RATING: LayoutData['rating'] = { value: 4.82, reviewCount: 11542, name: 'Spareo' };

export const DEFAULT_LAYOUT: LayoutData = {
  rating: DEFAULT_RATING,
  reviews: [],
  navigation: [],
  cartCount: 0,
};
