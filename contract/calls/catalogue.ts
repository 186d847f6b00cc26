/** Catalogue: categories, the navigation overlay's data, category listings, offers, articles, shops. */
import * as z from 'zod';
import { defineCall } from '../call';
import { PAYMENT_METHOD } from './orders';
import { digitsId, idsParam, optionalDigitsId, optionalModelId, pageParam, single } from '../params';
import { category, categorySuggestion, EMPTY_LISTING, listing, manufacturer, model, product, productPhoto, series } from './shapes';
import { articleReviews, REVIEW_ORDERS } from './article-reviews';

const sort = z.enum(['popularity', 'price-asc', 'price-desc', 'relevance']);

export const listingQuery = z.object({
  f: z.preprocess(single, z.string().max(4000).optional()),
  page: pageParam,
  pageSize: z.preprocess(single, z.coerce.number().int().min(1).max(60).default(20)),
  sort: z.preprocess(single, sort.default('popularity')),
  modelId: optionalModelId,
  hsntsn: z.preprocess(single, z.string().regex(/^[A-Za-z0-9]{7}$/, 'must be 4 + 3 alphanumerics (HSN and TSN)').optional()),
  categoryId: optionalDigitsId,
  manufacturerId: optionalDigitsId,
  seriesPageId: optionalDigitsId,
  brandId: optionalDigitsId,
});

export const navigationQuery = z.object({ vehicleManufacturerId: optionalDigitsId, vehicleSeriesGroupId: optionalDigitsId, vehicleModelId: optionalModelId });

/** A category of the overlay with its children (three levels). */
export interface NavigationCategory extends z.infer<typeof categorySuggestion> { children: NavigationCategory[] }
const navigationCategory: z.ZodType<NavigationCategory> = z.lazy(() => categorySuggestion.extend({ children: z.array(navigationCategory) }));

/**
 * The overlay's data: the category tree, the vehicle the links are for (null: all vehicles) and the
 * manufacturers sorted by name. Data only: each caller builds links with the path grammar.
 */
export const navigationAnswer = z.object({
  categories: z.array(navigationCategory),
  vehicle: z.object({ slug: z.string(), type: z.union([z.literal(1), z.literal(2), z.literal(3)]), id: z.union([z.number(), z.string()]) }).nullable(),
  manufacturers: z.array(z.object({ id: z.number(), name: z.string(), seoName: z.string() })),
});
export type NavigationAnswer = z.infer<typeof navigationAnswer>;

const shopSummary = z.object({ id: z.number(), name: z.string(), slug: z.string(), rating: z.number(), reviewCount: z.number() });
export type ShopSummary = z.infer<typeof shopSummary>;
const shipping = z.object({ costCents: z.number(), freeFromCents: z.number().nullable(), deliveryDaysMin: z.number(), deliveryDaysMax: z.number() });

/** One shop's offer for an article; money in cents. */
export const offer = z.object({
  offerId: z.number(),
  sparePartId: z.number(),
  shop: shopSummary,
  /** Who sells (the full identity is on the shop's page); null only for a shop that has not said. */
  seller: z.object({ legalName: z.string(), city: z.string(), isTrader: z.boolean() }).nullable(),
  priceCents: z.number(),
  /** Paid back later, e.g. the old-part deposit. */
  refundCents: z.number(),
  /** What the deposit is: a battery law's (by the delivery country) or the shop's own on an exchange part; absent when none. */
  depositKind: z.enum(['battery', 'core']).optional(),
  stock: z.number(),
  available: z.boolean(),
  /** Days until the shop dispatches. */
  deliveryDays: z.number(),
  shipping,
  /** Price plus shipping for this one article (shipping free at or above freeFromCents). */
  totalCents: z.number(),
  /** The latest day it arrives when ordered now (YYYY-MM-DD): the shop's cut-off, its days to dispatch, the carrier's days, both countries' holidays. */
  deliveryBy: z.string().nullable().optional(),
  /** Every method the shopper can pay this shop with waits for the money (prepayment): deliveryBy counts from the payment's booking. */
  awaitsPayment: z.boolean().optional(),
});
export type Offer = z.infer<typeof offer>;
/** Offers of one article from shops that ship to the delivery country, best-rated shop first. */
export const offerList = z.object({ sparePartId: z.number(), deliveryCountry: z.string(), offers: z.array(offer) });
export type OfferList = z.infer<typeof offerList>;

