/** The vehicle catalogue of the panel: the chosen vehicle's category list (GET /api/navigation with the vehicle context). */
import { categoryHref, type CatalogueLinks } from '../../../contract/catalogue-path';
import { catalogueCalls, type NavigationAnswer } from '../../../contract/calls/catalogue';
import { FALLBACK_HEADER } from '../../../contract/headers';
import { vehicleContext, type VehicleState } from './state';

export interface CatalogueEntry {
  label: string;
  href: string;
  children: { label: string; href: string }[];
}

/** Top-level categories with their second level, linked for the answer's vehicle under the page's base. */
export function readCatalogue(answer: NavigationAnswer, links: CatalogueLinks): CatalogueEntry[] {
  return answer.categories.map((top) => ({
    label: top.title,
    href: categoryHref(links, top, answer.vehicle),
    children: top.children.map((group) => ({ label: group.title, href: categoryHref(links, group, answer.vehicle) })),
  }));
}

export function cataloguePath(vehicle: VehicleState): string {
  const context = vehicleContext(vehicle);
  return context ? `/api/navigation?${new URLSearchParams({ [context.name]: context.value }).toString()}` : '/api/navigation';
}

export async function loadCatalogue(vehicle: VehicleState, locale: string, links: CatalogueLinks): Promise<CatalogueEntry[]> {
  const path = cataloguePath(vehicle);
  const response = await fetch(path, { headers: { accept: 'application/json', 'x-spareo-locale': locale } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  if (response.headers.get(FALLBACK_HEADER)) throw new Error(`${path}: fallback`);
  const parsed = catalogueCalls['GET /navigation'].answer.safeParse(await response.json());
  if (!parsed.success) {
    // An answer the contract does not describe is a failed call.
    console.error(`${path}: answer does not match the contract`, parsed.error.issues[0]);
    throw new Error(`${path}: answer does not match the contract`);
  }
  return readCatalogue(parsed.data, links);
}
