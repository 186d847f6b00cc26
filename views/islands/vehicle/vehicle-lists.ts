/** Dropdown data for the hydrated vehicle selector: /api/vehicle answers -> popular/all options. */
import { fillPath, type AnswerOf } from '../../../contract/call';
// The vehicle calls alone: the picker's wake-up builds none of the other calls' schemas.
import { vehicleCalls } from '../../../contract/calls/vehicles';
import type { VehicleOption } from './types';
import { HSN_KEY, PLATE_KEY, TSN_KEY } from './lookup';
import { modelOptionFormat, modelOptionLabel, type ModelOptionFormat } from '../../engine-facts';

export interface Lists {
  popular: VehicleOption[];
  all: VehicleOption[];
}

interface SeriesEntry { id: number; name: string; slug?: string; productionYearStart?: number; productionYearEnd?: number | null }
interface ModelEntry extends SeriesEntry { ps?: number; kw?: number; ccm?: number }

/** Stored lookup values that a new manufacturer makes stale. */
export const STORED_LOOKUP_KEYS = [HSN_KEY, TSN_KEY, PLATE_KEY];

export const years = (start?: number, end?: number | null) => (start ? `${start}–${end ?? ''}` : '');

const seriesOption = (s: SeriesEntry): VehicleOption => ({ id: String(s.id), label: `${s.name} (${years(s.productionYearStart, s.productionYearEnd)})` });
const modelOption = (format: ModelOptionFormat) => (m: ModelEntry): VehicleOption => ({ id: String(m.id), label: modelOptionLabel(format, m) });

type ListCall = 'GET /vehicle/manufacturers/:id/series' | 'GET /vehicle/series/:id/models';

/** Where the list of a choice's next step is asked for; `__ID__` stands for the choice (the page's loader fills it in). */
export const nextListUrl = (name: ListCall, id = '__ID__') => `/api${fillPath(vehicleCalls[name].path, { id })}`;

/**
 * The answer the page's loader asked for at the choice, before this island woke
 * (views/render/runtime-loader.ts), taken once: its entry stays, emptied, so the loader does not ask again.
 */
function askedAtTheChoice(path: string): Promise<Response> | undefined {
  const lists = (window as { spareoLists?: Record<string, Promise<Response> | null> }).spareoLists;
  const asked = lists?.[path] ?? undefined;
  if (asked) lists![path] = null;
  return asked;
}

/** The call's answer read with the contract; a failed call or an answer that does not fit it throws (the lists stay as they were). */
async function load<N extends ListCall>(name: N, id: string): Promise<NonNullable<AnswerOf<(typeof vehicleCalls)[N]>>> {
  const path = nextListUrl(name, id);
  // Asked again when the early request failed on the way.
  const response = (await askedAtTheChoice(path)?.catch(() => undefined)) ?? (await fetch(path, { headers: { accept: 'application/json' } }));
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const parsed = vehicleCalls[name].answer.safeParse(await response.json());
  if (!parsed.success || parsed.data === null) {
    console.error(`${name}: answer does not match the contract`, parsed.error?.issues[0]);
    throw new Error(`${path}: answer does not match the contract`);
  }
  return parsed.data as NonNullable<AnswerOf<(typeof vehicleCalls)[N]>>;
}

export async function loadSeries(manufacturerId: string): Promise<Lists> {
  const body = await load('GET /vehicle/manufacturers/:id/series', manufacturerId);
  return { popular: body.popular.map(seriesOption), all: body.all.map(seriesOption) };
}

/** Model options in the edition's words (the island's server-built format; German without one). */
export async function loadModels(seriesId: string, format: ModelOptionFormat = modelOptionFormat(undefined, 'de-DE')): Promise<{ lists: Lists; seriesSlug: string }> {
  const body = await load('GET /vehicle/series/:id/models', seriesId);
  const option = modelOption(format);
  return { lists: { popular: body.popular.map(option), all: body.all.map(option) }, seriesSlug: body.series.slug };
}
