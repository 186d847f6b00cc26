/**
 * The shops' portal: what a signed-in member of a shop reads and changes of its own shop. Every
 * call acts on the member's shop only (the marketplace resolves the member from the portal header
 * the web tier passes); another shop's import answers 404, as one that does not exist.
 */
import * as z from 'zod';
import { defineCall } from '../call';
import { shopShipping } from './catalogue';
import { ORDER_STATUS, PAYMENT_METHOD, RETURN_COSTS } from './orders';
import { invoiceSummary } from './invoices';
import { traderIdentity, traderIdentityInput } from './trader-identity';
import { taxSetupAnswer } from '../tax-setup';
import { dispatchInput } from '../shop-dispatch';

const IMPORT_STATUS = z.enum(['running', 'held', 'applied', 'failed', 'superseded', 'rejected']);

export const portalMember = z.object({
  shopId: z.number(),
  shopName: z.string(),
  shopSlug: z.string(),
  role: z.enum(['shop_owner', 'shop_staff']),
  /** The member's language: the portal speaks it. */
  locale: z.string(),
  /** The staff account (null: signed in with the shop's API key). */
  staffId: z.number().nullable(),
});
export type PortalMember = z.infer<typeof portalMember>;

/**
 * The shop's owner as a staff account (both sign-in steps done), never a key's holder: the one
 * member who speaks for the shop as a whole. The marketplace's guard refuses anyone else; the
 * portal's screens show the owner's forms and links to nobody else.
 */
export const speaksForShop = (member: Pick<PortalMember, 'role' | 'staffId'>): boolean => member.role === 'shop_owner' && member.staffId !== null;

export const feedImport = z.object({
  id: z.number(), status: IMPORT_STATUS, source: z.string(), fileName: z.string().nullable(),
  bytesTotal: z.number().nullable(), bytesRead: z.number(), rowsRead: z.number(), rowsRejected: z.number(), duplicates: z.number(),
  offersAdded: z.number().nullable(), offersUpdated: z.number().nullable(), offersRemoved: z.number().nullable(),
  holdReason: z.string().nullable(), error: z.string().nullable(), createdAt: z.string(), finishedAt: z.string().nullable(),
  /** The layout found in the file (google-xml, google-tsv, google-csv, idealo-csv, mapped, csv); null before its header was read. */
  format: z.string().nullable().default(null),
  /** Each safety limit a held feed crosses, with its figures (the page words them). */
  holds: z.array(z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('removal'), removed: z.number(), current: z.number(), limitPercent: z.number() }),
    z.object({ kind: z.literal('errors'), rejected: z.number(), read: z.number(), limitPercent: z.number() }),
  ])).default([]),
});
export type FeedImportView = z.infer<typeof feedImport>;

const noImport = (): FeedImportView => ({
  id: 0, status: 'failed', source: '', fileName: null, bytesTotal: null, bytesRead: 0, rowsRead: 0, rowsRejected: 0, duplicates: 0,
  offersAdded: null, offersUpdated: null, offersRemoved: null, holdReason: null, holds: [], error: null, createdAt: '', finishedAt: null, format: null,
});

export const reportLine = z.object({ line: z.number(), sku: z.string().nullable(), reason: z.string(), detail: z.string().nullable(), cell: z.string().nullable() });
export type ReportLineView = z.infer<typeof reportLine>;

/** Lines of the report one page shows. */
export const REPORT_PAGE_LINES = 200;

export const portalShopPage = z.object({
  shipping: z.array(shopShipping),
  paymentMethods: z.array(PAYMENT_METHOD),
  /** Texts in the member's language. */
  terms: z.string(),
  cancellationPolicy: z.string(),
  /** Who the seller is, as the shop gave it (empty strings where it has given nothing yet). */
  identity: traderIdentity,
  /** How the shop charges VAT, its VAT ID, and what keeps it from going live (null: nothing). */
  tax: taxSetupAnswer,
  /** Where the shop's logo is served (null: none yet). */
  logo: z.string().nullable(),
  /** Until when (HH:MM, the shop's zone) an order leaves the same working day; where withdrawn parts go (empty: the seller's address); who pays their sending. */
  dispatch: z.object({ cutoff: z.string(), returnAddress: z.string(), returnCosts: z.enum(RETURN_COSTS).default('shopper') }),
});
export type PortalShopPage = z.infer<typeof portalShopPage>;

