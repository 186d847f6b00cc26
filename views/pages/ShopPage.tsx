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
}

function Paragraphs({ text }: { text: string }) {
  return <>{text.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>)}</>;
}

export function ShopPage(props: ShopPageProps) {
  const { t, locale } = useShop();
  return (
    <article className="catalogue shop-page">
      <Breadcrumb crumbs={props.crumbs} />
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
          {props.foundedYear ? <p>{t('shop.since', { year: props.foundedYear })}</p> : null}
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
        </>
      ) : (
        <section className="legal-text"><Paragraphs text={props.text ?? ''} /></section>
      )}
    </article>
  );
}
