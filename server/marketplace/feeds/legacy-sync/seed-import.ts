/**
 * TRANSITIONAL: the synchronous import of a feed held in memory, on the raw SQLite connection, for
 * the demo seed while the seed still runs inside a synchronous start-up. Everything else imports
 * through run-import.ts (Kysely, both backends). Delete this folder once the seed awaits
 * importFeedBuffer and addBrandAlias from the feeds module.
 */
import { parse as parseSync } from 'csv-parse/sync';
import type { Database } from '../../db/connection';
import { mappingSchema, type FeedMapping } from '../mapping';
import { decodeFeedSync, detectDelimiter } from '../decode';
import type { ImportOptions } from '../run-import';
import { dropStaging, holdReason, reportDuplicates, swapOffers } from './apply';
import { type FeedImport, finishImport, getImport, startImport } from './imports';
import { FeedSession } from './session';

export { addBrandAlias as addBrandAliasSync } from './brands';

const CSV_OPTIONS = { relax_quotes: true, relax_column_count: true, skip_empty_lines: true, info: true, bom: true } as const;

interface Record { record: string[]; info: { lines: number } }

function loadMapping(db: Database, shopId: number): FeedMapping {
  const row = db.prepare('SELECT mapping FROM feed_mappings WHERE shop_id = ?').get(shopId) as { mapping: string } | undefined;
  return row ? mappingSchema.parse(JSON.parse(row.mapping)) : {};
}

export function importFeedSync(db: Database, buffer: Buffer, options: ImportOptions): FeedImport {
  const importId = options.importId ?? startImport(db, options.shopId, options.source, options.fileName ?? null, options.bytesTotal ?? null);
  const session = new FeedSession(db, importId, options.mapping ?? loadMapping(db, options.shopId));
  try {
    const text = decodeFeedSync(buffer);
    session.counts.bytesRead = buffer.length;
    const records = parseSync(text, { ...CSV_OPTIONS, delimiter: detectDelimiter(text) }) as unknown as Record[];
    let previousEnd = 0;
    for (const { record, info } of records) {
      const line = previousEnd + 1;
      previousEnd = info.lines;
      if (!session.hasHeader) session.header(record);
      else session.row(record, line);
    }
    if (!session.hasHeader) throw new Error('the feed is empty');
    session.flush();
    const duplicates = reportDuplicates(db, importId);
    db.prepare('UPDATE feed_imports SET duplicates = ? WHERE id = ?').run(duplicates, importId);
    const reason = options.force ? undefined : holdReason(db, importId, options.shopId, session.counts, options.limits);
    if (reason) finishImport(db, importId, { status: 'held', holdReason: reason });
    else swapOffers(db, importId, options.shopId, options.onChanged);
    return getImport(db, importId)!;
  } catch (error) {
    session.abort();
    const message = error instanceof Error ? error.message : String(error);
    finishImport(db, session.importId, { status: 'failed', error: message.slice(0, 500) });
    dropStaging(db, session.importId);
    return getImport(db, session.importId)!;
  }
}