const country = z.string().regex(/^[A-Z]{2}$/, 'a country code such as DE');
const cents = z.coerce.number({ error: 'expected an amount in cents' }).int('expected whole cents').min(0, 'not negative').max(10_000_000, 'too large');
const days = z.coerce.number({ error: 'expected days' }).int('expected whole days').min(0, 'not negative').max(120, 'at most 120 days');
export const shippingRow = z.object({ country, costCents: cents, freeFromCents: cents.nullable(), deliveryDaysMin: days, deliveryDaysMax: days })
  .refine((row) => row.deliveryDaysMax >= row.deliveryDaysMin, { error: 'the longest delivery time is shorter than the shortest', path: ['deliveryDaysMax'] });
export type ShippingRowInput = z.input<typeof shippingRow>;

/** A shop's part of an order as the portal shows it: lines, where it goes, where it stands. */
export const portalOrder = z.object({
  number: z.string(), orderNumber: z.string(), locale: z.string(), createdAt: z.string(), status: ORDER_STATUS,
  deliveryAddress: z.object({ name: z.string(), street: z.string(), zip: z.string(), city: z.string(), country: z.string() }),
  /** What the shop needs to fulfil and invoice: the buyer's address for the invoice (null: the delivery address), how to reach them, how they pay. */
  billingAddress: z.object({ name: z.string(), street: z.string(), zip: z.string(), city: z.string(), country: z.string() }).nullable(),
  email: z.string(), phone: z.string().nullable(), paymentMethod: PAYMENT_METHOD, paymentReference: z.string(),
  /** Whether the shopper's money is in (a prepayment part is shipped only once it is). */
  paid: z.boolean(),
  /** A business buyer's company and VAT ID (its invoices are Factur-X e-invoices). */
  buyerCompany: z.string().nullable(), buyerVatId: z.string().nullable(),
  lines: z.array(z.object({
    title: z.string(), brand: z.string(), articleNumber: z.string(), sku: z.string().nullable(), quantity: z.number(), unitPrice: z.number(), lineTotal: z.number(),
    state: z.enum(['open', 'shipped', 'refused']),
  })),
  /** What went out and what was refused (see the order domain): once no line is open they add up to totalCents. */
  itemsCents: z.number(), shippingCents: z.number(), totalCents: z.number(), shippedCents: z.number(), refusedCents: z.number(),
  carrier: z.string().nullable(), trackingNumber: z.string().nullable(), refusalReason: z.string().nullable(),
  /** lines: the withdrawn lines' positions (from 1); withdrawnCents: what those lines cost. */
  withdrawal: z.object({
    receivedAt: z.string(), goodsReceivedAt: z.string().nullable(), refundedAt: z.string().nullable(), refundCents: z.number().nullable(),
    lines: z.array(z.number()), wholePart: z.boolean(), withdrawnCents: z.number(),
    /** The shopper's withdrawal, or a return the shop agreed and recorded. */
    kind: z.enum(['withdrawal', 'return']).default('withdrawal'),
  }).nullable(),
  /** The part's invoices and credit notes, oldest first. */
  invoices: z.array(invoiceSummary),
});
export type PortalOrder = z.infer<typeof portalOrder>;

const PART_NUMBER = z.string().regex(/^SP-\d{6}-[2-9A-HJKMNP-Z]{6}-\d{1,3}$/, 'an order part number');
/** The part's lines a step settles (1-based positions); left out: every open line. */
const linePositions = z.array(z.coerce.number().int('a line position').min(1, 'a line position').max(999, 'a line position')).min(1, 'choose at least one line').max(500).optional();
/** The longest terms or withdrawal policy a shop may keep, in characters (a long real AGB has 30,000). */
export const SHOP_TEXT_MAX = 50_000;

