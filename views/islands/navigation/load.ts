/**
 * What the hydrated navigation overlay loads when it is first opened: the third category level
 * (GET /api/navigation with the page's vehicle context) and the manufacturer list sorted by name
 * (GET /api/vehicle/manufacturers, with the check headers spec section 7 marks).
 */
import type { NavigationNode } from '../NavigationOverlayView';

export interface LoadedNavigation {
  /** Third-level entries per second-level category id. */
  leaves: Record<string, NavigationNode[]>;
  manufacturers: NavigationNode[];
}

interface RawItem {
  type?: unknown;
  label?: unknown;
  link?: unknown;
  body?: unknown;
}

interface ManufacturerEntry {
  id: number;
  name: string;
  slug?: string;
  seoName?: string;
}

/** A category link ends in its id (--243, 8-112, 3-12-243); server markup and API links share it. */
export function categoryKey(href: string): string {
  return /(\d+)\/?(?:[?#].*)?$/.exec(href)?.[1] ?? href;
}

const categories = (body: unknown): { label: string; link: string; body: unknown }[] =>
  Array.isArray(body)
    ? (body as RawItem[]).flatMap((item) =>
        item && item.type === 'category' && typeof item.label === 'string' && typeof item.link === 'string' && item.link.startsWith('/')
          ? [{ label: item.label, link: item.link, body: item.body }]
          : [],
      )
    : [];

export function readLeaves(answer: unknown): LoadedNavigation['leaves'] {
  const items = typeof answer === 'object' && answer !== null && 'items' in answer ? (answer as { items: unknown }).items : answer;
  const leaves: LoadedNavigation['leaves'] = {};
  for (const top of categories(items)) {
    for (const group of categories(top.body)) {
      leaves[categoryKey(group.link)] = categories(group.body).map((leaf) => ({ label: leaf.label, href: leaf.link }));
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
  vehicleField?: { name: string; value: string };
  manufacturerPath: string;
  headers?: Record<string, string>;
}

async function getJson(path: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(path, { headers: { accept: 'application/json', ...headers } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json() as Promise<unknown>;
}

export async function loadNavigation({ locale, vehicleField, manufacturerPath, headers = {} }: LoadOptions): Promise<LoadedNavigation> {
  const context = new URLSearchParams();
  if (vehicleField) context.set(vehicleField.name === 'modelId' ? 'vehicleModelId' : vehicleField.name, vehicleField.value);
  const query = context.toString();
  const localeHeader = { 'x-spareo-locale': locale };
  const [navigation, manufacturers] = await Promise.all([
    getJson(`/api/navigation${query ? `?${query}` : ''}`, localeHeader),
    getJson('/api/vehicle/manufacturers', { ...localeHeader, ...headers }),
  ]);
  return { leaves: readLeaves(navigation), manufacturers: readManufacturers(manufacturers, manufacturerPath, locale) };
}
