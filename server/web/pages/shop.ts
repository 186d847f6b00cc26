/**
 * Shop page and its terms and cancellation-policy sub-pages (/{shop}/{shopName}[/{terms|cancellation}]):
 * rating, texts in the edition's language, shipping per delivery country. Unknown shops answer
 * 404; a shop name spelled differently answers 301 to the shop's own slug.
 */
import { deliveryWindow } from '../../../contract/delivery-time';
import type { Shop } from '../../../contract/index';
import { ShopPage, type ShopPageProps } from '../../../views/pages/ShopPage';
import type { Crumb } from '../../../views/catalogue/types';
import { editionAlternates } from './catalogue/alternates';
import { breadcrumbJsonLd } from './catalogue/breadcrumb-ld';
import { requestEntity } from './catalogue/fetch';
import { countryName } from './catalogue/listing-view';
import type { PageContext, PageLoader, PageResult } from './types';
import { defineScreen } from './screen';
import { pageView } from '../../../views/render/page-view';

type ShopPageName = 'Shop' | 'ShopTerms' | 'ShopCancellation';
const VARIANTS: Record<ShopPageName, ShopPageProps['variant']> = { Shop: 'overview', ShopTerms: 'terms', ShopCancellation: 'cancellation' };

function shippingRows(context: PageContext, shop: Shop): ShopPageProps['shipping'] {
  const rows = shop.shipping.map((row) => ({
    country: row.country,
    countryName: countryName(context.locale, row.country),
    costCents: row.costCents,
    freeFromCents: row.freeFromCents,
    days: deliveryWindow(shop.dispatchDays ?? 0, { min: row.deliveryDaysMin, max: row.deliveryDaysMax }),
  }));
  // The visitor's delivery country first, then alphabetical in the edition's language.
  return rows.sort((a, b) => Number(b.country === context.deliveryCountry) - Number(a.country === context.deliveryCountry)
    || a.countryName.localeCompare(b.countryName, context.locale));
}

async function loadShopPage(context: PageContext, page: ShopPageName): Promise<PageResult> {
  const { t } = context;
  const { shopName } = context.params as { shopName: string };
  const shop = await requestEntity(context, 'GET /shops/:shopName', { params: { shopName } });
  if (!shop) return { kind: 'notFound' };
  const params = { shopName: shop.slug };
  if (shopName !== shop.slug) return { kind: 'redirect', status: 301, location: context.link(page, params) };

  const variant = VARIANTS[page];
  const links = { shop: context.link('Shop', params), terms: context.link('ShopTerms', params), cancellation: context.link('ShopCancellation', params) };
  const heading = variant === 'overview' ? shop.name : `${t(variant === 'terms' ? 'shop.terms' : 'shop.cancellation')} – ${shop.name}`;
  const crumbs: Crumb[] = [{ label: t('catalogue.home'), href: context.link('Home', {}) }, { label: shop.name, href: links.shop }];
  if (variant !== 'overview') crumbs.push({ label: heading, href: context.link(page, params) });

  const props: ShopPageProps = {
    variant,
    heading,
    crumbs,
    name: shop.name,
    rating: shop.rating,
    reviewCount: shop.reviewCount,
    foundedYear: shop.foundedYear ?? undefined,
    description: shop.description || undefined,
    text: variant === 'terms' ? shop.terms : variant === 'cancellation' ? shop.cancellationPolicy : undefined,
    shipping: shippingRows(context, shop),
    deliveryCountry: context.deliveryCountry,
    links,
    seller: shop.seller ? {
      legalName: shop.seller.legalName,
      address: [shop.seller.street, `${shop.seller.postcode} ${shop.seller.city}`, countryName(context.locale, shop.seller.country)],
      phone: shop.seller.phone,
      email: shop.seller.email,
      register: [shop.seller.tradeRegister, shop.seller.registerNumber].filter(Boolean).join(', ') || undefined,
      vatId: shop.seller.vatId ?? undefined,
      isTrader: shop.seller.isTrader,
    } : undefined,
    logo: shop.logo ?? undefined,
    paymentMethods: shop.paymentMethods,
  };
  const title = variant === 'overview' ? 'shop.title' : variant === 'terms' ? 'shop.termsTitle' : 'shop.cancellationTitle';
  return {
    kind: 'page',
    head: {
      title: t(title, { name: shop.name }),
      description: t('shop.description', { name: shop.name, rating: shop.rating.toLocaleString(context.locale) }),
      canonical: context.absolute(context.link(page, params)),
      alternates: editionAlternates(context, page, params),
      jsonLd: [breadcrumbJsonLd(crumbs, context.absolute)],
    },
    view: pageView(ShopPage, props),
    styles: 'shop',
  };
}

export const loadShop: PageLoader<'Shop'> = (context) => loadShopPage(context, 'Shop');
export const loadShopTerms: PageLoader<'ShopTerms'> = (context) => loadShopPage(context, 'ShopTerms');
export const loadShopCancellation: PageLoader<'ShopCancellation'> = (context) => loadShopPage(context, 'ShopCancellation');

export const shopTermsScreen = defineScreen({ page: 'ShopTerms', load: loadShopTerms });
export const shopCancellationScreen = defineScreen({ page: 'ShopCancellation', load: loadShopCancellation });
export const shopScreen = defineScreen({ page: 'Shop', load: loadShop });
