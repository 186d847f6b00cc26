/** Shared set-up for the offer-feed tests: a seeded database, catalogue articles to list, limits. */
import { Readable } from 'node:stream';
import type { Database } from '../../server/marketplace/db/connection';
import type { SafetyLimits } from '../../server/marketplace/feeds/apply';
import { importFeed, type ImportOptions } from '../../server/marketplace/feeds/run-import';

export const LIMITS: SafetyLimits = { maxRemovedShare: 0.3, maxErrorRate: 0.2 };

export interface CatalogueArticle { id: number; brand: string; number: string; norm: string }

/** Articles with their brand name and manufacturer number, in id order. */
export function catalogueArticles(db: Database, limit: number, offset = 0): CatalogueArticle[] {
  return db.prepare(`SELECT a.id, b.name AS brand, a.article_number AS number, a.norm_number AS norm FROM articles a JOIN brands b ON b.id = a.brand_id
    ORDER BY a.id LIMIT ? OFFSET ?`).all(limit, offset) as unknown as CatalogueArticle[];
}

export function shopOffers(db: Database, shopId: number): { id: number; article_id: number; price_cents: number; sku: string | null }[] {
  return db.prepare('SELECT id, article_id, price_cents, sku FROM offers WHERE shop_id = ? ORDER BY sku, id').all(shopId) as never;
}

export function report(db: Database, importId: number): { line: number; sku: string | null; reason: string; detail: string | null }[] {
  return db.prepare('SELECT line, sku, reason, detail FROM feed_report WHERE import_id = ? ORDER BY line, rowid').all(importId) as never;
}

export function importBuffer(db: Database, buffer: Buffer | string, options: Partial<ImportOptions> & { shopId: number }) {
  const bytes = Buffer.isBuffer(buffer) ? buffer : Buffer.from(buffer, 'utf8');
  // Small chunks, so chunk boundaries fall inside characters, quotes and lines.
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 97) chunks.push(bytes.subarray(i, i + 97));
  return importFeed(db, Readable.from(chunks), { source: 'cli', limits: LIMITS, bytesTotal: bytes.length, ...options });
}
