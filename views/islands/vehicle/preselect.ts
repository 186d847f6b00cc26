/**
 * A previously chosen vehicle preselects manufacturer and series in the dropdowns:
 * the page's own choice (the server's `selected`) wins; otherwise the last chosen vehicle remembered
 * in localStorage (views/islands/vehicle-panel/remembered.ts). Loads the lists the choice needs.
 */
import type { VehicleSelectorProps } from './types';
import { readRemembered } from '../vehicle-panel/remembered';
import { loadModels, loadSeries, type Lists } from './vehicle-lists';

export interface Preselection {
  manufacturerId: string;
  series: Lists;
  seriesId?: string;
  models?: Lists;
  seriesSlug?: string;
}

const has = (lists: Lists | undefined, id: string | undefined) => Boolean(id && lists && [...lists.popular, ...lists.all].some((o) => o.id === id));

/** undefined when the server already chose (or nothing is remembered, or it is not in the lists). */
export async function loadPreselection({ selected, manufacturers, modelFormat }: Pick<VehicleSelectorProps, 'selected' | 'manufacturers' | 'modelFormat'>): Promise<Preselection | undefined> {
  if (selected?.manufacturerId) return undefined;
  const remembered = readRemembered();
  const manufacturerId = remembered?.manufacturer?.id;
  if (!manufacturerId || !has(manufacturers, manufacturerId)) return undefined;
  const series = await loadSeries(manufacturerId);
  const seriesId = remembered?.series?.id;
  if (!seriesId || !has(series, seriesId)) return { manufacturerId, series };
  const { lists, seriesSlug } = await loadModels(seriesId, modelFormat);
  return { manufacturerId, series, seriesId, models: lists, seriesSlug };
}
