/**
 * The checkout and the shopper's orders: the quote to show, placing an order, the order page, the
 * order history and the guest's lookup by number and e-mail. Shops reach their orders through
 * their own token-authenticated routes (docs/checkout.md), not through these calls.
 */
import * as z from 'zod';
import { hasControlCharacters } from '../address-rules';
import { buyerVatIdProblem, compactVatId } from '../vat-id';
import { defineCall } from '../call';
import { invoiceSummary } from './invoices';

/** Shop methods (prepayment, cash on delivery, invoice), then the payment provider's (Stripe Checkout's payment_method_types). */
export const VAT_ID_MESSAGE = 'expected a VAT ID with its country prefix, like DE136695976';
export const VAT_ID_CHECK_MESSAGE = 'the VAT ID\'s check digit does not match';
export const PAYMENT_METHOD = z.enum(['prepayment', 'cod', 'invoice', 'card', 'paypal', 'klarna', 'ideal', 'eps', 'bancontact', 'bizum', 'satispay']);
/** withdrawn: the shopper withdrew (whole part or some lines); returned: the shop has the goods back; refunded: the shop paid back. */
export const ORDER_STATUS = z.enum(['awaiting_payment', 'new', 'accepted', 'refused', 'shipped', 'cancelled', 'withdrawn', 'returned', 'refunded']);
export const ORDER_NUMBER_PATTERN = /^SP-\d{6}-[2-9A-HJKMNP-Z]{6}$/;
/** What the order lookup takes: an order number, or a shop's part number (the order's number and the part's suffix). */
export const LOOKUP_NUMBER_PATTERN = /^SP-\d{6}-[2-9A-HJKMNP-Z]{6}(-\d{1,3})?$/;

const noControl = (value: string) => !hasControlCharacters(value);
const CONTROL_MESSAGE = 'control characters are not allowed';
const text = (max: number) => z.string({ error: 'expected text' }).refine(noControl, CONTROL_MESSAGE).trim().min(1, 'required').max(max, `at most ${max} characters`);
/** The shape of any postal code; whether it fits the country is asked of address-rules with the country. */
const postalCode = z.string({ error: 'expected text' }).refine(noControl, CONTROL_MESSAGE).trim().regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, 'expected a postal code');
const country = z.string().regex(/^[A-Z]{2}$/, 'expected a country code');

// The lengths of openTRANS/BMEcat addresses, so every order reaches the shop as given.
export const addressInput = z.object({ name: text(50), street: text(50), zip: postalCode, city: text(50) });
export const address = addressInput.extend({ country });
/** An address as answered (stored as it was given). */
export const storedAddress = z.object({ name: z.string(), street: z.string(), zip: z.string(), city: z.string(), country: z.string() });
export type StoredAddress = z.infer<typeof storedAddress>;
const bankAccount = z.object({ holder: z.string(), iban: z.string(), bic: z.string() });

export type PaymentMethod = z.infer<typeof PAYMENT_METHOD>;
/** Methods paid through the payment provider before the shop sees its part. */
export const PROVIDER_METHODS: readonly PaymentMethod[] = ['card', 'paypal', 'klarna', 'ideal', 'eps', 'bancontact', 'bizum', 'satispay'];
/** Methods a shop itself takes (and ticks in the portal); the provider's are the marketplace's for every shop. */
export const SHOP_METHODS: readonly PaymentMethod[] = ['prepayment', 'cod', 'invoice'];
export type OrderStatus = z.infer<typeof ORDER_STATUS>;
export type Address = z.infer<typeof storedAddress>;
export type BankAccount = z.infer<typeof bankAccount>;

