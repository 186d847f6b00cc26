/**
 * A shop's mapping file: `{"sku": "Interne Nr.", "price.AT": "Preis Österreich", ...}` names the
 * header of each field whose column is not called by a common name. Stored per shop.
 */
import { z } from 'zod';
import type { Database } from '../db/connection';
import { FIELDS, type ColumnKey, columnFromHeader, foldHeader } from './fields';

const KEY = new RegExp(`^(${FIELDS.join('|')}|(price|shipping)\\.[A-Z]{2})$`);
export const mappingSchema = z.record(z.string().regex(KEY, 'unknown field'), z.string().min(1).max(200)).refine((m) => Object.keys(m).length <= 60, 'too many fields');
export type FeedMapping = z.infer<typeof mappingSchema>;

/** Which column index holds which key: the mapping first, then the common names. */
export function resolveColumns(headers: string[], mapping: FeedMapping = {}): Map<ColumnKey, number> {
  const mapped = new Map<string, ColumnKey>();
  for (const [key, header] of Object.entries(mapping)) mapped.set(foldHeader(header), key as ColumnKey);
  const columns = new Map<ColumnKey, number>();
  headers.forEach((header, index) => {
    const key = mapped.get(foldHeader(header)) ?? columnFromHeader(header);
    if (key && !columns.has(key)) columns.set(key, index);
  });
  return columns;
}

export function parseMapping(text: string): FeedMapping {
  return mappingSchema.parse(JSON.parse(text));
}

export function saveMapping(db: Database, shopId: number, mapping: FeedMapping): void {
  db.prepare(`INSERT INTO feed_mappings (shop_id, mapping, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (shop_id) DO UPDATE SET mapping = excluded.mapping, updated_at = excluded.updated_at`).run(shopId, JSON.stringify(mapping), new Date().toISOString());
}

export function loadMapping(db: Database, shopId: number): FeedMapping {
  const row = db.prepare('SELECT mapping FROM feed_mappings WHERE shop_id = ?').get(shopId) as { mapping: string } | undefined;
  return row ? mappingSchema.parse(JSON.parse(row.mapping)) : {};
}
