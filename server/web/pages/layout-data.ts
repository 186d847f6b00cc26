/**
 * Header and footer data for every page: rating, reviews, two navigation levels, cart count and the
 * chosen vehicle, all fetched in parallel, each with its own fallback.
 */
import { serverCheckHeaders } from '../security/check-headers';
import { checkSecretOf } from '../security/check-secret';
import type { Manufacturer } from '../../../contract/index';
import type { LayoutData } from '../../../views/layout/types';
import type { PageContext } from './types';
import { readNavigation, toNavigationNodes } from './navigation';
import { accountState } from './account-state';
import { parseConsent, type Consent } from '../../../client/consent/policy';
import { COOKIES } from '../../../locales/editions';
import type { Request } from 'express';
import { importedDataSources } from './info';
import { choosingModelId, chosenVehicle } from './chosen-vehicle';
import { forgetForm } from './forget-vehicle-form';
import { chosenModelIdOf } from '../visitor/vehicle-cookie';
import { ratingOf, reviewsOf } from './shop-rating';

/** Route params that name a vehicle (model, series page or manufacturer). */
interface VehicleParams {
  modelId?: string;
  seriesPageId?: number;
  manufacturerId?: number;
}

/** The navigation's links are for the page's vehicle, else for the shopper's chosen model. */
function vehicleQuery(params: VehicleParams, chosenModelId: string | undefined): Record<string, string | undefined> {
  const pageVehicle = params.modelId ?? params.seriesPageId ?? params.manufacturerId;
  return {
    vehicleModelId: pageVehicle === undefined ? chosenModelId : params.modelId,
    vehicleSeriesGroupId: params.seriesPageId === undefined ? undefined : String(params.seriesPageId),
    vehicleManufacturerId: params.manufacturerId === undefined ? undefined : String(params.manufacturerId),
  };
}

/**
 * The header's vehicle: the series page or manufacturer a page is about, else the model the page is
 * about or the shopper chose (chosen-vehicle.ts), with the form that removes a chosen one.
 */
async function headerVehicle(context: PageContext, params: VehicleParams, manufacturers: Promise<Manufacturer[]>): Promise<LayoutData['vehicle']> {
  const { marketplace, upstreamHeaders: headers, link } = context;
  if (params.modelId !== undefined || (params.seriesPageId === undefined && params.manufacturerId === undefined)) {
    const chosen = await chosenVehicle(context);
    if (!chosen) return undefined;
    // Removable when it is the shopper's choice (a page about another model, such as saving it, is not).
    const choice = choosingModelId(context.route.page, context.params) ?? chosenModelIdOf(context.request);
    const forget = choice === chosen.modelId ? forgetForm(context, chosen.name) : undefined;
    return { label: chosen.label, codes: chosen.codes, href: chosen.href, field: { name: 'modelId', value: chosen.modelId }, forget };
  }
  if (params.seriesPageId !== undefined) {
    const answer = await marketplace.request('GET /vehicle/series-pages/:id', { params: { id: params.seriesPageId } }, headers);
    if (!answer) return undefined;
    const page = answer.seriesPage;
    const label = page.name.startsWith(answer.manufacturer.name) ? page.name : `${answer.manufacturer.name} ${page.name}`;
    return { label, href: link('Series', { seriesSlug: page.slug, seriesPageId: page.id }), field: { name: 'vehicleSeriesGroupId', value: String(page.id) } };
  }
  if (params.manufacturerId !== undefined) {
    const manufacturer = (await manufacturers).find((m) => m.id === params.manufacturerId);
    if (!manufacturer) return undefined;
    return {
      label: manufacturer.name,
      href: link('Manufacturer', { manufacturerSlug: manufacturer.seoName, manufacturerId: manufacturer.id }),
      field: { name: 'vehicleManufacturerId', value: String(manufacturer.id) },
    };
  }
  return undefined;
}

function searchTerm(query: PageContext['query']): string | undefined {
  const q = query.q;
  return typeof q === 'string' && q.trim() ? q.trim().slice(0, 200) : undefined;
}

/** A visitor without a session has an empty cart: no call needed. */
async function cartCountOf({ marketplace, upstreamHeaders, sessionId, route, request }: PageContext): Promise<number | null> {
  // The cart page loads the whole cart and hands its count over (PageResult.cartCount).
  if (!sessionId || route.page === 'Cart') return 0;
  const headers = { ...upstreamHeaders, ...(await serverCheckHeaders(checkSecretOf(request))) };
  const outcome = await marketplace.attempt('GET /Warenkorb/count', {}, headers);
  // A stale session has no cart; a marketplace that did not answer leaves the count unknown, not 0.
  if (!outcome.ok) return outcome.status === 401 ? 0 : null;
  return Math.max(0, Math.floor(outcome.answer.countArticles));
}

/**
 * The methods the footer names: with a session the cart's shops decide (asked per visitor); without
 * one there is no cart, and the answer depends only on the edition and the delivery country, which
 * the shared cache keys on.
 */
function paymentMethodsOf({ marketplace, upstreamHeaders: headers, sessionId }: PageContext) {
  const ask = sessionId ? marketplace.request('GET /payment-methods', {}, headers) : marketplace.requestShared('GET /payment-methods', {}, headers);
  return ask.then((answer) => answer.methods);
}

/** The footer's consent settings show the stored choices, so they can be changed without JavaScript too. */
function consentOf(request: Request): Consent {
  const cookies = (request.cookies ?? {}) as Record<string, string | undefined>;
  return parseConsent(cookies[COOKIES.consent], cookies[COOKIES.consentDomains]);
}

export async function loadLayoutData(context: PageContext): Promise<LayoutData> {
  const { marketplace, upstreamHeaders: headers } = context;
  const params = context.params as VehicleParams;
  // Only a manufacturer page needs the list (to name the chosen manufacturer): the navigation
  // overlay loads its manufacturer list in the browser when it is opened.
  const manufacturers = params.manufacturerId === undefined
    ? Promise.resolve<Manufacturer[]>([])
    : marketplace.request('GET /vehicle/manufacturers', {}, headers).then((list) => list.all);
  const [rating, reviews, navigation, cartCount, vehicle, dataSources, account, paymentMethods] = await Promise.all([
    marketplace.request('GET /TrustedShops/Rating', {}, headers).then(ratingOf),
    marketplace.requestShared('GET /TrustedShops/Reviews', {}, headers).then(reviewsOf),
    marketplace.requestShared('GET /navigation', { query: vehicleQuery(params, chosenModelIdOf(context.request)) }, headers).then((body) => readNavigation(context, body)),
    cartCountOf(context),
    headerVehicle(context, params, manufacturers).catch(() => undefined),
    importedDataSources(context).then((sources) => sources.length > 0),
    accountState(context),
    paymentMethodsOf(context),
  ]);
  return {
    rating,
    reviews,
    // Two levels in every page's markup; the overlay loads the third and the manufacturers (< 8 KB).
    navigation: toNavigationNodes(navigation, 2),
    cartCount,
    vehicle,
    currentPath: context.request.originalUrl,
    consent: consentOf(context.request),
    query: searchTerm(context.query),
    dataSources,
    account,
    paymentMethods,
  };
}