const quoteLine = z.object({
  lineId: z.number(), offerId: z.number(), articleId: z.number(), quantity: z.number(), price: z.number(), lineTotal: z.number(), refund: z.number(),
  title: z.string(), brand: z.string(), articleNumber: z.string(), sku: z.string().nullable(), ean: z.string().nullable(),
});
export type QuoteLine = z.infer<typeof quoteLine>;
/** Why a shop's part carries no VAT: an export out of the EU, or a small business's exemption under the law named. */
export const vatNote = z.union([z.object({ kind: z.literal('export') }), z.object({ kind: z.literal('smallBusiness'), basis: z.string() }), z.object({ kind: z.literal('intraCommunity') })]);
export type VatNote = z.infer<typeof vatNote>;
const quoteShop = z.object({
  shop: z.object({ id: z.number(), name: z.string(), slug: z.string() }),
  lines: z.array(quoteLine),
  itemsCents: z.number(), shippingCents: z.number(), totalCents: z.number(), vatRateBp: z.number(), vatCents: z.number(), vatNote: vatNote.nullable(),
  deliveryDays: z.object({ min: z.number(), max: z.number() }),
  /** The latest day the shop's parcel arrives when ordered now (YYYY-MM-DD). */
  deliveryBy: z.string().nullable().default(null),
  /** The shop's own methods for this delivery (prepayment, invoice, cash on delivery); the provider's come beside the quote. */
  paymentMethods: z.array(PAYMENT_METHOD),
  terms: z.string(), cancellationPolicy: z.string(),
});
export type QuoteShop = z.infer<typeof quoteShop>;
/** A cart line that cannot be ordered now (withdrawn, out of stock, not shipped to the country). */
const excludedLine = z.object({ lineId: z.number(), offerId: z.number(), title: z.string(), shopName: z.string(), quantity: z.number(), reason: z.enum(['withdrawn', 'stock', 'country']) });
export const quote = z.object({
  shops: z.array(quoteShop), excluded: z.array(excludedLine), deliveryCountry: z.string(),
  itemsCents: z.number(), shippingCents: z.number(), totalCents: z.number(), vatCents: z.number(), fingerprint: z.string(),
});
export type QuoteAnswer = z.infer<typeof quote>;
export type Quote = QuoteAnswer;
export type ExcludedLine = z.infer<typeof excludedLine>;

/** What changed since the shopper's quote; which fields come with it depends on its kind. */
export const quoteChange = z.object({
  kind: z.enum(['price', 'quantity', 'unavailable', 'added', 'shipping']),
  offerId: z.number().optional(), shopId: z.number().optional(), title: z.string().optional(), shopName: z.string(),
  before: z.number().optional(), after: z.number().optional(),
});
export type QuoteChangeAnswer = z.infer<typeof quoteChange>;
export type QuoteChange = QuoteChangeAnswer;

/** The 409 refusal of an order whose quote changed since the shopper saw it: what changed and the quote now. */
export const orderChangedProblem = z.object({ error: z.literal('changed'), changes: z.array(quoteChange), quote });

