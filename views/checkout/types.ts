/** What the checkout and order pages show; the web tier fills these from the marketplace's answers. */
import type { ProblemReportProps } from './problem-types';
import type { PartMessagesProps } from './message-types';
import type { CheckoutAnswer, OrderAnswer, QuoteAnswer, QuoteChangeAnswer } from '../../contract/calls/orders';
import type { FieldProblem } from '../../contract/address-rules';
import type { OrderSummary } from '../../contract/calls/order-lists';
import type { FitmentNote } from '../catalogue/types';

export type { CheckoutAnswer, OrderAnswer, QuoteAnswer, QuoteChangeAnswer };

/** The form as typed (kept when the page comes back with a message). */
export interface CheckoutValues {
  idempotencyKey: string;
  email: string; phone: string;
  name: string; street: string; zip: string; city: string;
  billingDifferent: boolean;
  billingName: string; billingStreet: string; billingZip: string; billingCity: string; billingCountry: string;
  /** A business buyer's company name and VAT ID (both optional; a VAT ID needs the company). */
  company: string; vatId: string;
  /** Payment method and terms accepted, by shop id. */
  payments: Record<string, string>;
  accepted: Record<string, boolean>;
}

export type CheckoutProblem =
  /** By form field name ("zip", "billingCity", "payment"): why it was refused. */
  | { kind: 'fields'; fields: Record<string, FieldProblem> }
  | { kind: 'terms' | 'payment' | 'confirmChanges' | 'unavailable' | 'empty' }
  /** The order call got no answer and asking after it got none either: it may have been placed. */
  | { kind: 'unsettled'; email: string };

export interface CheckoutPageProps {
  /** null: the marketplace did not answer (the form cannot be shown without prices). */
  quote: QuoteAnswer | null;
  providerMethods: string[];
  signedInEmail: string | null;
  values: CheckoutValues;
  changes: QuoteChangeAnswer[] | null;
  problem: CheckoutProblem | null;
  /** Whether each article fits the chosen vehicle, by article id. */
  fitment?: Record<string, FitmentNote>;
}

/** The refund account form refused: what was typed, and the field at fault (or no answer). */
export interface RefundAccountAttempt { refundAccount: true; values: { holder: string; iban: string }; problem: 'holder' | 'iban' | 'unavailable' }

export interface OrderPageProps {
  order: OrderAnswer | null;
  /** Just placed: say thank you and where the mail goes. */
  placed: boolean;
  payment: 'none' | 'pending' | 'paid' | 'failed' | null;
  /** The signed link's token, for the "pay now" form and the withdrawal links. */
  token: string;
  unavailable: boolean;
  /** Back from a withdrawal: that part's number, to confirm it at the top. */
  withdrawn: string | null;
  /** Back from cancelling a part: its number and whether it was cancelled (refused: it had been shipped meanwhile; failed: no answer). */
  cancelled?: { part: string; outcome: 'cancelled' | 'refused' | 'failed' } | null;
  /** Back from rating an article or a shop: thanks (older links may name a refusal). */
  reviewed?: ReviewSent | null;
  /** A rating the marketplace did not keep: the form again, with what was typed and why, beside the field. */
  ratingAttempt?: RatingAttempt | null;
  /** A problem report refused (the form again with the reason) or just sent (its reference). */
  problemReport?: ProblemReportProps;
  /** The messages with the parts' shops, a message form refused or one just sent. */
  messages?: PartMessagesProps;
  /** The refund account form refused; saved: it was kept just now. */
  refundAccount?: { attempt: RefundAccountAttempt | null; saved: boolean };
}

/** A page of the shopper's orders, and what each link to another of its pages keeps (the mailed link's token). */
export interface OrderListView {
  orders: OrderSummary[];
  page: number;
  pages: number;
  query: Record<string, string>;
}

export interface OrdersPageProps {
  /** Signed in (DE, AT): the account's orders; null for guests. */
  history: OrderListView | null;
  /** Opened by the mailed list link: its orders, or list null when the link ran out. */
  mailed: { list: OrderListView | null } | null;
  lookup: { number: string; email: string; problem: 'notFound' | 'invalid' | 'unavailable' | 'tooMany' | null; retryMinutes?: number };
  /** The form that mails the list's link: sent once asked (whatever the address), or why not. */
  listLink: { email: string; sent: boolean; problem: 'invalid' | 'unavailable' | 'tooMany' | null; retryMinutes?: number };
  accounts: boolean;
  unavailable: boolean;
}

export function emptyValues(idempotencyKey: string): CheckoutValues {
  return {
    idempotencyKey, email: '', phone: '', name: '', street: '', zip: '', city: '', billingDifferent: false,
    billingName: '', billingStreet: '', billingZip: '', billingCity: '', billingCountry: '', company: '', vatId: '', payments: {}, accepted: {},
  };
}

/** What became of a rating sent from the order page: the key of the message the page shows (articleReviews.*). */
export const REVIEW_SENT = ['thanks', 'shopRated', 'refused', 'notDelivered', 'notReceived', 'ownShop'] as const;
export type ReviewSent = (typeof REVIEW_SENT)[number];

/** Why a rating was not kept, as articleReviews.problem.* says it; each stands beside its field (form: above the whole form). */
export const RATING_PROBLEMS = {
  stars: 'rating', textMissing: 'text', textTooLong: 'text', authorMissing: 'author', authorTooLong: 'author',
  photoNotImage: 'photos', photoTooLarge: 'photos', photoTooMany: 'photos',
  deliveryStars: 'delivery', communicationStars: 'communication',
  notDelivered: 'form', notReceived: 'form', unpaid: 'form', ownShop: 'form', moderated: 'form', unavailable: 'form',
} as const;
export type RatingProblem = keyof typeof RATING_PROBLEMS;
export type RatingField = (typeof RATING_PROBLEMS)[RatingProblem];

/** The form sent (an article's review, articleId set; or the shop's stars), as typed, and why it came back. */
export interface RatingAttempt {
  part: string;
  articleId: number | null;
  problem: RatingProblem;
  values: { rating?: number; text?: string; author?: string; delivery?: number; communication?: number };
}