const articleDocument = z.object({ docNo: z.string(), docType: z.string(), langNo: z.number(), title: z.string(), url: z.string(), bytes: z.number() });
export type ArticleDocument = z.infer<typeof articleDocument>;
export const articleDetail = product.extend({
  criteria: z.array(z.object({ key: z.string(), value: z.string(), unit: z.string().optional() })),
  ean: z.string().nullable(),
  /** De-duplicated by document number, and language-neutral ones also by type. */
  documents: z.array(articleDocument),
  /** Every photo, the catalogue's own first, then the shops' (empty: the card's icon stands in). */
  photos: z.array(productPhoto),
  /** Whether the article fits the query's modelId (null without one). */
  fitsModel: z.boolean().nullable(),
});
export type ArticleDetail = z.infer<typeof articleDetail>;
const fittingVehicle = z.object({ manufacturer, series, model: model.omit({ kbas: true }) });
export type FittingVehicle = z.infer<typeof fittingVehicle>;
export const articleVehicles = z.object({ articleId: z.number(), vehicles: z.array(fittingVehicle), vehicleCount: z.number(), fitsModel: z.boolean().nullable() });
export type ArticleVehicles = z.infer<typeof articleVehicles>;
const originalPart = z.object({ manufacturer: z.object({ id: z.number(), name: z.string() }), oeNumber: z.string(), normNumber: z.string() });
export type OriginalPart = z.infer<typeof originalPart>;
export const articleOriginalParts = z.object({ articleId: z.number(), originalParts: z.array(originalPart) });
export type ArticleOriginalParts = z.infer<typeof articleOriginalParts>;

/**
 * Everything an article page shows in one call: the article its path names (an offer id wins over
 * brand and number), its offers, fitting vehicles and OE numbers.
 */
export const articlePageQuery = z.object({
  /** The brand's SEO name as the path spells it (any case). */
  brand: z.preprocess(single, z.string().max(200)),
  /** The article's number as the path spells it; normalised by the marketplace. */
  normNumber: z.preprocess(single, z.string().max(200)),
  /** An offer id: its article wins when the offer exists. */
  offerId: optionalDigitsId,
  /** How its reviews are listed: the latest first (the default) or the most stars first. */
  reviews: z.preprocess(single, z.enum(REVIEW_ORDERS).optional().catch(undefined)),
  modelId: optionalModelId,
});
/** reviews: the approved reviews of verified buyers (article-reviews.ts). */
export const articlePage = z.object({ article: articleDetail, offers: offerList, vehicles: articleVehicles, originalParts: articleOriginalParts, reviews: articleReviews.optional() });
export type ArticlePageAnswer = z.infer<typeof articlePage>;

export const shopShipping = z.object({ country: z.string(), costCents: z.number(), freeFromCents: z.number().nullable(), deliveryDaysMin: z.number(), deliveryDaysMax: z.number() });
export type ShopShipping = z.infer<typeof shopShipping>;
/** Who the seller is, as shoppers are told it: complete, or the shop has none (and lists no offers). */
const seller = z.object({
  legalName: z.string(), street: z.string(), postcode: z.string(), city: z.string(), country: z.string(), phone: z.string(), email: z.string(),
  tradeRegister: z.string().nullable(), registerNumber: z.string().nullable(), vatId: z.string().nullable(),
  /** Sells as a business; a private seller's sales are not covered by consumer law in full. */
  isTrader: z.boolean(),
});
export type Seller = z.infer<typeof seller>;
export const shop = shopSummary.extend({
  country: z.string(), foundedYear: z.number().nullable(), description: z.string(), terms: z.string(), cancellationPolicy: z.string(),
  shipping: z.array(shopShipping), offerCount: z.number(), seller: seller.nullable(),
  /** Days until dispatch over the shop's offers (null: no offers). */
  dispatchDays: z.object({ min: z.number(), max: z.number() }).nullable(),
  /** Where the shop's logo is served from our origin (null: none). */
  logo: z.string().nullable(),
  /** What its part of a checkout in this edition and delivery country can be paid with. */
  paymentMethods: z.array(PAYMENT_METHOD),
});
export type Shop = z.infer<typeof shop>;
export type ShopListEntry = ShopSummary;

/** An imported reference data set with the attribution its licence requires. */
const importedSource = z.object({
  source: z.enum(['kba', 'ademe', 'taxonomy', 'types']), title: z.string(), notice: z.string(), licence: z.string(), licenceUrl: z.string(), sourceUrl: z.string(),
  fileName: z.string(), rowsImported: z.number(), changedAt: z.string(),
});
export type ImportedSource = z.infer<typeof importedSource>;

