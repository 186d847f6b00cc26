/** Vehicle pages: all vehicles (manufacturers), manufacturer (series), series page (models), model (categories). */
import { readKbaTypeId } from '../routes/table';
import { VehiclePage, type VehiclePageProps } from '../../../views/pages/VehiclePage';
import type { NavigationCategory } from '../../../contract/calls/catalogue';
import type { Crumb, LinkItem } from '../../../views/catalogue/types';
import { breadcrumbJsonLd } from './catalogue/breadcrumb-ld';
import { kbaOf, manufacturerContext, modelContext, seriesContext } from './catalogue/vehicle-context';
import { modelDetail, yearsText } from './catalogue/vehicle-text';
import { signedInVehicles } from './account-state';
import type { PageContext, PageLoader, PageResult } from './types';
import { defineScreen } from './screen';
import { pageView } from '../../../views/render/page-view';

const home = (context: PageContext): Crumb => ({ label: context.t('catalogue.home'), href: context.link('Home', {}) });

function page(context: PageContext, title: string, description: string, props: VehiclePageProps, canonical: string): PageResult {
  return {
    kind: 'page',
    head: { title, description, canonical: context.absolute(canonical), jsonLd: [breadcrumbJsonLd(props.crumbs, context.absolute)] },
    view: pageView(VehiclePage, props),
  };
}

export const loadAllVehicles: PageLoader<'AllVehicles'> = async (context) => {
  const { t } = context;
  const list = await context.marketplace.request('GET /vehicle/manufacturers', {}, context.upstreamHeaders);
  const href = context.link('AllVehicles', {});
  const items: LinkItem[] = list.all.map((m) => ({ key: String(m.id), label: m.name, href: context.link('Manufacturer', { manufacturerSlug: m.seoName, manufacturerId: m.id }) }));
  const crumbs = [home(context), { label: t('catalogue.allVehicles'), href }];
  return page(context, t('catalogue.allVehiclesTitle'), t('catalogue.allVehiclesIntro'), {
    heading: t('catalogue.allVehicles'), intro: t('catalogue.allVehiclesIntro'), crumbs, facts: [],
    sections: [{ key: 'manufacturers', heading: t('catalogue.manufacturers'), items }],
  }, href);
};

export const loadManufacturer: PageLoader<'Manufacturer'> = async (context) => {
  const { t, params } = context;
  const vehicle = await manufacturerContext(context, params.manufacturerId);
  if (!vehicle) return { kind: 'notFound' };
  const canonical = context.link('Manufacturer', { manufacturerSlug: vehicle.slug, manufacturerId: params.manufacturerId });
  if (!vehicle.accepted.includes(params.manufacturerSlug)) return { kind: 'redirect', status: 301, location: canonical };
  const list = await context.marketplace.request('GET /vehicle/manufacturers/:id/series', { params: { id: params.manufacturerId } }, context.upstreamHeaders);
  // One link per series page (several generations may share one page): the list names each series' page.
  const pages = new Map<number, LinkItem>();
  const found = (list?.all ?? []).map((series) => ({ series, seriesPage: series.seriesPage ?? undefined }));
  for (const { series, seriesPage } of found) {
    if (!seriesPage || pages.has(seriesPage.id)) continue;
    pages.set(seriesPage.id, {
      key: String(seriesPage.id), label: seriesPage.name, detail: yearsText(t, series.productionYearStart, series.productionYearEnd),
      href: context.link('Series', { seriesSlug: seriesPage.slug, seriesPageId: seriesPage.id }),
    });
  }
  const crumbs = [home(context), ...vehicle.crumbs];
  return page(context, t('catalogue.manufacturerTitle', { name: vehicle.name }), t('catalogue.manufacturerDescription', { name: vehicle.name }), {
    heading: t('catalogue.manufacturerHeading', { name: vehicle.name }), crumbs, facts: [],
    sections: [{ key: 'series', heading: t('catalogue.series'), items: [...pages.values()] }],
  }, canonical);
};

