import { formatPrice, useShop } from '../context';
import { Breadcrumb } from '../catalogue/Breadcrumb';
import { Stars } from '../catalogue/Stars';
import type { Crumb } from '../catalogue/types';

export interface ShippingRow {
  country: string;
  countryName: string;
  costCents: number;
  freeFromCents: number | null;
  days: { min: number; max: number };
}

/** Who the seller is: shown on every page of the shop, as a marketplace must. */
export interface SellerFacts {
  legalName: string;
  address: string[];
  phone: string;
  email: string;
  register?: string;
  vatId?: string;
  isTrader: boolean;
}

export interface ShopPageProps {
  variant: 'overview' | 'terms' | 'cancellation';
  heading: string;
  crumbs: Crumb[];
  name: string;
  rating: number;
  reviewCount: number;
  foundedYear?: number;
  description?: string;
  /** Terms or cancellation policy text in the edition's language. */
  text?: string;
  shipping: ShippingRow[];
  deliveryCountry: string;
  links: { shop: string; terms: string; cancellation: string };
  /** Absent: the shop has not said who it is (it lists no offers then). */
  seller?: SellerFacts;
  /** The shop's logo, served from our origin (absent: none). */
  logo?: string;
  /** What its part of a checkout here can be paid with. */
  paymentMethods: string[];
}

function Seller({ seller }: { seller?: SellerFacts }) {
  const { t } = useShop();
  return (
    <section className="seller" aria-labelledby="seller-heading">
      <h2 id="seller-heading">{t('shop.seller.heading')}</h2>
      {seller ? (
        <dl>
          <dt>{t('shop.seller.legalName')}</dt><dd>{seller.legalName}</dd>
          <dt>{t('shop.seller.address')}</dt><dd>{seller.address.map((line, index) => <span key={index}>{index ? <br /> : null}{line}</span>)}</dd>
          <dt>{t('shop.seller.phone')}</dt><dd><a href={`tel:${seller.phone.replace(/\s+/g, '')}`}>{seller.phone.replace(/ /g, '\u00a0')}</a></dd>
          <dt>{t('shop.seller.email')}</dt><dd><a href={`mailto:${seller.email}`}>{seller.email}</a></dd>
          {seller.register ? <><dt>{t('shop.seller.register')}</dt><dd>{seller.register}</dd></> : null}
          {seller.vatId ? <><dt>{t('shop.seller.vatId')}</dt><dd>{seller.vatId}</dd></> : null}
          <dt>{t('shop.seller.status')}</dt><dd>{seller.isTrader ? t('shop.seller.trader') : t('shop.seller.private')}</dd>
        </dl>
      ) : <p>{t('shop.seller.missing')}</p>}
    </section>
  );
}

function Paragraphs({ text }: { text: string }) {
  return <>{text.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>)}</>;
}

export function ShopPage(props: ShopPageProps) {
  const { t, locale } = useShop();
  return (
    <article className="catalogue shop-page">
      <Breadcrumb crumbs={props.crumbs} />
      {/* A fixed box: a logo of any shape takes the same room, so nothing below it moves when it loads. */}
      {props.logo ? <img className="shop-logo" src={props.logo} alt={props.name} width={160} height={80} /> : null}
      <h1>{props.heading}</h1>
      <p className="shop-rating">
        <Stars rating={props.rating} label={t('shop.rating', { value: props.rating.toLocaleString(locale) })} />{' '}
        {t('shop.rating', { value: props.rating.toLocaleString(locale) })} · {t('shop.reviews', { count: props.reviewCount })}
      </p>
      <nav className="shop-tabs" aria-label={t('a11y.shopPages')}>
        <a href={props.links.shop} aria-current={props.variant === 'overview' ? 'page' : undefined}>{props.name}</a>
        <a href={props.links.terms} aria-current={props.variant === 'terms' ? 'page' : undefined}>{t('shop.terms')}</a>
        <a href={props.links.cancellation} aria-current={props.variant === 'cancellation' ? 'page' : undefined}>{t('shop.cancellation')}</a>
      </nav>
      {props.variant === 'overview' ? (
        <>
          {props.description ? <p className="lead">{props.description}</p> : null}
          {props.foundedYear ? <p>{t('shop.founded', { year: props.foundedYear })}</p> : null}
          {/* Scrolls sideways on phones: a focusable region named by its heading, so a keyboard can scroll it too. */}
          <section className="shipping-table" tabIndex={0} aria-labelledby="shipping-heading">
            <h2 id="shipping-heading">{t('shop.shipping')}</h2>
            <table>
              <thead>
                <tr><th scope="col">{t('shop.country')}</th><th scope="col">{t('shop.cost')}</th><th scope="col">{t('shop.freeFrom')}</th><th scope="col">{t('shop.deliveryTime')}</th></tr>
              </thead>
              <tbody>
                {props.shipping.map((row) => (
                  <tr key={row.country} className={row.country === props.deliveryCountry ? 'current' : undefined}>
                    <th scope="row">{row.countryName}</th>
                    <td>{formatPrice(row.costCents, locale)}</td>
                    <td>{row.freeFromCents === null ? t('shop.never') : formatPrice(row.freeFromCents, locale)}</td>
                    <td>{t('shop.days', row.days)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="payment-heading">
            <h2 id="payment-heading">{t('shop.paymentMethods')}</h2>
            <ul className="payment-methods">{props.paymentMethods.map((method) => <li key={method} data-method={method}>{t(`orders.payment.${method}`)}</li>)}</ul>
          </section>
        </>
      ) : (
        <section className="legal-text"><Paragraphs text={props.text ?? ''} /></section>
      )}
      <Seller seller={props.seller} />
    </article>
  );
}
