/**
 * What the marketplace's handlers are handed at start instead of reading process-wide state: each
 * process (and each test) builds its own, so two marketplaces in one process never share them.
 * Only the shapes live here (the ports the composition fills): the domains implement them
 * (feeds/credentials.ts, payments/stripe.ts) and the composition hands them over (index.ts,
 * marketplace-services.ts), so this file stands under every domain and imports none. A setting's
 * default stands beside its shape where the configuration reads it too: there it costs no domain's code.
 */
import type { PaymentMethod } from '../../contract/index';
import type { Locale } from '../../locales/editions';

export interface MarketplaceDependencies {
  /** Tells every process on the database that offers changed outside a feed (a shop suspended, a review approved, an import confirmed). */
  offersChanged: () => void;
  /** Seals a feed URL's password the shop owner types in. */
  feedCredentials: FeedCredentials;
  /** Card, PayPal, Klarna and the local methods go through it; null: none is offered, the checkout works without. */
  paymentProvider: PaymentProvider | null;
  /** Customer service's mailbox and how long personal data is kept. */
  personalData: PersonalDataSettings;
  /** The marketplace's own bank account, into which prepayment shoppers transfer (central checkout). */
  collectionAccount: CollectionAccount;
  /** A mailbox of the desk's own for the shoppers' replies (service+<token>@…); null: customer service's mailbox serves. */
  deskMailbox: string | null;
  /** Signs and checks the check headers' challenges; the web tier in front signs with the same one. */
  checkSecret: string;
  /** What follows a change of a shop's payout account: the mail to the operator and the hold on payouts. */
  payoutAccount: PayoutAccountSettings;
  /** The "find my order" lookups taken per client address and per order number (orders/lookup-budget.ts). */
  orderLookups: OrderLookupBudget;
  /** Where the files the shop serves itself are kept (the photos buyers send with reviews among them). */
  mediaStore: FileStore;
  /** The marketplace's operator as its own invoices name it (the commission invoice to each shop). */
  operator: OperatorIdentity;
}

/** The operator's legal identity, as the imprint shows it: name, address, trade register and VAT ID. */
export interface OperatorIdentity {
  name: string; street: string; postcode: string; city: string; country: string;
  email: string; phone: string | null;
  /** e.g. "Amtsgericht Köln, HRB 98765". */
  register: string | null;
  vatId: string | null;
}

/** The media store's shape (media/store.ts): bytes under a key. */
export interface FileStore {
  read(key: string): Promise<Buffer | null>;
  write(key: string, bytes: Uint8Array): Promise<void>;
  size(key: string): Promise<number | null>;
}

/** A shop's payout account changed: who is told besides the shop's owners, and how long payouts to a new one wait. */
export interface PayoutAccountSettings {
  /** Hours payouts to a newly given account are held (0: none). */
  holdHours: number;
  /** When payouts go out: 0, the day after a month is closed; 1 to 28, that day of every month. */
  runDay: number;
  /** The operator's mailbox; null: only the shop's owners are mailed. */
  operatorAddress: string | null;
  /** The language the operator reads it in. */
  operatorLocale: string;
  /** The portal's bank-account page on the public origin of a reader's edition, linked in the mail. */
  bankAccountPage: (locale: Locale) => string;
}

/** The "find my order" lookups taken per client address and per order number within a window. */
export interface OrderLookupBudget {
  windowMs: number;
  perAddress: number;
  perNumber: number;
}

/** A quarter of an hour: ten lookups from an address (an office, a carrier's NAT), five of one order. */
export const DEFAULT_ORDER_LOOKUPS: OrderLookupBudget = { windowMs: 15 * 60_000, perAddress: 10, perNumber: 5 };

/**
 * Where new contact messages are also mailed, and how long personal data is kept. No service
 * address: no such mail is queued.
 */
export interface PersonalDataSettings {
  /** Customer service's mailbox; null: contact messages are only stored. */
  serviceAddress: string | null;
  /** The language customer service reads its notifications in (the operator's country's); German when not told. */
  serviceLocale?: string;
  /** Days after the order (guest orders) or the message until its personal data is anonymised. */
  guestOrderDays: number;
  contactMessageDays: number;
}

export interface CollectionAccount { holder: string; iban: string; bic: string }

/** Seals and opens feed passwords with one key, handed to whoever needs it (the portal's form, the fetcher). */
export interface FeedCredentials {
  /** False: no key is configured, so passwords can be neither stored nor used. */
  canSeal: boolean;
  /** "v1.<iv>.<tag>.<ciphertext>", each base64url. */
  seal(shopId: number, password: string): string;
  /** The password, or a thrown error when the seal was not made with this key for this shop. */
  open(shopId: number, sealed: string): string;
}

/** A payment the provider is asked to take. */
export interface PaymentRequest {
  orderNumber: string;
  amountCents: number;
  currency: 'EUR';
  methods: PaymentMethod[];
  description: string;
  /** Where the provider sends the shopper back after paying or cancelling. */
  returnUrl: string;
  cancelUrl: string;
  locale: string;
}

export interface StartedPayment { reference: string; redirectUrl: string }
export type PaymentState = 'pending' | 'paid' | 'failed';

/** Money paid back through the provider against the payment it took (its reference); key makes a repeat no second refund. */
export interface RefundRequest { reference: string; amountCents: number; key: string; refundId: number }
export interface SentRefund { id: string; status: string }
/** What a notification is about: a payment (its reference), or refunds and whether each went through. */
export type ProviderNotice = { reference: string } | { refunds: { id: string; succeeded: boolean; failed: boolean }[] };

export interface PaymentProvider {
  name: string;
  /** Which of the provider methods it can take at all; methods.ts chooses per edition and country. */
  methods: readonly PaymentMethod[];
  start(request: PaymentRequest): Promise<StartedPayment>;
  state(reference: string): Promise<PaymentState>;
  /**
   * A notification the provider sent, checked against its signature: the payment reference it is
   * about, null for one that concerns no payment; throws when the signature does not hold.
   */
  notification?(payload: Buffer, signature: string | undefined): Promise<ProviderNotice | null>;
  /** Pays back part of a payment taken; throws when the provider refuses or does not answer. */
  refund?(request: RefundRequest): Promise<SentRefund>;
}
