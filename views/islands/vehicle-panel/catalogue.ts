/** The vehicle catalogue of the panel: the chosen vehicle's category list (GET /api/navigation with the vehicle context). */
import { vehicleContext, type VehicleState } from './state';

export interface CatalogueEntry {
  label: string;
  href: string;
  children: { label: string; href: string }[];
}

interface RawItem {
  type?: unknown;
  label?: unknown;
  link?: unknown;
  body?: unknown;
}

const categories = (body: unknown): { label: string; link: string; body: unknown }[] =>
  Array.isArray(body)
    ? (body as RawItem[]).flatMap((item) =>
        item && item.type === 'category' && typeof item.label === 'string' && typeof item.link === 'string' && item.link.startsWith('/') && !item.link.startsWith('//')
          ? [{ label: item.label, link: item.link, body: item.body }]
          : [],
      )
    : [];

/** Top-level categories with their second level; the manufacturer list and anything malformed are left out. */
export function readCatalogue(answer: unknown): CatalogueEntry[] {
  const items = typeof answer === 'object' && answer !== null && 'items' in answer ? (answer as { items: unknown }).items : answer;
  return categories(items).map((top) => ({
    label: top.label,
    href: top.link,
    children: categories(top.body).map((group) => ({ label: group.label, href: group.link })),
  }));
}

export function cataloguePath(vehicle: VehicleState): string {
  const context = vehicleContext(vehicle);
  return context ? `/api/navigation?${new URLSearchParams({ [context.name]: context.value }).toString()}` : '/api/navigation';
}

export async function loadCatalogue(vehicle: VehicleState, locale: string): Promise<CatalogueEntry[]> {
  const path = cataloguePath(vehicle);
  const response = await fetch(path, { headers: { accept: 'application/json', 'x-spareo-locale': locale } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  if (response.headers.get('x-spareo-fallback')) throw new Error(`${path}: fallback`);
  return readCatalogue(await response.json());
}
