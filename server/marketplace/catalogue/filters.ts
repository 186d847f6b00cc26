/**
 * The `f` query parameter: base64 of a JSON filter list, either [{ key, values }] or { key: values }.
 * `delivery_country` keeps a single value, a filter named cleaf is dropped.
 * Known keys: brand (brand ids), delivery_country (ISO code), in_stock ("1"), and each criterion
 * listings filter by (criteria.ts: viscosity, lamp_type, diameter ...), its values as the articles
 * carry them (a viscosity with or without hyphen). Several values of one key: any of them; several keys: all.
 */
import * as z from 'zod';
import { isDeliveryCountry } from '../../../locales/editions';
import { filterValue, isFilterKey } from './criteria';

export interface CriterionFilter { key: string; values: string[] }
export interface ListingFilters { brandIds: number[]; deliveryCountry: string | null; inStock: boolean; criteria?: CriterionFilter[] }
export const NO_FILTERS: ListingFilters = { brandIds: [], deliveryCountry: null, inStock: false };

const values = z.array(z.union([z.string(), z.number()]).transform(String)).max(100);
const filterList = z.union([
  z.array(z.object({ key: z.string().max(64), values })).max(50),
  z.record(z.string().max(64), values).transform((record) => Object.entries(record).map(([key, v]) => ({ key, values: v }))),
]);

export function parseFilters(encoded: string | undefined): { ok: true; filters: ListingFilters } | { ok: false; message: string } {
  if (encoded === undefined || encoded === '') return { ok: true, filters: NO_FILTERS };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    return { ok: false, message: 'f must be base64-encoded JSON' };
  }
  const parsed = filterList.safeParse(json);
  if (!parsed.success) return { ok: false, message: 'f must be a list of { key, values }' };
  const filters: ListingFilters = { brandIds: [], deliveryCountry: null, inStock: false };
  for (const { key, values: chosen } of parsed.data) {
    if (key === 'cleaf') continue;
    if (key === 'brand') filters.brandIds.push(...chosen.filter((v) => /^\d{1,9}$/.test(v)).map(Number));
    if (key === 'delivery_country') {
      const last = chosen[chosen.length - 1];
      filters.deliveryCountry = last && isDeliveryCountry(last) ? last.toUpperCase() : null;
    }
    if (key === 'in_stock') filters.inStock = chosen.includes('1') || chosen.includes('true');
    if (isFilterKey(key)) {
      const wanted = [...new Set(chosen.map((value) => filterValue(key, value)).filter((value) => value !== '' && value.length <= 100))];
      if (!wanted.length) continue;
      const criteria = (filters.criteria ??= []);
      const known = criteria.find((criterion) => criterion.key === key);
      if (known) known.values = [...new Set([...known.values, ...wanted])];
      else criteria.push({ key, values: wanted });
    }
  }
  return { ok: true, filters };
}

export function encodeFilters(list: { key: string; values: string[] }[]): string {
  return Buffer.from(JSON.stringify(list)).toString('base64');
}
