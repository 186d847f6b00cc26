/**
 * Brand names as shops spell them: "BOSCH", "bosch" and "Robert Bosch GmbH" are one brand. Names
 * are folded (case, accents, punctuation, legal form) and then looked up among the brands' own
 * names and the brand_aliases table.
 */
import type { Db } from '../db/connection';

const LEGAL_FORMS = /\b(gmbh|co|kg|ag|se|sa|sas|srl|spa|bv|nv|ltd|limited|inc|corp|corporation|llc|plc|kgaa|ohg|group|gruppe)\b/g;

export function foldBrand(name: string): string {
  const plain = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/&/g, ' ').replace(/[^a-z0-9]+/g, ' ');
  const withoutForm = plain.replace(LEGAL_FORMS, ' ').replace(/\s+/g, '');
  return withoutForm || plain.replace(/\s+/g, '');
}

/** Folded name -> brand id, from the brands and their aliases. */
export async function loadBrandLookup(db: Db): Promise<Map<string, number>> {
  const lookup = new Map<string, number>();
  for (const row of await db.selectFrom('brands').select(['id', 'name', 'slug']).orderBy('id').execute()) {
    lookup.set(foldBrand(row.name), row.id);
    if (!lookup.has(foldBrand(row.slug))) lookup.set(foldBrand(row.slug), row.id);
  }
  for (const row of await db.selectFrom('brand_aliases').select(['alias', 'brand_id']).orderBy('alias').execute()) lookup.set(row.alias, row.brand_id);
  return lookup;
}

export async function saveBrandAlias(db: Db, alias: string, brandId: number): Promise<void> {
  await db.insertInto('brand_aliases').values({ alias: foldBrand(alias), brand_id: brandId })
    .onConflict((oc) => oc.column('alias').doUpdateSet((eb) => ({ brand_id: eb.ref('excluded.brand_id') }))).execute();
}
