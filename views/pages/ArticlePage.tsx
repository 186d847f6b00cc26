import { Fragment } from 'react';
import { formatPrice, useShop } from '../context';
import { isBlockedOnArticlePages } from '../../client/consent/policy';
import * as AddToCartIsland from '../islands/AddToCart';
import { formWriteKey } from '../cart/write-key';
import { Breadcrumb } from '../catalogue/Breadcrumb';
import { LinkList } from '../catalogue/LinkList';
import { Photo } from '../catalogue/Photo';
import { Stars } from '../catalogue/Stars';
import type { Crumb, FitmentNote, ImageData, LinkItem } from '../catalogue/types';
import { island } from '../render/island';
import { DeliveryBy } from '../delivery-day';
import { ArticleReviews, type ReviewControls } from '../catalogue/ArticleReviews';
import type { ArticleReviewsAnswer } from '../../contract/calls/article-reviews';

const AddToCart = island(AddToCartIsland);

/** The main photo: the phone's width less the page's margins, or its column of at most 400 px beside the offers. */
export const MAIN_PHOTO_SIZES = '(min-width: 780px) 400px, calc(100vw - 24px)';
/** From this width the photo stands beside the offers, in the first screen (the styles' article-body rule). */
export const PHOTO_BESIDE_OFFERS = '(min-width: 780px)';

export interface OfferRow {
  offerId: number;
  shopName: string;
  shopHref: string;
  /** "Sold by {legal name}, {city} (trader)": who the shopper buys from. */
  soldBy?: string;
  rating: number;
  reviewCount: number;
  priceCents: number;
  depositCents: number;
  /** The deposit is a battery law's (Batteriepfand), not the shop's on an exchange part (Altteilpfand). */
  batteryDeposit?: boolean;
  /** null: the shop does not ship to the delivery country. */
  shippingCents: number | null;
  /** Price plus shipping to the delivery country, for this one article. */
  totalCents?: number;
  deliveryDays: { min: number; max: number } | null;
  /** The latest delivery day when ordered now (YYYY-MM-DD), said instead of the span of days. */
  deliveryBy?: string | null;
  /** The shopper can pay this shop only by a method that waits for the money: the day counts from the payment. */
  awaitsPayment?: boolean;
  /** False: the shop has none in stock; said so, and it cannot be put in the cart. */
  available: boolean;
  /** The offer named by ?articleId= is highlighted. */
  chosen: boolean;
}

export interface ArticlePageProps {
  heading: string;
  crumbs: Crumb[];
  brandName: string;
  brandLogo?: ImageData;
  brandHref?: string;
  articleNumber: string;
  normNumber: string;
  ean?: string;
  images: ImageData[];
  criteria: { label: string; value: string }[];
  /** size: the file's size, formatted for the edition. */
  documents: { key: string; title: string; type: string; href: string; size?: string }[];
  vehicles: LinkItem[];
  oeNumbers: { key: string; manufacturer: string; number: string }[];
  offers: OfferRow[];
  /** The offers' order (by the shop's rating unless the shopper chose the total) and the links to each. */
  offerOrder?: { current: 'rating' | 'total'; rating: string; total: string };
  countryName: string;
  cartAction: string;
  modelId?: string;
  /** This render's key for the add forms' writes (each offer's form extends it). */
  writeKey?: string;
  /** With a chosen vehicle (or one named by the link): whether the article fits it. */
  fitment?: FitmentNote;
  /** Approved reviews of verified buyers. */
  reviews?: ArticleReviewsAnswer;
  /** Their order links and the "helpful" form's address. */
  reviewControls?: ReviewControls;
}

function OfferItem({ offer, cartAction, modelId, countryName, writeKey }: { offer: OfferRow; cartAction: string; modelId?: string; countryName: string; writeKey?: string }) {
  const { t, locale } = useShop();
  const ratingLabel = t('shop.rating', { value: offer.rating.toLocaleString(locale) });
  return (
    <li className={offer.chosen ? 'offer chosen' : 'offer'} id={`offer-${offer.offerId}`}>
      <div className="offer-shop">
        <a href={offer.shopHref}>{offer.shopName}</a>
        <Stars rating={offer.rating} label={ratingLabel} />
        <small>{t('shop.reviews', { count: offer.reviewCount })}</small>
        {offer.soldBy ? <small className="sold-by">{offer.soldBy}</small> : null}
      </div>
      <div className="offer-price">
        <strong>{formatPrice(offer.priceCents, locale)}</strong>
        {offer.depositCents > 0 ? <small>{t(offer.batteryDeposit ? 'article.batteryDeposit' : 'article.deposit', { price: formatPrice(offer.depositCents, locale) })}</small> : null}
        <small>
          {offer.shippingCents === null
            ? t('article.noShipping')
            : offer.shippingCents === 0
              ? t('article.shippingFree')
              : t('article.shippingCost', { price: formatPrice(offer.shippingCents, locale) })}
          {' · '}
          {t('article.shipping', { country: countryName })}
        </small>
        {offer.totalCents !== undefined && offer.shippingCents !== null && offer.shippingCents > 0
          ? <small className="offer-total">{t('offerSort.totalPrice', { country: countryName, price: formatPrice(offer.totalCents, locale) })}</small> : null}
        {!offer.available ? <small className="offer-out-of-stock">{t('article.outOfStock')}</small>
          : offer.deliveryBy && offer.shippingCents !== null ? <small><DeliveryBy day={offer.deliveryBy} text={offer.awaitsPayment ? 'byAfterPayment' : 'by'} /></small>
            : offer.deliveryDays ? <small>{t('article.deliveryTime', offer.deliveryDays)}</small> : null}
      </div>
      <AddToCart
        action={cartAction}
        offerId={offer.offerId}
        modelId={modelId}
        writeKey={formWriteKey(writeKey, 'add', offer.offerId)}
        disabled={offer.shippingCents === null || !offer.available}
        quantityLabel={t('article.quantity')}
        submitLabel={t('article.addToCart')}
      />
    </li>
  );
}

