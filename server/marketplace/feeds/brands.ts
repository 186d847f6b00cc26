/**
 * Brand names as shops spell them: "BOSCH", "bosch" and "Robert Bosch GmbH" are one brand. Names
 * are folded (case, accents, punctuation, legal form) and then looked up among the brands' own
 * names and the brand_aliases table.
 */
import type { Database } from '../db/connection';

const LEGAL_FORMS = /\b(gmbh|co|kg|ag|se|sa|sas|srl|spa|bv|nv|ltd|limited|inc|corp|corporation|llc|plc|kgaa|ohg|group|gruppe)\b/g;

export function foldBrand(name: string): string {
  const plain = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/&/g, ' ').replace(/[^a-z0-9]+/g, ' ');
  const withoutForm = plain.replace(LEGAL_FORMS, ' ').replace(/\s+/g, '');
  return withoutForm || plain.replace(/\s+/g, '');
}

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
