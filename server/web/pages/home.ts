/** Home: vehicle selection, popular categories, banners, top manufacturers, the savings claim. */
import { MAX_BATCH_IDS } from '../../../contract/params';
import { HomePage, type HomePageProps } from '../../../views/pages/HomePage';
import { organizationJsonLd } from '../seo/json-ld';
import { loadVehicleBlock } from './home-vehicle';
import { flattenNavigation, readNavigation } from './navigation';
import { ratingOf } from './shop-rating';
import type { PageLoader } from './types';
import { defineScreen } from './screen';
import { pageView } from '../../../views/render/page-view';

/** The popularity from which the home page lists a category among the popular ones. */
export const POPULAR_CATEGORY_MINIMUM = 120;
/** The home page's banners: oil filter, brake discs, shock absorbers. */
export const BANNER_CATEGORY_IDS = [243, 1523, 1312] as const;

export const loadHome: PageLoader<'Home'> = async (context) => {
  const { t, link, edition, marketplace, upstreamHeaders: headers } = context;
  const [block, navigation, manufacturers, rating] = await Promise.all([
    loadVehicleBlock(context),
    marketplace.request('GET /navigation', {}, headers).then((body) => readNavigation(context, body)),
    marketplace.request('GET /vehicle/manufacturers', {}, headers).then((list) => list.all),
    marketplace.request('GET /TrustedShops/Rating', {}, headers).then(ratingOf),
  ]);
  if ('redirect' in block) return { kind: 'redirect', location: block.redirect, status: 302 };

  // Popularity is only in the category details: the navigation's categories and the banners' in one call.
  const navigationIds = [...new Set(flattenNavigation(navigation).flatMap((item) => item.categoryId ?? []))];
  const ids = [...new Set([...BANNER_CATEGORY_IDS, ...navigationIds])].sort((a, b) => a - b);
  const batches = Array.from({ length: Math.ceil(ids.length / MAX_BATCH_IDS) }, (_, i) => ids.slice(i * MAX_BATCH_IDS, (i + 1) * MAX_BATCH_IDS));
  const answers = await Promise.all(batches.map((batch) => marketplace.request('GET /categories', { query: { ids: batch.join(',') } }, headers)));
  const details = answers.flatMap((answer) => answer.categories);
  const inNavigation = new Set(navigationIds);
  const popularCategories = details
    .filter((entry) => inNavigation.has(entry.id) && entry.popularity >= POPULAR_CATEGORY_MINIMUM)
    .sort((a, b) => b.popularity - a.popularity || a.title.localeCompare(b.title))
    .slice(0, 12)
    .map((entry) => ({ title: entry.title, href: link('Category', { categorySlug: entry.seoAlias, categoryId: entry.id }) }));
  const byId = new Map(details.map((entry) => [entry.id, entry] as const));
  // The banner falls back to the edition's own slug and title when the tree does not hold the category.
  const banners = BANNER_CATEGORY_IDS.map((categoryId) => {
    const entry = byId.get(categoryId);
    return {
      categoryId,
      title: entry?.title ?? t(`home.banners.${categoryId}.title`),
      text: t(`home.banners.${categoryId}.text`),
      href: link('Category', { categorySlug: entry?.seoAlias ?? t(`home.banners.${categoryId}.slug`), categoryId }),
    };
  });
  const manufacturerById = new Map(manufacturers.map((m) => [m.id, m]));
  const topManufacturers = edition.topManufacturerIds.flatMap((id) => {
    const manufacturer = manufacturerById.get(id);
    return manufacturer ? [{ name: manufacturer.name, href: link('Manufacturer', { manufacturerSlug: manufacturer.seoName, manufacturerId: id }) }] : [];
  });

  const props: HomePageProps = {
    vehicle: block,
    popularCategories,
    banners,
    topManufacturers,
    allVehiclesHref: link('AllVehicles', {}),
  };
  return {
    kind: 'page',
    // A failed lookup answers with the home page, but that variant should not be indexed.
    head: {
      title: t('home.title'),
      description: t('home.description'),
      noindex: block.lookup.kind !== 'none' || undefined,
      jsonLd: [organizationJsonLd({ name: rating.name, url: context.absolute(link('Home', {}) || '/'), rating })],
    },
    view: pageView(HomePage, props),
  };
};

export const homeScreen = defineScreen({ page: 'Home', load: loadHome });
