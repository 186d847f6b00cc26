/**
 * The last chosen vehicle, remembered in localStorage (spareo:vehicle) by the vehicle panel on a
 * vehicle's pages and by the dropdowns when a model is picked; the dropdowns preselect from it.
 * Also resolves a page's vehicle (model, series page or manufacturer id) into the full vehicle state.
 */
import type { VehicleRef, VehicleState } from './state';

import { REMEMBERED_VEHICLE_KEY } from './remembered-key';

export { REMEMBERED_VEHICLE_KEY };

export interface RememberedVehicle extends VehicleState {
  label?: string;
  href?: string;
}

export type PageVehicleField = { name: 'modelId' | 'vehicleSeriesGroupId' | 'vehicleManufacturerId'; value: string };

const isRef = (value: unknown): value is VehicleRef =>
  typeof value === 'object' && value !== null && (typeof (value as VehicleRef).id === 'string' || typeof (value as VehicleRef).id === 'number');

const ref = (value: unknown): VehicleRef | undefined =>
  isRef(value)
    ? {
        id: String(value.id),
        ...(typeof value.name === 'string' ? { name: value.name } : {}),
        ...(typeof value.slug === 'string' ? { slug: value.slug } : {}),
      }
    : undefined;

/** Only well-formed fields survive: storage is shopper-writable. */
export function parseRemembered(text: string | null): RememberedVehicle | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  const out: RememberedVehicle = {};
  for (const key of ['manufacturer', 'seriesFamily', 'seriesPage', 'series', 'model'] as const) {
    const r = ref(raw[key]);
    if (r && /^\w{1,64}$/.test(r.id)) out[key] = r;
  }
  if (typeof raw.label === 'string') out.label = raw.label.slice(0, 200);
  if (typeof raw.href === 'string' && raw.href.startsWith('/') && !raw.href.startsWith('//')) out.href = raw.href;
  return out.manufacturer || out.series || out.model || out.seriesPage ? out : undefined;
}

export function readRemembered(): RememberedVehicle | undefined {
  try {
    return parseRemembered(window.localStorage.getItem(REMEMBERED_VEHICLE_KEY));
  } catch {
    return undefined;
  }
}

export function remember(vehicle: RememberedVehicle | undefined): void {
  try {
    if (vehicle) window.localStorage.setItem(REMEMBERED_VEHICLE_KEY, JSON.stringify(vehicle));
    else window.localStorage.removeItem(REMEMBERED_VEHICLE_KEY);
  } catch {
    /* storage blocked: nothing remembered */
  }
}

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json() as Promise<unknown>;
}

/** The full vehicle a page names (GET /api/vehicle/...); a manufacturer needs no call. */
export async function resolvePageVehicle(field: PageVehicleField, label?: string): Promise<VehicleState> {
  if (field.name === 'vehicleManufacturerId') return { manufacturer: { id: field.value, ...(label ? { name: label } : {}) } };
  if (field.name === 'modelId') {
    const body = (await getJson(`/api/vehicle/models/${encodeURIComponent(field.value)}`)) as Record<string, unknown>;
    return { manufacturer: ref(body.manufacturer), seriesFamily: ref(body.seriesFamily), seriesPage: ref(body.seriesPage), series: ref(body.series), model: ref(body.model) };
  }
  const body = (await getJson(`/api/vehicle/series-pages/${encodeURIComponent(field.value)}`)) as Record<string, unknown>;
  const series = Array.isArray(body.series) ? body.series : [];
  // A series page groups series: only a page with exactly one names the series to preselect.
  return { manufacturer: ref(body.manufacturer), seriesFamily: ref(body.seriesFamily), seriesPage: ref(body.seriesPage), series: series.length === 1 ? ref(series[0]) : undefined };
}

/** The page's vehicle as far as it is known before resolving (its one id). */
export function pageVehicle(field: PageVehicleField, label?: string): VehicleState {
  const named = { id: field.value, ...(label ? { name: label } : {}) };
  if (field.name === 'modelId') return { model: named };
  if (field.name === 'vehicleSeriesGroupId') return { seriesPage: named };
  return { manufacturer: named };
}
