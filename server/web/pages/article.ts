/**
 * Article page: /{partSearch}/{brandName}/{normNumber}?articleId=&modelId=. The article with its
 * images, numbers, documents, fitting vehicles and OE numbers, and every shop's offer (best-rated
 * first) with an add-to-cart form. Unknown articles answer 404; a path whose brand or number is
 * spelled differently answers 301 to the canonical one (the query is kept).
 */
import type { ArticleDetail } from '../../../contract/index';
import { formatPrice } from '../../../views/context';
import { formatFileSize } from '../../../views/intl';
import { ArticlePage, PHOTO_BESIDE_OFFERS, type ArticlePageProps } from '../../../views/pages/ArticlePage';
import type { Crumb, ImageData } from '../../../views/catalogue/types';
import { inlineDrawing } from '../page-output/inline-drawings';
import { newWriteKey } from '../cart/write-key';
import { editionAlternates } from './catalogue/alternates';
import { criteriaRows, vehicleLinks } from './catalogue/article-facts';
import { breadcrumbJsonLd } from './catalogue/breadcrumb-ld';
import { dedupeDocuments, documentTitle } from './catalogue/documents';
import { requestEntity } from './catalogue/fetch';
import { countryName } from './catalogue/listing-view';
import { offerOrderOf, offerRows } from './catalogue/offer-rows';
import { productJsonLd } from './catalogue/product-ld';
import { reviewsJsonLd } from './catalogue/review-ld';
import { articleFitment, articleVehicle } from './catalogue/fitment';
import type { PageContext, PageLoader } from './types';
import { defineScreen } from './screen';
import { pageView } from '../../../views/render/page-view';
import { REVIEW_ORDERS, type ReviewOrder } from '../../../contract/calls/article-reviews';
import { ensureSession } from '../cart/session';

const MODEL_ID = /^\w{1,64}$/;
/** ?articleId= is an offer id: its article wins over the path's brand and number. */
const OFFER_ID = /^\d{1,9}$/;
const IMAGE_SIZE = 400;
/** ?reviews=stars lists the most stars first; anything else the latest first. */
const reviewOrderOf = (value: unknown): ReviewOrder => REVIEW_ORDERS.find((order) => order === value) ?? 'newest';
const REVIEW_ID = /^\d{1,9}$/;

/** The article's photos; without any, the card's image (the category's icon). */
function articleImages(article: ArticleDetail): Omit<ImageData, 'alt'>[] {
  const photos = article.photos ?? [];
  if (photos.length) return photos.map((photo) => ({ src: photo.src, width: photo.width, height: photo.height, sources: { avif: photo.avif, webp: photo.webp } }));
  // The first stands in the first screen: inlined when it is one of the shop's drawings.
  return article.smallImages.map((src, index) => ({ src: index === 0 ? inlineDrawing(src) : src, width: IMAGE_SIZE, height: IMAGE_SIZE }));
}
const LOGO = { width: 120, height: 40 };

function categoryCrumb(context: PageContext, article: ArticleDetail): Crumb {
  const params = { categorySlug: article.category.seoAlias, categoryId: article.category.id };
  return {
    label: article.type.title,
    href: article.category.isUniversal ? context.link('UniversalCategory', params) : context.link('Category', params),
  };
}

