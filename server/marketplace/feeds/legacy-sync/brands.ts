/** Brand lookups on the raw SQLite connection, for the synchronous seed import (see seed-import.ts). */
import type { Database } from '../../db/connection';
import { foldBrand } from '../brands';

/** Folded name -> brand id, from the brands and their aliases. */
export function loadBrandLookup(db: Database): Map<string, number> {
  const lookup = new Map<string, number>();
  for (const row of db.prepare('SELECT id, name, slug FROM brands').all() as { id: number; name: string; slug: string }[]) {
    lookup.set(foldBrand(row.name), row.id);
    if (!lookup.has(foldBrand(row.slug))) lookup.set(foldBrand(row.slug), row.id);
  }
  for (const row of db.prepare('SELECT alias, brand_id FROM brand_aliases').all() as { alias: string; brand_id: number }[]) lookup.set(row.alias, row.brand_id);
  return lookup;
}

export function addBrandAlias(db: Database, alias: string, brandId: number): void {
  db.prepare('INSERT INTO brand_aliases (alias, brand_id) VALUES (?, ?) ON CONFLICT (alias) DO UPDATE SET brand_id = excluded.brand_id').run(foldBrand(alias), brandId);
}
