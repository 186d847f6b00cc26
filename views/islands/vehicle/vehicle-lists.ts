/** Dropdown data for the hydrated vehicle selector: /api/vehicle answers -> popular/all options. */
import type { VehicleOption } from '../VehicleSelectorView';
import { HSN_KEY, PLATE_KEY, TSN_KEY } from './lookup';

export interface Lists {
  popular: VehicleOption[];
  all: VehicleOption[];
}

interface SeriesEntry { id: number; name: string; slug?: string; productionYearStart?: number; productionYearEnd?: number | null }
interface ModelEntry extends SeriesEntry { ps?: number; kw?: number; ccm?: number }

/** Stored lookup values that a new manufacturer makes stale (spec section 4). */
export const STORED_LOOKUP_KEYS = [HSN_KEY, TSN_KEY, PLATE_KEY];

export const years = (start?: number, end?: number | null) => (start ? `${start}–${end ?? ''}` : '');

const seriesOption = (s: SeriesEntry): VehicleOption => ({ id: String(s.id), label: `${s.name} (${years(s.productionYearStart, s.productionYearEnd)})` });
const modelOption = (m: ModelEntry): VehicleOption => ({
  id: String(m.id),
  label: `${m.name}, ${m.ps ?? '–'} PS / ${m.kw ?? '–'} kW, ${m.ccm ?? '–'} ccm, ${years(m.productionYearStart, m.productionYearEnd)}`,
});

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

export async function loadSeries(manufacturerId: string): Promise<Lists> {
  const body = await getJson<{ popular: SeriesEntry[]; all: SeriesEntry[] }>(`/api/vehicle/manufacturers/${encodeURIComponent(manufacturerId)}/series`);
  return { popular: body.popular.map(seriesOption), all: body.all.map(seriesOption) };
}

export async function loadModels(seriesId: string): Promise<{ lists: Lists; seriesSlug: string }> {
  const body = await getJson<{ popular: ModelEntry[]; all: ModelEntry[]; series: SeriesEntry }>(`/api/vehicle/series/${encodeURIComponent(seriesId)}/models`);
  return { lists: { popular: body.popular.map(modelOption), all: body.all.map(modelOption) }, seriesSlug: body.series.slug ?? String(body.series.id) };
}