export const loadArticle: PageLoader<'Article'> = async (context) => {
  const { t, locale, params } = context;
  const offerId = typeof context.query.articleId === 'string' && OFFER_ID.test(context.query.articleId) ? Number(context.query.articleId) : undefined;
  const offerQuery = offerId === undefined ? undefined : String(offerId);
  const modelId = typeof context.query.modelId === 'string' && MODEL_ID.test(context.query.modelId) ? context.query.modelId : undefined;
  // The vehicle is looked up while the marketplace gathers the page.
  const vehicle = articleVehicle(context, modelId);
  const reviewOrder = reviewOrderOf(context.query.reviews);
  const reviewsQuery = reviewOrder === 'newest' ? undefined : reviewOrder;
  const page = await requestEntity(context, 'GET /article-page', {
    query: { brand: params.brandName, normNumber: params.normNumber, offerId: offerQuery, modelId, reviews: reviewsQuery },
  });
  if (!page) return { kind: 'notFound' };
  const { article, offers: offerList, vehicles, originalParts: originals, reviews } = page;

  const canonicalParams = { brandName: article.manufacturer.seoName, normNumber: article.normNumber };
  if (params.brandName !== canonicalParams.brandName || params.normNumber !== canonicalParams.normNumber) {
    const query = { articleId: offerQuery, modelId, reviews: reviewsQuery };
    return { kind: 'redirect', status: 301, location: context.link('Article', canonicalParams, { query }) };
  }

  const fitment = await articleFitment(context, await vehicle, article.id);
  const order = offerOrderOf(context.query.sort);
  const sortLink = (sort: 'total' | undefined) => `${context.link('Article', canonicalParams, { query: { articleId: offerQuery, modelId, sort, reviews: reviewsQuery } })}#offers`;
  const offerSort = order === 'total' ? 'total' : undefined;
  const reviewsLink = (reviews: ReviewOrder) => `${context.link('Article', canonicalParams, { query: { articleId: offerQuery, modelId, sort: offerSort, reviews: reviews === 'newest' ? undefined : reviews } })}#reviews`;
  const voted = typeof context.query.voted === 'string' && REVIEW_ID.test(context.query.voted) ? Number(context.query.voted) : undefined;
  const offers = offerList.offers ?? [];
  const brand = article.manufacturer;
  const heading = `${article.title} ${article.articleNumber}`;
  const path = context.link('Article', canonicalParams);
  const crumbs: Crumb[] = [{ label: t('catalogue.home'), href: context.link('Home', {}) }, categoryCrumb(context, article), { label: heading, href: path }];

  const props: ArticlePageProps = {
    heading,
    crumbs,
    brandName: brand.name,
    brandLogo: brand.logo ? { src: inlineDrawing(brand.logo), ...LOGO, alt: brand.name } : undefined,
    brandHref: context.link('Brand', { brandSlug: brand.seoName.toLowerCase(), brandId: brand.id }),
    articleNumber: article.articleNumber,
    normNumber: article.normNumber,
    ean: article.ean ?? undefined,
    images: articleImages(article).map((image, index) => ({
      ...image, alt: t('article.image', { n: index + 1, brand: brand.name, number: article.articleNumber }),
    })),
    criteria: criteriaRows(context, article.criteria ?? []),
    documents: dedupeDocuments(article.documents ?? []).map((doc) => {
      const type = t(`article.docType.${doc.docType}`, { defaultValue: t('article.docType.other') });
      return {
        key: `${doc.docNo}-${doc.langNo}`, title: documentTitle(doc, type), type, href: doc.url,
        size: typeof doc.bytes === 'number' ? formatFileSize(doc.bytes, locale) : undefined,
      };
    }),
    vehicles: vehicleLinks(context, vehicles.vehicles ?? []),
    oeNumbers: (originals.originalParts ?? []).map((part) => ({ key: `${part.manufacturer.id}-${part.normNumber}`, manufacturer: part.manufacturer.name, number: part.oeNumber })),
    offers: offerRows(context, offers, offerId, order),
    offerOrder: { current: order, rating: sortLink(undefined), total: sortLink('total') },
    countryName: countryName(locale, offerList.deliveryCountry ?? context.deliveryCountry),
    cartAction: context.link('Cart', {}),
    modelId,
    writeKey: newWriteKey(),
    fitment,
    reviews,
    reviewControls: {
      order: reviewOrder,
      links: { newest: reviewsLink('newest'), stars: reviewsLink('stars') },
      helpfulAction: context.link('Article', canonicalParams, { query: { reviews: reviewsQuery } }),
      voted: voted === undefined ? undefined : { reviewId: voted, outcome: context.query.helpful === 'tooMany' ? 'tooMany' : 'thanks' },
    },
  };
  const url = context.absolute(path);
  const cheapest = offers.length ? Math.min(...offers.map((offer) => offer.priceCents)) : null;
  const textParams = { brand: brand.name, number: article.articleNumber, category: article.type.title };
  const description = cheapest === null
    ? t('article.descriptionNoOffers', textParams)
    : t('article.description', { ...textParams, count: offers.length, price: formatPrice(cheapest, locale) });
  const productLd = productJsonLd({
    article, offers, url, description, now: new Date(), absolute: context.absolute,
    deliveryCountry: offerList.deliveryCountry ?? context.deliveryCountry,
    returnPolicyPath: (shopName) => context.link('ShopCancellation', { shopName }),
  });
  return {
    kind: 'page',
    head: {
      title: t('article.title', textParams),
      description,
      canonical: url,
      alternates: editionAlternates(context, 'Article', canonicalParams),
      jsonLd: [{ ...productLd, ...reviewsJsonLd(reviews) }, breadcrumbJsonLd(crumbs, context.absolute)],
      // Beside the offers the main photo is the largest picture of the first screen: fetched at once, at high priority.
      // On a phone it stands below the offers and is fetched as the browser sees fit.
      preloadImage: props.images[0]?.sources
        ? { type: 'image/avif', srcSet: props.images[0].sources.avif, sizes: '400px', media: PHOTO_BESIDE_OFFERS }
        : undefined,
    },
    view: pageView(ArticlePage, props),
    carriesAddForms: offers.length > 0,
  };
};

/**
 * A reader marks a review helpful (the page's only form of its own): counted once per visitor, who
 * needs a session for it, as for a cart; back to the review with a word of what happened.
 */
export const articleScreen = defineScreen({
  page: 'Article',
  load: loadArticle,
  action: {
    form: { limit: '1kb', parameterLimit: 5 },
    async run({ body, params, request, response, marketplace, locale, link }) {
      const reviewId = typeof body?.review === 'string' && REVIEW_ID.test(body.review) ? Number(body.review) : undefined;
      const reviews = reviewOrderOf(request.query.reviews);
      const back = (extra: Record<string, string>) => `${link('Article', params, { reviews: reviews === 'newest' ? undefined : reviews, ...extra })}#${reviewId === undefined ? 'reviews' : `review-${reviewId}`}`;
      if (body?.intent !== 'helpful' || reviewId === undefined) return { kind: 'redirect', location: back({}) };
      const session = await ensureSession(request, response, marketplace, locale);
      if (!session.ok) return { kind: 'redirect', location: back({}) };
      const answer = await marketplace.attempt('POST /article-reviews/:id/helpful', { params: { id: reviewId } }, session.headers);
      return { kind: 'redirect', location: back({ voted: String(reviewId), helpful: answer.status === 429 ? 'tooMany' : 'thanks' }) };
    },
  },
});