const checkoutAnswer = z.object({
  quote,
  /** The provider's methods for this edition and delivery country (none without a provider); every shop's part may be paid with them. */
  providerMethods: z.array(PAYMENT_METHOD),
  signedIn: z.boolean(),
  remembered: z.object({ email: z.string(), phone: z.string().nullable(), delivery: storedAddress.nullable(), billing: storedAddress.nullable() }).nullable(),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;

export const placeOrderBody = z.object({
  idempotencyKey: z.string().regex(/^[\w-]{16,100}$/, 'expected a key of 16 to 100 letters, digits, - or _'),
  fingerprint: z.string().max(20_000),
  email: z.email({ error: 'expected an e-mail address' }).max(254),
  phone: z.preprocess((v) => (v === '' ? undefined : v), z.string().refine(noControl, CONTROL_MESSAGE).trim().regex(/^\+?[0-9 ()/.-]{5,30}$/, 'expected a phone number').optional()),
  delivery: addressInput,
  billing: address.optional(),
  /** A business buyer (a garage): its company name and VAT ID go on the invoice, which then is an EN 16931 e-invoice. */
  company: z.preprocess((v) => (v === '' ? undefined : v), text(100).optional()),
  vatId: z.preprocess((v) => (v === '' ? undefined : v), z.string({ error: 'expected text' }).trim().max(20, 'at most 20 characters')
    .refine((v) => buyerVatIdProblem(v) !== 'checkDigit', VAT_ID_CHECK_MESSAGE).refine((v) => buyerVatIdProblem(v) === null, VAT_ID_MESSAGE).transform(compactVatId).optional()),
  shops: z.array(z.object({
    shopId: z.number().int().positive(),
    payment: PAYMENT_METHOD,
    acceptTerms: z.literal(true, { error: 'the shop\'s terms and withdrawal policy must be accepted' }),
  })).min(1, 'at least one shop').max(100),
  /** The order page link with {number} and {token}: the mails carry it (the marketplace builds no page URLs). */
  orderUrl: z.url().max(1000).refine((url) => url.includes('%7Bnumber%7D') || url.includes('{number}'), 'must contain {number}'),
  /** Where the payment provider sends the shopper back; {number} and {token} as above. */
  paymentReturnUrl: z.url().max(1000).optional(),
}, { error: 'expected a JSON object' }).superRefine((body, ctx) => {
  if (body.vatId && !body.company) ctx.addIssue({ code: 'custom', path: ['company'], message: 'required with a VAT ID' });
});
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

/** The legal withdrawal period for goods bought at a distance, in days; a shop's terms may give more. */
export const STATUTORY_WITHDRAWAL_DAYS = 14;
/** Methods whose parts wait for the money before the shop may ship: their delivery time counts from the payment's booking. */
export const PAYMENT_AWAITED_METHODS: readonly PaymentMethod[] = ['prepayment'];

/** Every one of these methods waits for the money (a prepayment-only shop): the shop ships only once it is booked. */
export function onlyAwaitedMethods(methods: readonly string[]): boolean {
  return methods.length > 0 && methods.every((method) => (PAYMENT_AWAITED_METHODS as readonly string[]).includes(method));
}

/**
 * Whether the shopper may withdraw from a part now. The period runs `days` days from the day the
 * goods arrived (deliveryDay, in the shopper's edition's zone): the shop's or carrier's delivery
 * report (deliveredAt), else presumed from the shipping (presumed: true); its last day (lastDay,
 * YYYY-MM-DD) moves to the next working day when it falls on a weekend or public holiday; it ends
 * at that day's last moment (endsAt). open: until then (no date while nothing or only some lines
 * went out); ended: it ran out; none: no contract to withdraw from (refused, cancelled, not yet
 * paid) or no consumer's right to (business: the buyer bought as a company); withdrawn: done.
 */
export const withdrawalPeriod = z.object({
  state: z.enum(['open', 'ended', 'none', 'withdrawn']),
  days: z.number(), shippedAt: z.string().nullable(), endsAt: z.string().nullable(),
  deliveredAt: z.string().nullable().default(null), deliveryDay: z.string().nullable().default(null), presumed: z.boolean().default(false), lastDay: z.string().nullable().default(null),
  reason: z.enum(['refused', 'cancelled', 'unpaid', 'business']).nullable(),
});
export type WithdrawalPeriodAnswer = z.infer<typeof withdrawalPeriod>;
/** The 409 refusal of a withdrawal from a part whose period does not allow it: the period as it stands. */
export const withdrawalRefusedProblem = z.object({ period: withdrawalPeriod });

/** A withdrawal as recorded: the statement, when it was received, and the shop's steps after it. */
/** Why the shopper sends a part back, when they say (a withdrawal needs no reason). */
export const RETURN_REASONS = ['fit', 'wrong', 'damaged', 'notNeeded', 'other'] as const;
export const withdrawal = z.object({
  name: z.string(), email: z.string(), lines: z.array(z.number()), wholePart: z.boolean(), statement: z.string(), receivedAt: z.string(),
  goodsReceivedAt: z.string().nullable(), refundedAt: z.string().nullable(), refundCents: z.number().nullable(),
  reason: z.enum(RETURN_REASONS).nullable().default(null),
  /** The shopper's withdrawal, or a return the shop agreed and recorded (a business buyer's). */
  kind: z.enum(['withdrawal', 'return']).default('withdrawal'),
});
export type WithdrawalAnswer = z.infer<typeof withdrawal>;

/**
 * The steps of a shop's part the shopper follows, each with its moment: received (ordered), paid,
 * accepted, shipped (carrier and number), out for delivery (the carrier's last leg), delivered, refused, cancelled, withdrawn, returned (the
 * goods are back at the shop) and refunded. Read from the order's timeline, oldest first.
 */
export const PART_STEPS = ['received', 'paid', 'accepted', 'shipped', 'out_for_delivery', 'delivered', 'refused', 'cancelled', 'withdrawn', 'return_requested', 'returned', 'refunded'] as const;
export type PartStep = (typeof PART_STEPS)[number];
export const partStep = z.object({
  step: z.enum(PART_STEPS), at: z.string(), carrier: z.string().nullable().default(null), trackingNumber: z.string().nullable().default(null),
});
export type PartStepAnswer = z.infer<typeof partStep>;

/**
 * Where a part stands as one word for the shopper, read from the same timeline as its steps: the
 * part's status, except that a part on its way says how far it got (paid, out for delivery,
 * delivered), so the status line never names an earlier step than the list of steps.
 */
export const PART_STAGES = ['awaiting_payment', 'new', 'accepted', 'paid', 'shipped', 'out_for_delivery', 'delivered', 'refused', 'cancelled', 'withdrawn', 'return_requested', 'return_received', 'return_refunded', 'returned', 'refunded'] as const;
export type PartStage = (typeof PART_STAGES)[number];
/** The way of a part as a line: ordered, paid (methods that wait for the money), shipped, out for delivery, delivered. */
export const PROGRESS_STEPS = ['received', 'paid', 'shipped', 'out_for_delivery', 'delivered'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];
/**
 * The progress line of a part still on its way (null once refused, cancelled or withdrawn from):
 * each step reached with its moment, the current one, and the next one with the day it is expected
 * (the delivery day presumed from the shipping once shipped, else the promised one; null: none known).
 */
export const partProgress = z.object({
  line: z.array(z.object({ step: z.enum(PROGRESS_STEPS), at: z.string().nullable() })),
  current: z.enum(PROGRESS_STEPS),
  /** presumed: the day is the delivery presumed from the shipping; else the promised latest one. */
  next: z.object({ step: z.enum(PROGRESS_STEPS), day: z.string().nullable(), presumed: z.boolean().default(false) }).nullable(),
});
export type PartProgressAnswer = z.infer<typeof partProgress>;
/** Days the shopper has to send the goods back once they withdrew. */
export const RETURN_SEND_DAYS = 14;
/** Who pays for sending withdrawn goods back, as the shop's terms say. */
export const RETURN_COSTS = ['shopper', 'shop'] as const;
export type ReturnCosts = (typeof RETURN_COSTS)[number];

/** A refund of the part: its amount, its way back (provider or transfer) and where it stands. */
const partRefund = z.object({ amountCents: z.number(), method: z.enum(['provider', 'transfer']), state: z.enum(['requested', 'sent', 'confirmed']), at: z.string() });
export type PartRefundAnswer = z.infer<typeof partRefund>;

const shopOrder = z.object({
  number: z.string(), shop: z.object({ id: z.number(), name: z.string() }), status: ORDER_STATUS, paymentMethod: PAYMENT_METHOD, paymentReference: z.string(),
  bankAccount: bankAccount.nullable(), itemsCents: z.number(), shippingCents: z.number(), totalCents: z.number(), vatRateBp: z.number(), vatCents: z.number(),
  vatNote: vatNote.nullable(),
  deliveryDays: z.object({ min: z.number(), max: z.number() }), carrier: z.string().nullable(), trackingNumber: z.string().nullable(), refusalReason: z.string().nullable(),
  /** The latest delivery day the checkout promised (YYYY-MM-DD); null for older orders. */
  deliveryBy: z.string().nullable().default(null),
  statusChangedAt: z.string(),
  lines: z.array(z.object({ title: z.string(), brand: z.string(), articleNumber: z.string(), quantity: z.number(), unitPrice: z.number(), lineTotal: z.number() })),
  withdrawalPeriod,
  withdrawal: withdrawal.nullable(),
  steps: z.array(partStep).default([]),
  /** Where withdrawn goods go: the shop's return address, else its own; lines as on a parcel label. */
  returnAddress: z.array(z.string()).nullable().default(null),
  /** The status line's word (null from an older marketplace: the status stands in). */
  stage: z.enum(PART_STAGES).nullable().default(null),
  progress: partProgress.nullable().default(null),
  /** The shopper may still cancel the part: nothing of it went out yet. */
  cancellable: z.boolean().default(false),
  /** Who pays the return (null: the part's terms did not say it apart), and the last day to send the goods back once withdrawn (YYYY-MM-DD; null before). */
  returns: z.object({ costs: z.enum(RETURN_COSTS).nullable(), sendBackBy: z.string().nullable() }).nullable().default(null),
  /** Articles of the part, once delivered, its buyer has not rated yet. */
  toReview: z.array(z.object({ articleId: z.number(), title: z.string() })).default([]),
  /** The part was delivered to its buyer, who has not rated its shop yet. */
  toRateShop: z.boolean().default(false),
  /** The part's invoices and credit notes, oldest first. */
  invoices: z.array(invoiceSummary),
  /** What the marketplace pays back for the part and how far it got (a failed attempt still reads as requested). */
  refunds: z.array(partRefund).default([]),
});
/** One transfer for the order's prepayment parts, to the marketplace's account; epc is the QR code's payload, qrSvg the code drawn. */
const transferAnswer = bankAccount.extend({ amountCents: z.number(), reference: z.string(), epc: z.string(), qrSvg: z.string() });
export type TransferAnswer = z.infer<typeof transferAnswer>;
export const orderAnswer = z.object({
  number: z.string(), token: z.string(), createdAt: z.string(), deliveryCountry: z.string(), email: z.string(), phone: z.string().nullable(),
  deliveryAddress: storedAddress, billingAddress: storedAddress.nullable(),
  itemsCents: z.number(), shippingCents: z.number(), totalCents: z.number(), vatCents: z.number(),
  transfer: transferAnswer.nullable(),
  /** A refund by transfer is owed and the shopper has not yet named the account it goes to. */
  refundAccountWanted: z.boolean().default(false),
  shops: z.array(shopOrder),
});
export type OrderAnswer = z.infer<typeof orderAnswer>;

export const WITHDRAWAL_LIMITS = { name: 100, email: 254 } as const;
/** What identifies the contract, and nothing more: who, which shop's part, which lines, where the confirmation goes. */
export const withdrawalBody = z.object({
  token: z.string().max(64).optional(),
  part: z.string({ error: 'choose the shop\'s part' }).regex(/^SP-\d{6}-[2-9A-HJKMNP-Z]{6}-\d{1,3}$/, 'choose the shop\'s part'),
  /** Empty: the whole part. */
  lines: z.array(z.number().int().min(1).max(1000)).max(1000).default([]),
  name: text(WITHDRAWAL_LIMITS.name),
  email: z.string({ error: 'expected an e-mail address' }).trim().max(WITHDRAWAL_LIMITS.email, 'too long').pipe(z.email({ error: 'expected an e-mail address' })),
  reason: z.enum(RETURN_REASONS, { error: 'reason must be one of fit, wrong, damaged, notNeeded, other' }).optional(),
  /** Where a part paid by prepayment is refunded to (checked: holder at most 70 characters, a valid IBAN); ignored for other payment methods. */
  refundAccount: z.object({ holder: z.string().max(200), iban: z.string().max(100) }).optional(),
}, { error: 'expected a JSON object' });
export type WithdrawalBody = z.input<typeof withdrawalBody>;

const orderNumberParam = z.object({ number: z.string().regex(ORDER_NUMBER_PATTERN, 'expected an order number like SP-261122-ABCDEF') });

export const orderCalls = {
  'GET /checkout': defineCall({
    method: 'GET', path: '/checkout',
    answer: checkoutAnswer,
    fallback: () => ({ quote: { shops: [], excluded: [], deliveryCountry: 'DE', itemsCents: 0, shippingCents: 0, totalCents: 0, vatCents: 0, fingerprint: '' }, providerMethods: [], signedIn: false, remembered: null }),
  }),
  /**
   * The methods the visitor's cart can be paid with in this edition and delivery country; without a
   * cart, what the edition takes at all (the footer's list).
   */
  'GET /payment-methods': defineCall({
    method: 'GET', path: '/payment-methods',
    answer: z.object({ methods: z.array(PAYMENT_METHOD) }),
    fallback: () => ({ methods: [] }),
  }),
  /** 200: placed (created false: this key placed it before). 409 {error: 'changed', changes, quote} or {error: 'empty'}. */
  'POST /orders': defineCall({
    method: 'POST', path: '/orders', body: placeOrderBody,
    answer: z.object({ number: z.string(), token: z.string(), created: z.boolean(), paymentUrl: z.string().nullable() }),
    fallback: () => ({ number: '', token: '', created: false, paymentUrl: null }),
  }),
  /**
   * What became of a place-order call whose answer never reached the web tier (its timeout): the
   * order that key placed, or, when none was placed, the key settled as placing nothing, so a
   * placement still under way can no longer commit it. {placed: false} is therefore final.
   */
  'POST /orders/settle': defineCall({
    method: 'POST', path: '/orders/settle',
    body: z.object({ idempotencyKey: placeOrderBody.shape.idempotencyKey }, { error: 'expected a JSON object' }),
    answer: z.object({ placed: z.boolean(), number: z.string().nullable(), token: z.string().nullable() }),
    fallback: () => ({ placed: false, number: null, token: null }),
  }),
  /** The order by its signed link (token) or for the signed-in shopper who placed it. */
  'GET /orders/:number': defineCall({
    method: 'GET', path: '/orders/:number', params: orderNumberParam,
    query: z.object({ token: z.string().max(64).optional() }),
    answer: orderAnswer,
    fallback: () => ({ number: '', token: '', createdAt: '', deliveryCountry: '', email: '', phone: null, deliveryAddress: { name: '', street: '', zip: '', city: '', country: '' }, billingAddress: null, itemsCents: 0, shippingCents: 0, totalCents: 0, vatCents: 0, transfer: null, refundAccountWanted: false, shops: [] }),
  }),
  /** Back from the payment provider: asks it for the payment's state; paid parts go to their shops. */
  'POST /orders/:number/payment': defineCall({
    method: 'POST', path: '/orders/:number/payment', params: orderNumberParam,
    body: z.object({ token: z.string().max(64) }),
    answer: z.object({ state: z.enum(['none', 'pending', 'paid', 'failed']) }),
    fallback: () => ({ state: 'pending' as const }),
  }),
  /** Starts (again) the provider payment of the parts awaiting it; null when there is nothing to pay or no provider. */
  'POST /orders/:number/payment/start': defineCall({
    method: 'POST', path: '/orders/:number/payment/start', params: orderNumberParam,
    body: z.object({ token: z.string().max(64), returnUrl: z.url().max(1000), cancelUrl: z.url().max(1000) }),
    answer: z.object({ paymentUrl: z.string().nullable() }),
    fallback: () => ({ paymentUrl: null }),
  }),
  /**
   * A guest finds an order by number and e-mail; the answer is the signed link's token. The number
   * printed on a shop's part (the order number and its part suffix) finds its order too, and names
   * that part.
   */
  'POST /orders/lookup': defineCall({
    method: 'POST', path: '/orders/lookup',
    body: z.object({ number: z.string().trim().toUpperCase().regex(LOOKUP_NUMBER_PATTERN, 'expected an order number like SP-261122-ABCDEF'), email: z.email({ error: 'expected an e-mail address' }).max(254) }),
    answer: z.object({ number: z.string(), token: z.string(), part: z.string().nullable().default(null) }),
    fallback: () => ({ number: '', token: '', part: null }),
  }),
  /**
   * The shopper withdraws from one shop's part (its own contract): the whole part, or the lines
   * named (1-based positions). 200 with the withdrawal (created false: it was recorded before, a
   * doubled form records one); 409 {error: 'period_ended' | 'not_withdrawable', period} names why not.
   */
  'POST /orders/:number/withdrawals': defineCall({
    method: 'POST', path: '/orders/:number/withdrawals', params: orderNumberParam,
    body: withdrawalBody,
    answer: z.object({ part: z.string(), created: z.boolean(), withdrawal }),
    fallback: () => ({ part: '', created: false, withdrawal: { name: '', email: '', lines: [], wholePart: false, statement: '', receivedAt: '', goodsReceivedAt: null, refundedAt: null, refundCents: null, reason: null, kind: 'withdrawal' as const } }),
  }),
  /**
   * The shopper cancels a shop's part nothing of which has gone out yet. 200 (created false: it was
   * cancelled before); 409 {error: 'not_cancellable', status} once the shop shipped (the withdrawal
   * applies then) or refused it.
   */
  'POST /orders/:number/cancellations': defineCall({
    method: 'POST', path: '/orders/:number/cancellations', params: orderNumberParam,
    body: z.object({
      token: z.string().max(64).optional(),
      part: z.string({ error: 'choose the shop\'s part' }).regex(/^SP-\d{6}-[2-9A-HJKMNP-Z]{6}-\d{1,3}$/, 'choose the shop\'s part'),
    }, { error: 'expected a JSON object' }),
    answer: z.object({ part: z.string(), created: z.boolean() }),
    fallback: () => ({ part: '', created: false }),
  }),
  'GET /user/orders': defineCall({
    method: 'GET', path: '/user/orders',
    answer: z.object({ orders: z.array(orderAnswer) }),
    fallback: () => ({ orders: [] }),
  }),
};