/** What goes with a part (cross-selling) or stands in for it (recommendation). Prices in cents. */
const suggestion = z.object({
  articleId: z.number(), offerId: z.number(), title: z.string(), brand: z.string(), articleNumber: z.string(), normNumber: z.string(), categoryId: z.number(),
  price: z.number(), shop: z.object({ id: z.number(), name: z.string(), slug: z.string(), rating: z.number() }),
  reason: z.enum(['complement', 'bought_together', 'alternative']),
});
export type Suggestion = z.infer<typeof suggestion>;

/** One sitemap file holds at most 50,000 URLs, so one page never needs more. */
export const SITEMAP_PAGE_SIZE_MAX = 50_000;
export const LISTING_KINDS = ['manufacturer', 'series', 'model', 'brand'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];
const sitemapPage = z.object({
  page: z.preprocess(single, z.coerce.number().int().min(1).max(100_000).default(1)),
  pageSize: z.preprocess(single, z.coerce.number().int().min(1).max(SITEMAP_PAGE_SIZE_MAX).default(SITEMAP_PAGE_SIZE_MAX)),
});
// An id fits the databases' integer column (nine digits): a longer one is refused as a bad request,
// never handed to PostgreSQL, which refuses a number beyond its column's range as an error.
const numericId = digitsId;
const optionalId = z.preprocess(single, z.union([z.literal('').transform(() => undefined), numericId]).optional());

