/** The vehicle a catalogue page is narrowed to: looked up to check it exists and to name it. */
import type { Vehicle } from '../../../../contract/index';
import type { Crumb } from '../../../../views/catalogue/types';
import type { PageContext } from '../types';
import { requestEntity } from './fetch';

export interface VehicleContext {
  kind: 'manufacturer' | 'series' | 'model';
  id: string;
  name: string;
  /** The slug the canonical URL carries. */
  slug: string;
  /** Slugs accepted without a redirect (links from other parts of the shop may use either). */
  accepted: string[];
  crumbs: Crumb[];
  /** Listing query ids. */
  query: Record<string, string>;
  vehicle?: Vehicle;
}

export async function manufacturerContext(context: PageContext, manufacturerId: number): Promise<VehicleContext | null> {
  const answer = await requestEntity(context, 'GET /vehicle/manufacturers/:id/series', { params: { id: manufacturerId }, query: { limit: '1' } });
  if (!answer) return null;
  const m = answer.manufacturer;
  const href = context.link('Manufacturer', { manufacturerSlug: m.seoName, manufacturerId: m.id });
  return {
    kind: 'manufacturer', id: String(m.id), name: m.name, slug: m.seoName, accepted: [m.seoName, m.slug],
    crumbs: [{ label: m.name, href }], query: { manufacturerId: String(m.id) },
  };
}

export async function seriesContext(context: PageContext, seriesPageId: number): Promise<VehicleContext | null> {
  const answer = await requestEntity(context, 'GET /vehicle/series-pages/:id', { params: { id: seriesPageId } });
  if (!answer) return null;
  const m = answer.manufacturer;
  const page = answer.seriesPage;
  return {
    kind: 'series', id: String(page.id), name: page.name, slug: page.slug, accepted: [page.slug],
    crumbs: [
      { label: m.name, href: context.link('Manufacturer', { manufacturerSlug: m.seoName, manufacturerId: m.id }) },
      { label: page.name, href: context.link('Series', { seriesSlug: page.slug, seriesPageId: page.id }) },
    ],
    query: { seriesPageId: String(page.id) },
  };
}

export async function modelContext(context: PageContext, modelId: string): Promise<VehicleContext | null> {
  const vehicle = await requestEntity(context, 'GET /vehicle/models/:modelId', { params: { modelId } });
  if (!vehicle) return null;
  const { manufacturer: m, seriesPage: page, series, model } = vehicle;
  return {
    kind: 'model', id: String(model.id), name: model.fullName, slug: series.slug, accepted: [series.slug, page.slug],
    crumbs: [
      { label: m.name, href: context.link('Manufacturer', { manufacturerSlug: m.seoName, manufacturerId: m.id }) },
      { label: page.name, href: context.link('Series', { seriesSlug: page.slug, seriesPageId: page.id }) },
      { label: model.fullName, href: context.link('Model', { seriesSlug: series.slug, modelId: String(model.id) }) },
    ],
    query: { modelId: String(model.id) },
    vehicle,
  };
}

/** kbaTypeId picks one HSN/TSN of the model; unknown ones are ignored. */
export function kbaOf(vehicle: Vehicle | undefined, kbaTypeId: number | null | undefined) {
  if (!vehicle || kbaTypeId == null) return undefined;
  return vehicle.model.kbas.find((kba) => kba.kbaId === kbaTypeId);
}