export const loadSeries: PageLoader<'Series'> = async (context) => {
  const { t, params } = context;
  const vehicle = await seriesContext(context, params.seriesPageId);
  if (!vehicle) return { kind: 'notFound' };
  const canonical = context.link('Series', { seriesSlug: vehicle.slug, seriesPageId: params.seriesPageId });
  if (!vehicle.accepted.includes(params.seriesSlug)) return { kind: 'redirect', status: 301, location: canonical };
  // The series with their models in one call.
  const answer = await context.marketplace.request('GET /vehicle/series-pages/:id', { params: { id: params.seriesPageId }, query: { withModels: '1' } }, context.upstreamHeaders);
  const sections = (answer?.series ?? []).map((series) => ({
    key: `series-${series.id}`,
    heading: `${series.name} (${yearsText(t, series.productionYearStart, series.productionYearEnd)})`,
    items: (series.models ?? []).map((model) => ({
      key: String(model.id), label: model.fullName, detail: modelDetail(context, model),
      href: context.link('Model', { seriesSlug: series.slug, modelId: String(model.id) }),
    })),
  }));
  const crumbs = [home(context), ...vehicle.crumbs];
  return page(context, t('catalogue.seriesTitle', { name: vehicle.name }), t('catalogue.seriesDescription', { name: vehicle.name }), {
    heading: t('catalogue.seriesHeading', { name: vehicle.name }), crumbs, facts: [], sections,
  }, canonical);
};

export const loadModel: PageLoader<'Model'> = async (context) => {
  const { t, params } = context;
  const vehicle = await modelContext(context, params.modelId);
  if (!vehicle?.vehicle) return { kind: 'notFound' };
  const kba = kbaOf(vehicle.vehicle, readKbaTypeId(context.query.kbaTypeId));
  const canonical = context.link('Model', { seriesSlug: vehicle.slug, modelId: params.modelId });
  if (!vehicle.accepted.includes(params.seriesSlug)) {
    return { kind: 'redirect', status: 301, location: context.link('Model', { seriesSlug: vehicle.slug, modelId: params.modelId }, { query: { kbaTypeId: kba?.kbaId } }) };
  }
  const [navigation, withParts, saved] = await Promise.all([
    context.marketplace.request('GET /navigation', { query: { vehicleModelId: params.modelId } }, context.upstreamHeaders),
    context.marketplace.request('GET /fitment/categories', { query: { modelId: params.modelId } }, context.upstreamHeaders),
    signedInVehicles(context).catch(() => null),
  ]);
  // Only the groups with parts for this car (universal ones fit every car); not known: all of them.
  const offered = withParts ? new Set(withParts.categoryIds) : null;
  const hasParts = (group: NavigationCategory) => !offered || group.isUniversal || offered.has(group.id);
  const roots = navigation.categories.map((root) => ({ root, groups: root.children.filter(hasParts) })).filter(({ groups }) => groups.length > 0);
  const sections = roots.map(({ root, groups }) => ({
    key: `category-${root.id}`,
    heading: root.title,
    items: groups.map((group) => ({
      key: String(group.id),
      label: group.title,
      href: group.isUniversal
        ? context.link('UniversalCategory', { categorySlug: group.seoAlias, categoryId: group.id })
        : context.link('ModelCategory', { categorySlug: group.seoAlias, seriesSlug: vehicle.slug, modelId: params.modelId, categoryId: group.id }, { query: { kbaTypeId: kba?.kbaId } }),
    })),
  }));
  const model = vehicle.vehicle.model;
  const facts = [modelDetail(context, model), ...(kba ? [`HSN/TSN ${kba.hsn}/${kba.tsn}`] : [])];
  const crumbs = [home(context), ...vehicle.crumbs];
  // Saving is offered when a model is chosen, it is not saved yet, and the edition is DE or AT.
  const modelId = String(model.id);
  const savePath = context.edition.accounts ? context.link('SaveVehicle', { modelId }) : undefined;
  const saveVehicle = savePath && !saved?.some((entry) => String(entry.model.id) === modelId)
    ? { modelId, href: savePath, loginHref: context.link('Login', {}, { query: { redirectUrl: savePath } }), accountHref: context.link('SavedVehicles', {}) }
    : undefined;
  return page(context, t('catalogue.modelTitle', { name: vehicle.name }), t('catalogue.modelDescription', { name: vehicle.name }), {
    heading: t('catalogue.modelHeading', { name: vehicle.name }), crumbs, facts, sections, saveVehicle,
  }, canonical);
};

export const allVehiclesScreen = defineScreen({ page: 'AllVehicles', load: loadAllVehicles });
export const manufacturerScreen = defineScreen({ page: 'Manufacturer', load: loadManufacturer });
export const seriesScreen = defineScreen({ page: 'Series', load: loadSeries });
export const modelScreen = defineScreen({ page: 'Model', load: loadModel });
