/**
 * A shop's mapping file: `{"sku": "Interne Nr.", "price.AT": "Preis Österreich", ...}` names the
 * header of each field whose column is not called by a common name. Stored per shop.
 */
import * as z from 'zod';
import type { Db } from '../db/connection';
import { FIELDS, type ColumnKey, columnFromHeader, foldHeader } from './fields';

/** A column the member chose not to use, though its header bears a common name: `ignored.<column>` names its header. */
export const IGNORED = 'ignored.';
const KEY = new RegExp(`^(${FIELDS.join('|')}|(price|shipping)\\.[A-Z]{2}|deliveryCosts\\.[a-z0-9_]{1,40}|ignored\\.\\d{1,3})$`);
export const mappingSchema = z.record(z.string().regex(KEY, 'unknown field'), z.string().min(1).max(200)).refine((m) => Object.keys(m).length <= 200, 'too many fields');
export type FeedMapping = z.infer<typeof mappingSchema>;

/**
 * Which column index holds which key: the mapping first, then the common names. A field the
 * mapping names is taken from its column even when another column bears the field's common name
 * (a shop that maps "VK brutto" to price has its "Preis" column, the net price, passed over), and
 * a column the member set to "do not use" is not read by its common name either.
 */
export function resolveColumns(headers: string[], mapping: FeedMapping = {}): Map<ColumnKey, number> {
  const mapped = new Map<string, ColumnKey>();
  const ignored = new Set<string>();
  for (const [key, header] of Object.entries(mapping)) {
    if (key.startsWith(IGNORED)) ignored.add(foldHeader(header));
    else mapped.set(foldHeader(header), key as ColumnKey);
  }
  const columns = new Map<ColumnKey, number>();
  headers.forEach((header, index) => {
    const key = mapped.get(foldHeader(header));
    if (key && !columns.has(key)) columns.set(key, index);
  });
  // Only a mapped column this file has sets the common name aside (another layout of the shop's reads as it always did).
  const named = new Set(columns.keys());
  headers.forEach((header, index) => {
    if (mapped.has(foldHeader(header)) || ignored.has(foldHeader(header))) return;
    const key = columnFromHeader(header);
    if (key && !named.has(key) && !columns.has(key)) columns.set(key, index);
  });
  return columns;
}

/** How many of the headers the mapping names. */
export function mappedCount(headers: string[], mapping: FeedMapping): number {
  const named = new Set(Object.entries(mapping).filter(([key]) => !key.startsWith(IGNORED)).map(([, header]) => foldHeader(header)));
  return headers.filter((header) => named.has(foldHeader(header))).length;
}

export function parseMapping(text: string): FeedMapping {
  return mappingSchema.parse(JSON.parse(text));
}

export async function saveMapping(db: Db, shopId: number, mapping: FeedMapping): Promise<void> {
  const row = { shop_id: shopId, mapping: JSON.stringify(mapping), updated_at: new Date().toISOString() };
  await db.insertInto('feed_mappings').values(row)
    .onConflict((oc) => oc.column('shop_id').doUpdateSet({ mapping: row.mapping, updated_at: row.updated_at })).execute();
}

export async function loadMapping(db: Db, shopId: number): Promise<FeedMapping> {
  const row = await db.selectFrom('feed_mappings').select('mapping').where('shop_id', '=', shopId).executeTakeFirst();
  return row ? mappingSchema.parse(JSON.parse(row.mapping)) : {};
}