export const catalogueCalls = {
  'GET /categories/:id': defineCall({
    method: 'GET', path: '/categories/:id', cacheable: true,
    params: z.object({ id: digitsId }),
    answer: category.nullable(),
    fallback: () => null,
  }),
  /** Several categories in one call (a page that needs many, as the home page's popular ones); unknown ids are left out. */
  'GET /categories': defineCall({
    method: 'GET', path: '/categories', cacheable: true,
    query: z.object({ ids: idsParam }),
    answer: z.object({ categories: z.array(category) }),
    fallback: () => ({ categories: [] }),
  }),
  'GET /navigation': defineCall({
    method: 'GET', path: '/navigation', cacheable: true,
    query: navigationQuery, answer: navigationAnswer,
    fallback: () => ({ categories: [], vehicle: null, manufacturers: [] }),
  }),
  /** GET /api{path}: a catalogue path (or the ids as query parameters) as a listing. */
  'GET /listing{/*path}': defineCall({
    method: 'GET', path: '/listing{/*path}', cacheable: true,
    params: z.object({ path: z.array(z.string()).optional() }), query: listingQuery,
    answer: listing,
    fallback: () => ({ ...EMPTY_LISTING }),
  }),
  /** Offers of one article; shops sorted by rating, best first. */
  'GET /Angebote': defineCall({
    method: 'GET', path: '/Angebote', cacheable: true,
    query: z.object({ sparePartId: digitsId, categoryId: optionalDigitsId, modelId: optionalModelId }),
    answer: offerList,
    fallback: () => ({ sparePartId: 0, deliveryCountry: '', offers: [] }),
  }),
  'GET /Angebote/:offerId': defineCall({
    method: 'GET', path: '/Angebote/:offerId', cacheable: true,
    params: z.object({ offerId: digitsId }),
    answer: z.object({ sparePartId: z.number().nullable(), offer: offer.nullable() }),
    fallback: () => ({ sparePartId: null, offer: null }),
  }),
  'GET /Artikel/:id': defineCall({
    method: 'GET', path: '/Artikel/:id', cacheable: true,
    params: z.object({ id: digitsId }), query: z.object({ modelId: optionalModelId }),
    answer: articleDetail.nullable(),
    fallback: () => null,
  }),
  'GET /Artikel/:id/Fahrzeuge': defineCall({
    method: 'GET', path: '/Artikel/:id/Fahrzeuge', cacheable: true,
    params: z.object({ id: digitsId }), query: z.object({ modelId: optionalModelId }),
    answer: articleVehicles,
    fallback: () => ({ articleId: 0, vehicles: [], vehicleCount: 0, fitsModel: null }),
  }),
  'GET /Artikel/:id/Originalteile': defineCall({
    method: 'GET', path: '/Artikel/:id/Originalteile', cacheable: true,
    params: z.object({ id: digitsId }), query: z.object({ modelId: optionalModelId }),
    answer: articleOriginalParts,
    fallback: () => ({ articleId: 0, originalParts: [] }),
  }),
  /** 404 when the path names no article. */
  'GET /article-page': defineCall({
    method: 'GET', path: '/article-page', cacheable: true,
    query: articlePageQuery,
    answer: articlePage.nullable(),
    fallback: () => null,
  }),
  'GET /shops': defineCall({
    method: 'GET', path: '/shops', cacheable: true,
    answer: z.object({ shops: z.array(shopSummary) }),
    fallback: () => ({ shops: [] }),
  }),
  'GET /shops/:shopName': defineCall({
    method: 'GET', path: '/shops/:shopName', cacheable: true,
    params: z.object({ shopName: z.string().max(200) }),
    answer: shop.nullable(),
    fallback: () => null,
  }),
  'GET /sources': defineCall({
    method: 'GET', path: '/sources', cacheable: true,
    answer: z.object({ sources: z.array(importedSource) }),
    fallback: () => ({ sources: [] }),
  }),
  'GET /sitemap/articles': defineCall({
    method: 'GET', path: '/sitemap/articles', cacheable: true,
    query: sitemapPage,
    answer: z.object({
      page: z.number(), pageSize: z.number(), total: z.number(), pageCount: z.number(),
      articles: z.array(z.object({ id: z.number(), brandId: z.number(), brandSeoName: z.string(), brandName: z.string(), normNumber: z.string() })),
    }),
    fallback: () => ({ page: 1, pageSize: 0, total: 0, pageCount: 0, articles: [] }),
  }),
  /** Category listings narrowed to a manufacturer, series page, model or brand that hold articles, page by page. */
  'GET /sitemap/listings': defineCall({
    method: 'GET', path: '/sitemap/listings', cacheable: true,
    query: sitemapPage.extend({ kind: z.preprocess(single, z.enum(LISTING_KINDS)) }),
    answer: z.object({
      kind: z.enum(LISTING_KINDS), page: z.number(), pageSize: z.number(), total: z.number(), pageCount: z.number(),
      listings: z.array(z.object({ id: z.number(), slug: z.string(), categoryId: z.number() })),
    }),
    fallback: () => ({ kind: 'model' as const, page: 1, pageSize: 0, total: 0, pageCount: 0, listings: [] }),
  }),
  'GET /sitemap/brands': defineCall({
    method: 'GET', path: '/sitemap/brands', cacheable: true,
    answer: z.object({ brands: z.array(z.object({ id: z.number(), name: z.string(), seoName: z.string() })) }),
    fallback: () => ({ brands: [] }),
  }),
  'GET /sitemap/categories': defineCall({
    method: 'GET', path: '/sitemap/categories', cacheable: true,
    answer: z.object({ categories: z.array(categorySuggestion.omit({ title: true })) }),
    fallback: () => ({ categories: [] }),
  }),
  /** Manufacturers and series pages that have series, and every model with its series slug (the vehicle pages' canonical slugs). */
  'GET /sitemap/vehicles': defineCall({
    method: 'GET', path: '/sitemap/vehicles', cacheable: true,
    answer: z.object({
      manufacturers: z.array(z.object({ id: z.number(), seoName: z.string() })),
      seriesPages: z.array(z.object({ id: z.number(), slug: z.string() })),
      models: z.array(z.object({ id: z.number(), seriesSlug: z.string() })),
    }),
    fallback: () => ({ manufacturers: [], seriesPages: [], models: [] }),
  }),
  'GET /cross-selling': defineCall({
    method: 'GET', path: '/cross-selling',
    query: z.object({ offerId: z.preprocess(single, numericId), modelId: optionalId }),
    answer: z.object({ offerId: z.number(), modelId: z.number().nullable(), articles: z.array(suggestion) }),
    fallback: () => ({ offerId: 0, modelId: null, articles: [] }),
  }),
  /** 404 is a valid answer here (no recommendation). */
  'GET /recommendation/spare-part/:id': defineCall({
    method: 'GET', path: '/recommendation/spare-part/:id',
    params: z.object({ id: numericId }),
    query: z.object({ modelId: optionalId }),
    answer: z.object({ sparePartId: z.number(), modelId: z.number().nullable(), recommendations: z.array(suggestion) }),
    fallback: () => ({ sparePartId: 0, modelId: null, recommendations: [] }),
  }),
};

