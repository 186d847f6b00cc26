/**
 * One import's row-by-row work: the header picks the columns, each row is read as it streams by,
 * and every few thousand rows the batch is matched to the catalogue (a few queries for the whole
 * batch) and written to the staging table and the report in one short transaction, with the
 * progress. Memory stays flat whatever the file size, and no write transaction stays open while
 * the file is being read, so the shop's other writers never wait long on an import.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { FeedStagingTable } from '../db/schema';
import { normalisePartNumber } from '../search';
import type { ColumnKey } from './fields';
import { type FeedOffer, PLAIN_DEFAULTS, readRow, type Rejection, type RowDefaults } from './feed-row';
import { missingColumns } from './formats';
import { recordProgress } from './imports';
import { type FeedMapping, mappedCount, resolveColumns } from './mapping';
import { createMatcher, type Matcher } from './matcher';

const BATCH_ROWS = 5000;
/** Rows per INSERT statement: 17 values each, well inside both backends' parameter limits. */
const INSERT_ROWS = 400;

export interface SessionCounts { rowsRead: number; rowsRejected: number; bytesRead: number }

interface ReportRow { import_id: number; line: number; sku: string | null; reason: string; detail: string | null; cell: string | null }

/** Longest cell kept in the report (a cell may be a line long). */
const MAX_REPORT_CELL = 500;

export class FeedSession {
  readonly counts: SessionCounts = { rowsRead: 0, rowsRejected: 0, bytesRead: 0 };
  private columns: Map<ColumnKey, number> | undefined;
  private defaults: RowDefaults = PLAIN_DEFAULTS;
  private offers: { line: number; offer: FeedOffer }[] = [];
  private rejected: ReportRow[] = [];

  private constructor(private readonly db: Db, readonly importId: number, private readonly mapping: FeedMapping, private readonly match: Matcher) {}

  static async open(db: Db, importId: number, mapping: FeedMapping): Promise<FeedSession> {
    return new FeedSession(db, importId, mapping, await createMatcher(db));
  }

  /** The header row; throws when the file names none of the columns an offer needs. */
  header(cells: string[], defaults: RowDefaults = PLAIN_DEFAULTS): void {
    this.columns = resolveColumns(cells, this.mapping);
    this.defaults = defaults;
    const missing = missingColumns(this.columns);
    if (missing.length) throw new FeedFormatError(`the header names no column for: ${missing.join(', ')} (found: ${cells.slice(0, 20).join(' | ').slice(0, 300)})`);
  }

  /** How many of the header's columns the shop's own mapping names. */
  mappedColumns(cells: string[]): number {
    return mappedCount(cells, this.mapping);
  }

  get hasHeader(): boolean {
    return this.columns !== undefined;
  }

  /** Reads one row into the open batch; true when the batch is full and wants a flush. */
  row(cells: string[], line: number): boolean {
    if (!this.columns) throw new Error('row before header');
    if (cells.length === 1 && !cells[0]?.trim()) return false; // a blank line
    this.counts.rowsRead++;
    const read = readRow(cells, this.columns, this.defaults);
    if ('rejection' in read) this.reject(line, cells[this.columns.get('sku') ?? -1], read.rejection);
    else this.offers.push({ line, offer: read.offer });
    return this.offers.length + this.rejected.length >= BATCH_ROWS;
  }

  /** Matches and commits the open batch and records the progress (also the heartbeat that tells a live import from a killed one). */
  async flush(): Promise<void> {
    const offers = this.offers;
    this.offers = [];
    const matches = offers.length ? await this.match(offers.map((o) => o.offer)) : [];
    // The last row of a SKU wins; the lines it replaced are kept to be reported as duplicates.
    const staged = new Map<string, FeedStagingTable>();
    offers.forEach(({ line, offer }, i) => {
      const matched = matches[i]!;
      if ('rejection' in matched) return this.reject(line, offer.sku, matched.rejection);
      const earlier = staged.get(offer.sku);
      const oe = offer.oe.length ? JSON.stringify(offer.oe.slice(0, 50).map((n) => [n.slice(0, 60), normalisePartNumber(n).slice(0, 60)])) : null;
      staged.set(offer.sku, {
        import_id: this.importId, sku: offer.sku, line, article_id: matched.articleId, price_cents: offer.priceCents, refund_cents: offer.refundCents,
        stock: offer.stock, delivery_days: offer.deliveryDays, offer_url: offer.url, image_url: offer.image, country_terms: offer.countryTerms, oe_numbers: oe,
        image_urls: offer.images.length ? offer.images.join('\n') : null, document_url: offer.document, photo_ids: null, document_file: null,
        superseded_lines: earlier ? [earlier.superseded_lines, earlier.line].filter((part) => part !== null).join(',') : null,
      });
    });
    const rejected = this.rejected;
    this.rejected = [];
    const rows = [...staged.values()];
    await this.db.transaction().execute(async (tx) => {
      for (let i = 0; i < rows.length; i += INSERT_ROWS) {
        await tx.insertInto('feed_staging').values(rows.slice(i, i + INSERT_ROWS))
          .onConflict((oc) => oc.columns(['import_id', 'sku']).doUpdateSet((eb) => ({
            // Lines a row of this SKU in an earlier batch stood on, plus those this batch replaced itself.
            superseded_lines: sql<string>`coalesce(feed_staging.superseded_lines || ',', '') || cast(feed_staging.line as text) || coalesce(',' || excluded.superseded_lines, '')`,
            line: eb.ref('excluded.line'),
            article_id: eb.ref('excluded.article_id'),
            price_cents: eb.ref('excluded.price_cents'),
            refund_cents: eb.ref('excluded.refund_cents'),
            stock: eb.ref('excluded.stock'),
            delivery_days: eb.ref('excluded.delivery_days'),
            offer_url: eb.ref('excluded.offer_url'),
            image_url: eb.ref('excluded.image_url'),
            image_urls: eb.ref('excluded.image_urls'),
            document_url: eb.ref('excluded.document_url'),
            country_terms: eb.ref('excluded.country_terms'),
            oe_numbers: eb.ref('excluded.oe_numbers'),
          })))
          .execute();
      }
      for (let i = 0; i < rejected.length; i += INSERT_ROWS) await tx.insertInto('feed_report').values(rejected.slice(i, i + INSERT_ROWS)).execute();
      await recordProgress(tx, this.importId, this.counts);
    });
  }

  /** Drops the rows not yet written after a failure. */
  abort(): void {
    this.offers = [];
    this.rejected = [];
  }

  private reject(line: number, sku: string | undefined, rejection: Rejection): void {
    this.counts.rowsRejected++;
    this.rejected.push({ import_id: this.importId, line, sku: sku?.trim().slice(0, 100) || null, reason: rejection.reason, detail: rejection.detail, cell: rejection.cell?.slice(0, MAX_REPORT_CELL) ?? null });
  }
}

export class FeedFormatError extends Error {}