const shortText = (max: number) => z.string().trim().min(1, 'required').max(max, `at most ${max} characters`);
/** A step of the shop's part, as the shops' API takes it (cancelling stays with the API and the desk). */
export const portalOrderStep = z.discriminatedUnion('status', [
  z.object({ status: z.literal('accepted') }),
  z.object({ status: z.literal('refused'), reason: shortText(500), lines: linePositions }),
  z.object({ status: z.literal('shipped'), carrier: shortText(60), trackingNumber: shortText(60), lines: linePositions }),
  z.object({ status: z.literal('out_for_delivery') }),
  z.object({ status: z.literal('delivered') }),
  z.object({ status: z.literal('return_requested'), lines: linePositions }),
  z.object({ status: z.literal('returned') }),
  z.object({ status: z.literal('refunded'), refundCents: z.coerce.number({ error: 'expected an amount in cents' }).int('expected whole cents').min(0, 'not negative').max(10_000_000, 'too large').optional() }),
], { error: 'accepted, refused, shipped, out_for_delivery, delivered, return_requested, returned or refunded' });

const noOrder = (): PortalOrder => ({
  number: '', orderNumber: '', locale: 'de-DE', createdAt: '', status: 'new', deliveryAddress: { name: '', street: '', zip: '', city: '', country: '' },
  billingAddress: null, email: '', phone: null, paymentMethod: 'prepayment', paymentReference: '', paid: false, buyerCompany: null, buyerVatId: null,
  lines: [], itemsCents: 0, shippingCents: 0, totalCents: 0, shippedCents: 0, refusedCents: 0, carrier: null, trackingNumber: null, refusalReason: null, withdrawal: null, invoices: [],
});

const noShopPage = (): PortalShopPage => ({
  shipping: [], paymentMethods: [], terms: '', cancellationPolicy: '', logo: null,
  identity: { legalName: '', street: '', postcode: '', city: '', country: '', phone: '', email: '', tradeRegister: '', registerNumber: '', vatId: '', isTrader: true, legalForm: '', shareCapital: '', taxNumber: '', birthDate: '' },
  tax: { scheme: null, vatId: '', gap: null },
  dispatch: { cutoff: '14:00', returnAddress: '', returnCosts: 'shopper' },
});

