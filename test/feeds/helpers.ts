/** Shared set-up for the offer-feed tests: a seeded database, catalogue articles to list, limits. */
import { Readable } from 'node:stream';
import type { Database } from '../../server/marketplace/db/connection';
import type { SafetyLimits } from '../../server/marketplace/feeds/apply';
import { importFeed, type ImportOptions } from '../../server/marketplace/feeds/run-import';

export const LIMITS: SafetyLimits = { maxRemovedShare: 0.3, maxErrorRate: 0.2 };

export interface CatalogueArticle { id: number; brand: string; number: string; norm: string }

/** Articles with their brand name and manufacturer number, in id order. */
export function catalogueArticles(db: Database, limit: number, offset = 0): Promise<CatalogueArticle[]> {
  return db.kysely.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select(['a.id', 'b.name as brand', 'a.article_number as number', 'a.norm_number as norm'])
    .orderBy('a.id').limit(limit).offset(offset).execute();
}

export function shopOffers(db: Database, shopId: number): Promise<{ id: number; article_id: number; price_cents: number; sku: string | null }[]> {
  return db.kysely.selectFrom('offers').select(['id', 'article_id', 'price_cents', 'sku']).where('shop_id', '=', shopId).orderBy('sku').orderBy('id').execute();
}

export function report(db: Database, importId: number): Promise<{ line: number; sku: string | null; reason: string; detail: string | null }[]> {
  return db.kysely.selectFrom('feed_report').select(['line', 'sku', 'reason', 'detail']).where('import_id', '=', importId).orderBy('line').orderBy('reason').execute();
}

export async function countRows(db: Database, table: 'feed_staging' | 'feed_imports'): Promise<number> {
  return (await db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
}

export async function countOffers(db: Database, shopId: number): Promise<number> {
  return (await db.kysely.selectFrom('offers').select((eb) => eb.fn.countAll<number>().as('n')).where('shop_id', '=', shopId).executeTakeFirstOrThrow()).n;
}

/** A shop without offers (and no cart holding any), so no safety hold gets in the way. */
export async function emptyShop(db: Database, shopId: number): Promise<void> {
  await db.kysely.deleteFrom('cart_lines').execute();
  await db.kysely.deleteFrom('offers').where('shop_id', '=', shopId).execute();
}

export function importBuffer(db: Database, buffer: Buffer | string, options: Partial<ImportOptions> & { shopId: number }) {
  const bytes = Buffer.isBuffer(buffer) ? buffer : Buffer.from(buffer, 'utf8');
  // Small chunks, so chunk boundaries fall inside characters, quotes and lines.
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 97) chunks.push(bytes.subarray(i, i + 97));
  return importFeed(db.kysely, Readable.from(chunks), { source: 'cli', limits: LIMITS, bytesTotal: bytes.length, ...options });
}