export function ArticlePage(props: ArticlePageProps) {
  const { t } = useShop();
  const [firstImage, ...moreImages] = props.images;
  return (
    <article className="catalogue article-page">
      <Breadcrumb crumbs={props.crumbs} />
      <h1>{props.heading}</h1>
      {props.fitment ? (
        <p className={props.fitment.fits ? 'fitment-note badge badge-success' : 'fitment-note badge badge-warning'}>{props.fitment.text}</p>
      ) : null}
      {/* Offers before photo and facts: on a phone price, shop and add to cart are in the first screen. */}
      <div className="article-body">
        <section className="offers" id="offers">
          <h2>{t('article.offers')}</h2>
          {props.offerOrder && props.offers.length > 1 ? (
            <nav className="offer-order" aria-label={t('offerSort.label')}>
              <span className="offer-order-label">{t('offerSort.label')}</span>{' '}
              <a href={props.offerOrder.rating} aria-current={props.offerOrder.current === 'rating' ? 'true' : undefined}>{t('offerSort.rating')}</a>{' '}
              <a href={props.offerOrder.total} aria-current={props.offerOrder.current === 'total' ? 'true' : undefined}>{t('offerSort.total')}</a>
            </nav>
          ) : null}
          {props.offers.length === 0 ? <p className="empty">{t('article.noOffers')}</p> : (
            <ol>
              {props.offers.map((offer) => (
                <OfferItem key={offer.offerId} offer={offer} cartAction={props.cartAction} modelId={props.modelId} countryName={props.countryName} writeKey={props.writeKey} />
              ))}
            </ol>
          )}
        </section>
        <div className="article-top">
          <div className="gallery">
            {firstImage ? <Photo image={firstImage} sizes={MAIN_PHOTO_SIZES} priority /> : null}
            {moreImages.map((image) => <Photo key={image.src} image={image} sizes="80px" lazy />)}
          </div>
          <dl className="article-facts">
            <dt>{t('article.manufacturer')}</dt>
            <dd>
              {props.brandLogo ? <img src={props.brandLogo.src} width={props.brandLogo.width} height={props.brandLogo.height} alt={props.brandLogo.alt} /> : null}
              {props.brandHref ? <a href={props.brandHref}>{props.brandName}</a> : props.brandName}
            </dd>
            <dt>{t('article.articleNumber')}</dt>
            <dd>{props.articleNumber}</dd>
            <dt>{t('article.normNumber')}</dt>
            <dd>{props.normNumber}</dd>
            {props.ean ? <><dt>{t('article.ean')}</dt><dd>{props.ean}</dd></> : null}
            {props.criteria.map((c) => <Fragment key={c.label}><dt>{c.label}</dt><dd>{c.value}</dd></Fragment>)}
          </dl>
        </div>
      </div>
      {props.documents.length ? (
        <section className="documents">
          <h2>{t('article.documents')}</h2>
          <ul>
            {props.documents.map((doc) => (
              <li key={doc.key}>
                {/* Never embedded; a host from the blocked list (client/consent/policy.ts) leaves as a plain external link. */}
                {isBlockedOnArticlePages(doc.href) ? <a href={doc.href} className="external-link" rel="noopener noreferrer nofollow">{doc.title}</a> : <a href={doc.href}>{doc.title}</a>}{' '}
                <small>{doc.size ? `${doc.type}, PDF, ${doc.size}` : doc.type}</small>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {props.oeNumbers.length ? (
        <section className="oe-numbers">
          <h2>{t('article.oeNumbers')}</h2>
          <ul>{props.oeNumbers.map((oe) => <li key={oe.key}>{oe.manufacturer} {oe.number}</li>)}</ul>
        </section>
      ) : null}
      {props.vehicles.length ? <LinkList id="vehicles" heading={t('article.vehicles')} items={props.vehicles} /> : <p>{t('article.noVehicles')}</p>}
      {props.reviews ? <ArticleReviews reviews={props.reviews} controls={props.reviewControls} /> : null}
    </article>
  );
}