export const portalCalls = {
  /** Who the member is and which shop they act for (401 without a valid portal sign-in). */
  'GET /portal/member': defineCall({ method: 'GET', path: '/portal/member', answer: portalMember, fallback: () => ({ shopId: 0, shopName: '', shopSlug: '', role: 'shop_staff' as const, locale: 'de-DE', staffId: null }) }),
  /** The shop's imports, newest first. */
  'GET /portal/imports': defineCall({
    method: 'GET', path: '/portal/imports',
    answer: z.object({ imports: z.array(feedImport) }),
    fallback: () => ({ imports: [] }),
  }),
  /** One import with its progress and a page of its report (optionally one reason's lines, after a line). */
  'GET /portal/imports/:importId': defineCall({
    method: 'GET', path: '/portal/imports/:importId',
    params: z.object({ importId: z.coerce.number().int().positive() }),
    query: z.object({ reason: z.string().max(40).optional(), after: z.coerce.number().int().min(0).optional() }),
    answer: z.object({
      import: feedImport,
      reasons: z.array(z.object({ reason: z.string(), lines: z.number() })),
      report: z.array(reportLine),
      /** More lines follow the page (read them with `after` = the last line). */
      more: z.boolean(),
    }),
    fallback: () => ({ import: noImport(), reasons: [], report: [], more: false }),
  }),
  /** Puts a held import live (confirm) or drops it (reject); 409 when it is not held. */
  'POST /portal/imports/:importId/decision': defineCall({
    method: 'POST', path: '/portal/imports/:importId/decision',
    params: z.object({ importId: z.coerce.number().int().positive() }),
    body: z.object({ decision: z.enum(['confirm', 'reject'], { error: 'confirm or reject' }) }),
    answer: z.object({ import: feedImport }),
    fallback: () => ({ import: noImport() }),
  }),
  /** Whether the shop has a live API token, and since when (the token itself is never shown again). */
  'GET /portal/token': defineCall({
    method: 'GET', path: '/portal/token',
    answer: z.object({ createdAt: z.string().nullable() }),
    fallback: () => ({ createdAt: null }),
  }),
  /** issue: a new token (the old one stops working at once), answered once; revoke: none any more. Owners only. */
  'POST /portal/token': defineCall({
    method: 'POST', path: '/portal/token',
    body: z.object({ action: z.enum(['issue', 'revoke'], { error: 'issue or revoke' }) }),
    answer: z.object({ token: z.string().nullable(), createdAt: z.string().nullable() }),
    fallback: () => ({ token: null, createdAt: null }),
  }),
  'GET /portal/shop-page': defineCall({
    method: 'GET', path: '/portal/shop-page',
    answer: portalShopPage,
    fallback: noShopPage,
  }),
  /** Replaces the shipping table (one row per delivery country); the public shop page shows it at once. */
  'POST /portal/shop-page/shipping': defineCall({
    method: 'POST', path: '/portal/shop-page/shipping',
    body: z.object({ rows: z.array(shippingRow).max(60, 'at most 60 countries') }),
    answer: portalShopPage,
    fallback: noShopPage,
  }),
  /** Terms and withdrawal policy in the member's language, and the payment methods offered. */
  'POST /portal/shop-page/texts': defineCall({
    method: 'POST', path: '/portal/shop-page/texts',
    body: z.object({
      terms: z.string().trim().max(SHOP_TEXT_MAX, 'too long'),
      cancellationPolicy: z.string().trim().max(SHOP_TEXT_MAX, 'too long'),
      paymentMethods: z.array(PAYMENT_METHOD).min(1, 'at least one payment method').max(5),
    }),
    answer: portalShopPage,
    fallback: noShopPage,
  }),
  /** Who the seller is (legal name, address, phone, e-mail, register, VAT ID, trader or not); shoppers see it at once. */
  'POST /portal/shop-page/identity': defineCall({
    method: 'POST', path: '/portal/shop-page/identity',
    body: traderIdentityInput,
    answer: portalShopPage,
    fallback: noShopPage,
  }),
  /** How the shop charges VAT and its VAT ID (checked for the shop's country: 400 with field and problem). Owners only. */
  'POST /portal/shop-page/tax': defineCall({
    method: 'POST', path: '/portal/shop-page/tax',
    body: z.object({ scheme: z.string().max(20), vatId: z.string().max(40) }),
    answer: portalShopPage,
    fallback: noShopPage,
  }),
  /** The day's dispatch cut-off and the return address (400 with field and problem). Owners only. */
  'POST /portal/shop-page/dispatch': defineCall({
    method: 'POST', path: '/portal/shop-page/dispatch',
    body: dispatchInput,
    answer: portalShopPage,
    fallback: noShopPage,
  }),
  /** The shop's parts of its most recent 200 orders, newest first. */
  'GET /portal/orders': defineCall({
    method: 'GET', path: '/portal/orders',
    answer: z.object({ orders: z.array(portalOrder) }),
    fallback: () => ({ orders: [] }),
  }),
  /** One part of the shop's (404 for another shop's, as for none). */
  'GET /portal/orders/:number': defineCall({
    method: 'GET', path: '/portal/orders/:number',
    params: z.object({ number: PART_NUMBER }),
    answer: portalOrder,
    fallback: noOrder,
  }),
  /** Moves the part through the one state machine the shops' API uses; 409 when the step is not allowed from where it stands (`conflict`), or ships a prepayment part whose transfer is not booked yet (`unpaid`). */
  'POST /portal/orders/:number/status': defineCall({
    method: 'POST', path: '/portal/orders/:number/status',
    params: z.object({ number: PART_NUMBER }),
    body: portalOrderStep,
    answer: portalOrder,
    fallback: noOrder,
  }),
} as const;
