/** Home (spec section 2): vehicle selection, popular categories, banners, top manufacturers, the savings claim. */
import { HomePage, type HomePageProps } from '../../../views/pages/HomePage';
import { DEFAULT_RATING } from '../../../views/layout/types';
import { organizationJsonLd } from '../seo/json-ld';
import { loadVehicleBlock } from './home-vehicle';
import { readCategories, readManufacturers, readRating, type CategoryEntry } from './marketplace-shapes';
import { flattenNavigation, readNavigation } from './navigation';
import type { PageLoader } from './types';

/** Spec section 9: category_popularity_minimum. */
export const POPULAR_CATEGORY_MINIMUM = 120;
/** Spec section 2: oil filter, brake discs, shock absorbers. */
export const BANNER_CATEGORY_IDS = [243, 1523, 1312] as const;

export const loadHome: PageLoader<'Home'> = async (context) => {
  const { t, link, edition, marketplace, upstreamHeaders: headers } = context;
  const category = (id: number) => marketplace.get(`/categories/${id}`, {}, headers, null).then((body) => readCategories([body])[0]);
  const [block, navigation, bannerCategories, manufacturers, rating] = await Promise.all([
    loadVehicleBlock(context),
    marketplace.request('GET /navigation', {}, headers).then((body) => readNavigation(context, body)),
    Promise.all(BANNER_CATEGORY_IDS.map(category)),
    marketplace.get('/vehicle/manufacturers', {}, headers, []).then(readManufacturers),
    marketplace.get('/TrustedShops/Rating', {}, headers, null).then((body) => (body === null ? DEFAULT_RATING : readRating(body))),
  ]);
  if ('redirect' in block) return { kind: 'redirect', location: block.redirect, status: 302 };

  // Popularity is only in the category details: read them for the navigation's categories (cached calls).
  const ids = [...new Set(flattenNavigation(navigation).flatMap((item) => item.categoryId ?? []))];
  const details = (await Promise.all(ids.map(category))).filter((entry): entry is CategoryEntry => entry !== undefined);
  const popularCategories = details
    .filter((entry) => entry.popularity >= POPULAR_CATEGORY_MINIMUM)
    .sort((a, b) => b.popularity - a.popularity || a.title.localeCompare(b.title))
    .slice(0, 12)
    .map((entry) => ({ title: entry.title, href: link('Category', { categorySlug: entry.slug, categoryId: entry.id }) }));
  const byId = new Map(bannerCategories.flatMap((entry) => (entry ? [[entry.id, entry] as const] : [])));
  // The banner falls back to the edition's own slug and title when the tree does not hold the category.
  const banners = BANNER_CATEGORY_IDS.map((categoryId) => {
    const entry = byId.get(categoryId);
    return {
      categoryId,
      title: entry?.title ?? t(`home.banners.${categoryId}.title`),
      text: t(`home.banners.${categoryId}.text`),
      href: link('Category', { categorySlug: entry?.slug ?? t(`home.banners.${categoryId}.slug`), categoryId }),
    };
  });
  const manufacturerById = new Map(manufacturers.map((m) => [m.id, m]));
  const topManufacturers = edition.topManufacturerIds.flatMap((id) => {
    const manufacturer = manufacturerById.get(id);
    return manufacturer ? [{ name: manufacturer.name, href: link('Manufacturer', { manufacturerSlug: manufacturer.slug, manufacturerId: id }) }] : [];
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
    component: HomePage,
    props,
  };
};
