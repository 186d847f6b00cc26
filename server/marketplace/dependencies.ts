/**
 * What the marketplace's handlers are handed at start instead of reading process-wide state: each
 * process (and each test) builds its own, so two marketplaces in one process never share them.
 */
import { NO_FEED_CREDENTIALS, type FeedCredentials } from './feeds/credentials';
import type { PaymentProvider } from './payments/provider';

export interface MarketplaceDependencies {
  /** Tells every process on the database that offers changed outside a feed (a shop suspended, a review approved, an import confirmed). */
  offersChanged: () => void;
  /** Seals a feed URL's password the shop owner types in. */
  feedCredentials: FeedCredentials;
  /** Card, PayPal, Klarna and the local methods go through it; null: none is offered, the checkout works without. */
  paymentProvider: PaymentProvider | null;
}

/** A marketplace nobody listens to: its changes reach no cache (tests, benchmarks, scripts). */
export const QUIET_DEPENDENCIES: MarketplaceDependencies = {
  offersChanged: () => {},
  feedCredentials: NO_FEED_CREDENTIALS,
  paymentProvider: null,
};
