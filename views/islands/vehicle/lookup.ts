/**
 * HSN/TSN and licence-plate lookups in the browser: the call, its vehicles
 * as choices (name, kW/PS, production period, model page link), and the stored lookup values.
 */
import { vehicleCalls } from '../../../contract/calls/vehicles';
import { isFrenchPlate } from '../../../contract/licence-plate';

/** HSN: four letters or digits; TSN: three. */
export const HSN = /^[A-Za-z0-9]{4}$/;
export const TSN = /^[A-Za-z0-9]{3}$/;
export const isPlate = isFrenchPlate;

/** Where the lookup values are stored (localStorage). */
export const HSN_KEY = 'spareo:hsn';
export const TSN_KEY = 'spareo:tsn';
export const PLATE_KEY = 'spareo:plate';
type LookupKey = typeof HSN_KEY | typeof TSN_KEY | typeof PLATE_KEY;

export interface VehicleChoice {
  label: string;
  facts: string;
  href: string;
  /** The fuel's word, for a pair naming its generation only: the choices are grouped by it. */
  group?: string;
}

/** Server-built templates: model path with __SERIES__/__MODEL__, facts with %kw% %ps% %years%, years with %start% %end%. */
export interface ChoiceTemplates {
  modelPath: string;
  facts: string;
  /** The facts of a type whose kW is an electric motor's 30-minute power, labelled so; else facts. */
  factsThirtyMinutes?: string;
  years: string;
  since: string;
  /** The fuels' words (petrol, diesel, electric …) the choices of a generation are grouped by. */
  fuels?: Record<string, string>;
}

/** What a pair naming no engine is said to name: its generation and years ("Polo V, 2009–2017"). */
export interface NamedGeneration { name: string; productionYearStart: number; productionYearEnd: number | null }

interface RawVehicle {
  manufacturer?: { name?: string };
  series?: { id?: number; slug?: string };
  seriesPage?: { slug?: string };
  model?: { id?: number | string; fullName?: string; name?: string; kw?: number; kwThirtyMinutes?: boolean; ps?: number; productionYearStart?: number; productionYearEnd?: number | null };
}

export function toChoices(answer: unknown, templates: ChoiceTemplates): VehicleChoice[] {
  const list = (answer as { vehicles?: unknown } | null)?.vehicles;
  if (!Array.isArray(list)) return [];
  const engines = (answer as { register?: { engines?: { fuel: string; modelIds: number[] }[] } | null }).register?.engines ?? [];
  const fuelOf = new Map(engines.flatMap(({ fuel, modelIds }) => modelIds.map((id) => [String(id), fuel] as const)));
  const choices = (list as RawVehicle[]).flatMap((vehicle) => {
    const model = vehicle?.model;
    if (!model || model.id === undefined) return [];
    const name = model.fullName ?? model.name ?? '';
    const maker = vehicle.manufacturer?.name;
    const start = model.productionYearStart;
    const years = start === undefined ? '' : model.productionYearEnd
      ? templates.years.replace('%start%', String(start)).replace('%end%', String(model.productionYearEnd))
      : templates.since.replace('%start%', String(start));
    const seriesSlug = vehicle.series?.slug ?? vehicle.seriesPage?.slug ?? String(model.id);
    const fuel = fuelOf.get(String(model.id));
    return [{
      label: maker && !name.startsWith(maker) ? `${maker} ${name}` : name,
      facts: ((model.kwThirtyMinutes ? templates.factsThirtyMinutes : undefined) ?? templates.facts).replace('%kw%', String(model.kw ?? '–')).replace('%ps%', String(model.ps ?? '–')).replace('%years%', years),
      href: templates.modelPath.replace('__SERIES__', encodeURIComponent(seriesSlug)).replace('__MODEL__', encodeURIComponent(String(model.id))),
      ...(fuel ? { group: templates.fuels?.[fuel] ?? fuel } : {}),
    }];
  });
  // Grouped by fuel, in the order the fuels first come.
  const order = [...new Set(choices.map((choice) => choice.group))];
  return choices.map((choice, i) => ({ choice, i })).sort((a, b) => order.indexOf(a.choice.group) - order.indexOf(b.choice.group) || a.i - b.i).map(({ choice }) => choice);
}

/** "Polo V (6R1), 2009–2017": the generation a pair names, with its years. */
export function generationText(generation: NamedGeneration, templates: ChoiceTemplates): string {
  const years = generation.productionYearEnd === null ? templates.since.replace('%start%', String(generation.productionYearStart))
    : templates.years.replace('%start%', String(generation.productionYearStart)).replace('%end%', String(generation.productionYearEnd));
  return `${generation.name}, ${years}`;
}

/** The vehicles found, and the register's name for a key it lists but the catalogue cannot place. */
export async function lookup(path: string, templates: ChoiceTemplates): Promise<{ choices: VehicleChoice[]; registered: string | null; generation: string | null }> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  // HSN/TSN and plate answer alike; one that does not fit the contract is a failed lookup.
  const parsed = vehicleCalls['GET /vehicle/hsntsn/:hsntsn'].answer.safeParse(await response.json());
  if (!parsed.success) {
    console.error(`${path}: answer does not match the contract`, parsed.error.issues[0]);
    throw new Error(`${path}: answer does not match the contract`);
  }
  const generation = parsed.data.register?.generation;
  return { choices: toChoices(parsed.data, templates), registered: parsed.data.register?.tradeName ?? null, generation: generation ? generationText(generation, templates) : null };
}

export function store(key: LookupKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* storage blocked */
  }
}

export function forget(key: LookupKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* storage blocked */
  }
}

export function stored(key: LookupKey): string {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}
