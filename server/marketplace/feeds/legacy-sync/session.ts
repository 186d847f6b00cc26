/**
 * One import's row-by-row work, synchronous so the streaming reader and the seed share it: the
 * header picks the columns, each row is read and matched, and every few thousand rows the batch is
 * written to the staging table (or the report) in one synchronous transaction: memory stays flat
 * whatever the file size, and no write transaction stays open while the file is being read (the
 * server's own writes on another connection of the same thread would otherwise wait on it).
 */
import { transaction, type Database } from '../../db/connection';
import { normalisePartNumber } from '../../search/part-number';
import type { ColumnKey } from '../fields';
import { readRow, type Rejection } from '../feed-row';
import { recordProgress } from './imports';
import { type FeedMapping, resolveColumns } from '../mapping';
import { createMatcher } from './matcher';

const BATCH_ROWS = 5000;

export interface SessionCounts { rowsRead: number; rowsRejected: number; bytesRead: number }

export class FeedSession {
  readonly counts: SessionCounts = { rowsRead: 0, rowsRejected: 0, bytesRead: 0 };
  private columns: Map<ColumnKey, number> | undefined;
  private readonly match;
  private readonly stage;
  private readonly report;
  private staged: (string | number | null)[][] = [];
  private rejected: (string | number | null)[][] = [];

  constructor(private readonly db: Database, readonly importId: number, private readonly mapping: FeedMapping) {
    this.match = createMatcher(db);
    // The last row of a SKU wins; the lines it replaced are kept to be reported as duplicates.
    this.stage = db.prepare(`INSERT INTO feed_staging (import_id, sku, line, article_id, price_cents, refund_cents, stock, delivery_days, offer_url, image_url, country_terms, oe_numbers)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (import_id, sku) DO UPDATE SET superseded_lines = coalesce(superseded_lines || ',', '') || line, line = excluded.line,
        article_id = excluded.article_id, price_cents = excluded.price_cents, refund_cents = excluded.refund_cents, stock = excluded.stock,
        delivery_days = excluded.delivery_days, offer_url = excluded.offer_url, image_url = excluded.image_url, country_terms = excluded.country_terms, oe_numbers = excluded.oe_numbers`);
    this.report = db.prepare('INSERT INTO feed_report (import_id, line, sku, reason, detail) VALUES (?, ?, ?, ?, ?)');
  }

  /** The header row; throws when the file names none of the columns an offer needs. */
  header(cells: string[]): void {
    this.columns = resolveColumns(cells, this.mapping);
    const missing = (['sku', 'price'] as const).filter((key) => !this.columns!.has(key) && !(key === 'price' && [...this.columns!.keys()].some((k) => k.startsWith('price.'))));
    if (!this.columns.has('ean') && !(this.columns.has('brand') && this.columns.has('mpn'))) missing.push('brand and mpn, or ean' as never);
    if (missing.length) throw new FeedFormatError(`the header names no column for: ${missing.join(', ')} (found: ${cells.slice(0, 20).join(' | ').slice(0, 300)})`);
  }

  get hasHeader(): boolean {
    return this.columns !== undefined;
  }

  row(cells: string[], line: number): void {
    if (!this.columns) throw new Error('row before header');
    if (cells.length === 1 && !cells[0]?.trim()) return; // a blank line
    this.counts.rowsRead++;
    const read = readRow(cells, this.columns);
    if ('rejection' in read) this.reject(line, cells[this.columns.get('sku') ?? -1], read.rejection);
    else {
      const matched = this.match(read.offer);
      if ('rejection' in matched) this.reject(line, read.offer.sku, matched.rejection);
      else {
        const offer = read.offer;
        const oe = offer.oe.length ? JSON.stringify(offer.oe.slice(0, 50).map((n) => [n.slice(0, 60), normalisePartNumber(n).slice(0, 60)])) : null;
        this.staged.push([this.importId, offer.sku, line, matched.articleId, offer.priceCents, offer.refundCents, offer.stock, offer.deliveryDays, offer.url, offer.image, offer.countryTerms, oe]);
      }
    }
    if (this.staged.length + this.rejected.length >= BATCH_ROWS) this.flush();
  }

  /** Commits the open batch and records the progress (also the heartbeat that tells a live import from a killed one). */
  flush(): void {
    if (this.staged.length || this.rejected.length) {
      transaction(this.db, () => {
        for (const row of this.staged) this.stage.run(...row);
        for (const row of this.rejected) this.report.run(...row);
      });
      this.staged = [];
      this.rejected = [];
    }
    recordProgress(this.db, this.importId, this.counts);
  }

  /** Drops the rows not yet written after a failure. */
  abort(): void {
    this.staged = [];
    this.rejected = [];
  }

  private reject(line: number, sku: string | undefined, rejection: Rejection): void {
    this.counts.rowsRejected++;
    this.rejected.push([this.importId, line, sku?.trim().slice(0, 100) || null, rejection.reason, rejection.detail]);
  }
}

export class FeedFormatError extends Error {}
