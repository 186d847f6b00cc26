/**
 * What the hydrated navigation overlay loads when it is first opened: the third category level
 * (GET /api/navigation with the page's vehicle context) and the manufacturer list sorted by name
 * (GET /api/vehicle/manufacturers, with its check headers).
 */
import type * as z from 'zod';
import { categoryHref, type CatalogueLinks } from '../../../contract/catalogue-path';
import { catalogueCalls, type NavigationAnswer } from '../../../contract/calls/catalogue';
import { vehicleCalls } from '../../../contract/calls/vehicles';
import type { NavigationNode } from './types';

export interface LoadedNavigation {
  /** Third-level entries per second-level category id. */
  leaves: Record<string, NavigationNode[]>;
  manufacturers: NavigationNode[];
}

interface ManufacturerEntry {
  id: number;
  name: string;
  slug?: string;
  seoName?: string;
}

/** A category link ends in its id (--243, 8-112, 3-12-243); server markup and island links share it. */
export function categoryKey(href: string): string {
  return /(\d+)\/?(?:[?#].*)?$/.exec(href)?.[1] ?? href;
}

/** Third-level entries per second-level category id, linked for the navigation's vehicle under the page's base. */
export function readLeaves(answer: NavigationAnswer, links: CatalogueLinks): LoadedNavigation['leaves'] {
  const leaves: LoadedNavigation['leaves'] = {};
  for (const top of answer.categories) {
    for (const group of top.children) {
      leaves[String(group.id)] = group.children.map((leaf) => ({ label: leaf.title, href: categoryHref(links, leaf, answer.vehicle) }));
    }
  }
  return leaves;
}

export function readManufacturers(answer: unknown, manufacturerPath: string, locale: string): NavigationNode[] {
  const body = (answer ?? {}) as { popular?: unknown; all?: unknown };
  const byId = new Map<number, ManufacturerEntry>();
  for (const list of [body.all, body.popular]) {
    if (!Array.isArray(list)) continue;
    for (const entry of list as ManufacturerEntry[]) {
      if (entry && typeof entry.id === 'number' && typeof entry.name === 'string' && !byId.has(entry.id)) byId.set(entry.id, entry);
    }
  }
  return [...byId.values()]
    .sort((a, b) => a.name.localeCompare(b.name, locale))
    .map((m) => ({
      label: m.name,
      href: manufacturerPath.replace('__SLUG__', encodeURIComponent(m.slug ?? m.seoName ?? String(m.id))).replace('__ID__', String(m.id)),
    }));
}

export interface LoadOptions {
  locale: string;
  links: CatalogueLinks;
  vehicleField?: { name: string; value: string };
  manufacturerPath: string;
  headers?: Record<string, string>;
}

async function getJson(path: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(path, { headers: { accept: 'application/json', ...headers } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json() as Promise<unknown>;
}

// The two calls the overlay reads, taken from their own contract files (not the whole contract).
const READ = { 'GET /navigation': catalogueCalls['GET /navigation'], 'GET /vehicle/manufacturers': vehicleCalls['GET /vehicle/manufacturers'] };

/** The answer read with the contract; one that does not fit it is the call's failure. */
function fitting<N extends keyof typeof READ>(name: N, body: unknown): z.infer<(typeof READ)[N]['answer']> {
  const parsed = READ[name].answer.safeParse(body);
  if (!parsed.success) {
    console.error(`${name}: answer does not match the contract`, parsed.error.issues[0]);
    throw new Error(`${name}: answer does not match the contract`);
  }
  return parsed.data as z.infer<(typeof READ)[N]['answer']>;
}

export async function loadNavigation({ locale, links, vehicleField, manufacturerPath, headers = {} }: LoadOptions): Promise<LoadedNavigation> {
  const context = new URLSearchParams();
  if (vehicleField) context.set(vehicleField.name === 'modelId' ? 'vehicleModelId' : vehicleField.name, vehicleField.value);
  const query = context.toString();
  const localeHeader = { 'x-spareo-locale': locale };
  const [navigation, manufacturers] = await Promise.all([
    getJson(`/api/navigation${query ? `?${query}` : ''}`, localeHeader),
    getJson('/api/vehicle/manufacturers', { ...localeHeader, ...headers }),
  ]);
  return { leaves: readLeaves(fitting('GET /navigation', navigation), links), manufacturers: readManufacturers(fitting('GET /vehicle/manufacturers', manufacturers), manufacturerPath, locale) };
}
