/**
 * Brand pages. Within a category: the category listing narrowed to one brand. Without a category
 * (/{brandSlug}-{section}/{allVehicles}/---{brandId}): the marketplace has no brand endpoint and its
 * listing needs a category, so the brand's main categories are found by asking the listing for
 * each top-level category of the navigation, narrowed to the brand.
 */
import type { Listing, Product } from '../../../contract/index';
import { BrandPage, type BrandPageProps } from '../../../views/pages/BrandPage';
import type { Crumb } from '../../../views/catalogue/types';
import { editionAlternates } from './catalogue/alternates';
import { breadcrumbJsonLd } from './catalogue/breadcrumb-ld';
import { requestEntity } from './catalogue/fetch';
import { articleCard } from './catalogue/listing-view';
import { withFitment } from './catalogue/fitment';
import { navigationCategories, type NavigationCategory } from './catalogue/navigation-categories';
import { loadCategoryListing } from './category';
import type { PageLoader } from './types';
import { defineScreen } from './screen';
import { pageView } from '../../../views/render/page-view';

/** Articles shown per category on the brand page. */
const PER_CATEGORY = 4;
const MAX_ARTICLES = 12;
const LOGO = { width: 120, height: 40 };

/** Brand within a category: the category listing narrowed to one brand. */
export const loadBrandCategory: PageLoader<'BrandCategory'> = (context) => loadCategoryListing(context, 'BrandCategory');

export const loadBrand: PageLoader<'Brand'> = async (context) => {
  const { t, params } = context;
  const roots = (await navigationCategories(context))?.filter((category) => category.level === 1) ?? [];
  const listings = await Promise.all(roots.map(async (root) => ({
    root,
    // The listings are what the page is about: one that fails is the 503 page, never "no such brand".
    listing: await requestEntity(context, 'GET /listing{/*path}', { query: { categoryId: String(root.id), brandId: String(params.brandId), pageSize: String(PER_CATEGORY) } }),
  })));
  const found = listings.filter((entry): entry is { root: NavigationCategory; listing: Listing } => (entry.listing?.resultCount ?? 0) > 0);
  const brand = found.flatMap((entry) => entry.listing.spareParts).find((product) => product.manufacturer.id === params.brandId)?.manufacturer;
  if (!brand) return { kind: 'notFound' };

  const brandSlug = brand.seoName.toLowerCase();
  const canonical = { brandSlug, brandId: brand.id };
  if (params.brandSlug.toLowerCase() !== brandSlug) return { kind: 'redirect', status: 301, location: context.link('Brand', canonical) };

  const heading = t('catalogue.brandHeading', { brand: brand.name });
  const path = context.link('Brand', canonical);
  const crumbs: Crumb[] = [{ label: t('catalogue.home'), href: context.link('Home', {}) }, { label: heading, href: path }];
  const products: Product[] = found.flatMap((entry) => entry.listing.spareParts.slice(0, 2));
  const props: BrandPageProps = {
    heading,
    crumbs,
    brandName: brand.name,
    logo: brand.logo ? { src: brand.logo, ...LOGO, alt: brand.name } : undefined,
    categories: found.map(({ root, listing }) => ({
      key: String(root.id),
      label: root.title,
      detail: t('catalogue.resultCount', { count: listing.resultCount }),
      href: context.link('BrandCategory', { brandCategorySlug: `${brandSlug}-${root.alias}`, categoryId: root.id, brandId: brand.id }),
    })),
    articles: await withFitment(context, products.slice(0, MAX_ARTICLES).map((product) => articleCard(context, product, undefined))),
  };
  return {
    kind: 'page',
    head: {
      title: t('catalogue.brandTitle', { brand: brand.name }),
      description: t('catalogue.brandDescription', { brand: brand.name }),
      canonical: context.absolute(path),
      alternates: editionAlternates(context, 'Brand', canonical),
      jsonLd: [breadcrumbJsonLd(crumbs, context.absolute)],
    },
    view: pageView(BrandPage, props),
  };
};

export const brandScreen = defineScreen({ page: 'Brand', load: loadBrand });
export const brandCategoryScreen = defineScreen({ page: 'BrandCategory', load: loadBrandCategory });
