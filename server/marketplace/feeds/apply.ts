/**
 * Puts a parsed feed live: the safety check (too many offers removed, too many bad rows -> held,
 * the old offers stay), then one transaction that updates, adds and removes the shop's offers, so
 * a shopper reads either all the old offers or all the new ones.
 */
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../db/connection';
import type { Schema } from '../db/schema';
import { backendOf } from '../db/connection';
import { finishImport } from './imports';
import type { Hold } from './holds';
import { replaceShopMedia } from './media';
import { refuseSuspendedShop } from './suspension';

export interface SafetyLimits {
  /** Hold when more than this share (0..1) of the shop's current offers would disappear. */
  maxRemovedShare: number;
  /** Hold when more than this share (0..1) of the rows did not become offers. */
  maxErrorRate: number;
}

/** Article ids whose offers changed, or 'all' when there are too many to name (caches are cleared). */
export type ChangedArticles = number[] | 'all';
export type OffersChangedHook = (shopId: number, articles: ChangedArticles) => void;

const MAX_NAMED_ARTICLES = 2000;
/** Staged rows read per page where the work is done in TypeScript (duplicates, OE numbers). */
const PAGE_ROWS = 2000;
const INSERT_ROWS = 500;

/** Reports the rows a later row of the same SKU replaced; returns how many. */
export async function reportDuplicates(db: Db, importId: number): Promise<number> {
  let count = 0;
  let after = '';
  for (;;) {
    const rows = await db.selectFrom('feed_staging').select(['sku', 'line', 'superseded_lines'])
      .where('import_id', '=', importId).where('sku', '>', after).where('superseded_lines', 'is not', null)
      .orderBy('sku').limit(PAGE_ROWS).execute();
    if (!rows.length) return count;
    const lines = rows.flatMap((row) => row.superseded_lines!.split(',').map((line) => ({
      import_id: importId, line: Number(line), sku: row.sku, reason: 'duplicate-sku', detail: `replaced by line ${row.line}`,
    })));
    for (let i = 0; i < lines.length; i += INSERT_ROWS) await db.insertInto('feed_report').values(lines.slice(i, i + INSERT_ROWS)).execute();
    count += lines.length;
    after = rows[rows.length - 1]!.sku;
  }
}

type Eb = ExpressionBuilder<Schema & { o: Schema['offers'] }, 'o'>;

/** The staged row of the same SKU as offer o. */
const stagedSku = (eb: Eb, importId: number) => eb.exists(eb.selectFrom('feed_staging as s').select('s.sku').where('s.import_id', '=', importId).whereRef('s.sku', '=', 'o.sku'));
/**
 * A row of offer o's SKU refused for a value that could not be read (a price, a deposit, a stock):
 * the offer stays as it was. The file still lists the part; dropping or repricing it on a cell the
 * marketplace cannot read would change the shop's offer on a guess. The report line says why.
 */
const refusedValueSku = (eb: Eb, importId: number) => eb.exists(eb.selectFrom('feed_report as r').select('r.sku')
  .where('r.import_id', '=', importId).whereRef('r.sku', '=', 'o.sku').where('r.reason', 'in', ['bad-price', 'bad-value']));
/** A staged row of the same article as offer o. */
const stagedArticle = (eb: Eb, importId: number) => eb.exists(eb.selectFrom('feed_staging as s').select('s.sku').where('s.import_id', '=', importId).whereRef('s.article_id', '=', 'o.article_id'));

/**
 * PostgreSQL plans the checks and the swap from table statistics and has none yet for the rows just
 * staged (autovacuum analyses a table a minute later at best): it takes the staging table for empty
 * and joins it in nested loops, minutes at 100,000 rows. SQLite plans from its indexes alone.
 */
export async function analyseStaging(db: Db): Promise<void> {
  if (backendOf(db) === 'postgres') await sql`ANALYZE feed_staging`.execute(db);
}

/** Every limit the feed crosses (it must wait for confirmation), or none when it may go live. */
export async function holdsFor(db: Db, importId: number, shopId: number, counts: { rowsRead: number; rowsRejected: number }, limits: SafetyLimits): Promise<Hold[]> {
  const { current } = await db.selectFrom('offers').select((eb) => eb.fn.countAll<number>().as('current')).where('shop_id', '=', shopId).executeTakeFirstOrThrow();
  const { removed } = await db.selectFrom('offers as o').select((eb) => eb.fn.countAll<number>().as('removed'))
    .where('o.shop_id', '=', shopId)
    .where((eb) => eb.not(stagedSku(eb, importId)))
    .where((eb) => eb.not(refusedValueSku(eb, importId)))
    .where((eb) => eb.not(eb.and([eb('o.sku', 'is', null), stagedArticle(eb, importId)])))
    .executeTakeFirstOrThrow();
  const holds: Hold[] = [];
  if (current > 0 && removed / current > limits.maxRemovedShare) {
    holds.push({ kind: 'removal', removed: Number(removed), current: Number(current), limitPercent: Math.round(limits.maxRemovedShare * 100) });
  }
  if (counts.rowsRead > 0 && counts.rowsRejected / counts.rowsRead > limits.maxErrorRate) {
    holds.push({ kind: 'errors', rejected: counts.rowsRejected, read: counts.rowsRead, limitPercent: Math.round(limits.maxErrorRate * 100) });
  }
  return holds;
}

/** Article ids met so far; past the limit only "too many" is known. */
class ChangedSet {
  readonly ids = new Set<number>();
  get full(): boolean {
    return this.ids.size > MAX_NAMED_ARTICLES;
  }
  add(ids: (number | null)[]): void {
    for (const id of ids) if (id !== null) this.ids.add(id);
  }
  result(): ChangedArticles {
    return this.full ? 'all' : [...this.ids].sort((a, b) => a - b);
  }
}

/** The swap itself, in one transaction; the staged rows are dropped afterwards. Throws ShopSuspended for a suspended shop. */
export async function swapOffers(db: Db, importId: number, shopId: number, onChanged?: OffersChangedHook): Promise<{ added: number; updated: number; removed: number }> {
  const now = new Date().toISOString();
  const changed = new ChangedSet();
  const counts = await db.transaction().execute(async (tx) => {
    // New offer ids are counted on from the highest one in use: swaps of different shops take turns
    // (SQLite's write lock does that already; PostgreSQL needs a lock of its own).
    if (backendOf(tx) === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('spareo.feed-swap'))`.execute(tx);
    // Whoever started the import, nothing goes live for a suspended shop.
    await refuseSuspendedShop(tx, shopId);
    // What carts were told about offers no cart holds any more is not needed.
    const carted = tx.selectFrom('cart_lines').select('offer_id');
    await tx.deleteFrom('offer_price_changes').where('offer_id', 'not in', carted).execute();
    await tx.deleteFrom('withdrawn_offers').where('offer_id', 'not in', carted).execute();
    // Offers from before feeds have no sku: the feed row of the same article takes them over, so carts keep their line.
    await tx.updateTable('offers')
      .set((eb) => ({
        sku: eb.selectFrom('feed_staging as s').select('s.sku')
          .where('s.import_id', '=', importId).whereRef('s.article_id', '=', 'offers.article_id')
          .where((inner) => inner.not(inner.exists(inner.selectFrom('offers as o2').select('o2.id').where('o2.shop_id', '=', shopId).whereRef('o2.sku', '=', 's.sku'))))
          .orderBy('s.sku').limit(1),
      }))
      .where('shop_id', '=', shopId).where('sku', 'is', null).execute();
    // Carts show the price a carted offer had before this feed (the first old price is kept).
    await tx.insertInto('offer_price_changes').columns(['offer_id', 'old_price_cents', 'new_price_cents', 'changed_at'])
      .expression((eb) => eb.selectFrom('offers as o').innerJoin('feed_staging as s', (join) => join.on('s.import_id', '=', importId).onRef('s.sku', '=', 'o.sku'))
        .select(['o.id', 'o.price_cents', 's.price_cents as new_price_cents', eb.val(now).as('changed_at')])
        .where('o.shop_id', '=', shopId).whereRef('o.price_cents', '<>', 's.price_cents').where('o.id', 'in', carted))
      .onConflict((oc) => oc.column('offer_id').doUpdateSet((eb) => ({ new_price_cents: eb.ref('excluded.new_price_cents'), changed_at: eb.ref('excluded.changed_at') })))
      .execute();

    // Articles whose offers change, named for the caches: the kept offers that change...
    if (!changed.full) {
      const rows = await tx.selectFrom('offers as o').innerJoin('feed_staging as s', (join) => join.on('s.import_id', '=', importId).onRef('s.sku', '=', 'o.sku'))
        .select(['o.article_id as before', 's.article_id as after']).distinct()
        .where('o.shop_id', '=', shopId)
        .where((eb) => eb.or([
          eb('o.article_id', 'is distinct from', eb.ref('s.article_id')), eb('o.price_cents', 'is distinct from', eb.ref('s.price_cents')),
          eb('o.refund_cents', 'is distinct from', eb.ref('s.refund_cents')), eb('o.stock', 'is distinct from', eb.ref('s.stock')),
          eb('o.delivery_days', 'is distinct from', eb.ref('s.delivery_days')),
        ]))
        .limit(MAX_NAMED_ARTICLES + 1).execute();
      changed.add(rows.flatMap((row) => [row.before, row.after]));
    }
    const updated = await tx.updateTable('offers').from('feed_staging as s')
      .set((eb) => ({
        article_id: eb.ref('s.article_id'), price_cents: eb.ref('s.price_cents'), refund_cents: eb.ref('s.refund_cents'),
        // An offer its shop paused stays off sale: the feed's stock is kept for when it is resumed.
        stock: sql<number>`case when offers.paused_stock is null then s.stock else 0 end`,
        paused_stock: sql<number | null>`case when offers.paused_stock is null then null else s.stock end`,
        delivery_days: eb.ref('s.delivery_days'), offer_url: eb.ref('s.offer_url'), image_url: eb.ref('s.image_url'), country_terms: eb.ref('s.country_terms'),
      }))
      .where('s.import_id', '=', importId).where('offers.shop_id', '=', shopId).whereRef('offers.sku', '=', 's.sku')
      .where((eb) => eb.or([
        eb('offers.article_id', 'is distinct from', eb.ref('s.article_id')), eb('offers.price_cents', 'is distinct from', eb.ref('s.price_cents')),
        eb('offers.refund_cents', 'is distinct from', eb.ref('s.refund_cents')), eb(sql<number>`coalesce(offers.paused_stock, offers.stock)`, 'is distinct from', eb.ref('s.stock')),
        eb('offers.delivery_days', 'is distinct from', eb.ref('s.delivery_days')), eb('offers.offer_url', 'is distinct from', eb.ref('s.offer_url')),
        eb('offers.image_url', 'is distinct from', eb.ref('s.image_url')), eb('offers.country_terms', 'is distinct from', eb.ref('s.country_terms')),
      ]))
      .executeTakeFirst();

    // Offers the feed no longer lists (and sku-less ones no feed row took over) go; a carted one is remembered for the cart.
    const gone = tx.selectFrom('offers as o').where('o.shop_id', '=', shopId)
      .where((eb) => eb.or([eb('o.sku', 'is', null), eb.and([eb.not(stagedSku(eb, importId)), eb.not(refusedValueSku(eb, importId))])]));
    await tx.insertInto('withdrawn_offers').columns(['offer_id', 'article_id', 'shop_id', 'price_cents', 'withdrawn_at'])
      .expression((eb) => gone.select(['o.id', 'o.article_id', 'o.shop_id', 'o.price_cents', eb.val(now).as('withdrawn_at')]).where('o.id', 'in', carted))
      .onConflict((oc) => oc.column('offer_id').doUpdateSet((eb) => ({
        article_id: eb.ref('excluded.article_id'), shop_id: eb.ref('excluded.shop_id'), price_cents: eb.ref('excluded.price_cents'), withdrawn_at: eb.ref('excluded.withdrawn_at'),
      })))
      .execute();
    if (!changed.full) changed.add((await gone.select('o.article_id').distinct().limit(MAX_NAMED_ARTICLES + 1).execute()).map((row) => row.article_id));
    const removed = await tx.deleteFrom('offers').where('id', 'in', gone.select('o.id')).executeTakeFirst();

    // New offers get ids above every id a cart or a withdrawn offer still names, so no cart line points at a different offer later.
    const highest = [
      await tx.selectFrom('offers').select((eb) => eb.fn.max('id').as('n')).executeTakeFirst(),
      await tx.selectFrom('withdrawn_offers').select((eb) => eb.fn.max('offer_id').as('n')).executeTakeFirst(),
      await tx.selectFrom('cart_lines').select((eb) => eb.fn.max('offer_id').as('n')).executeTakeFirst(),
    ];
    const base = Math.max(0, ...highest.map((row) => Number(row?.n ?? 0)));
    const fresh = tx.selectFrom('feed_staging as s').where('s.import_id', '=', importId)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('offers as o').select('o.id').where('o.shop_id', '=', shopId).whereRef('o.sku', '=', 's.sku'))));
    if (!changed.full) changed.add((await fresh.select('s.article_id').distinct().limit(MAX_NAMED_ARTICLES + 1).execute()).map((row) => row.article_id));
    const added = await tx.insertInto('offers')
      .columns(['id', 'article_id', 'shop_id', 'price_cents', 'refund_cents', 'stock', 'delivery_days', 'sku', 'offer_url', 'image_url', 'country_terms'])
      .expression(fresh.select([
        sql<number>`${sql.lit(base)} + row_number() over (order by s.sku)`.as('id'), 's.article_id', sql<number>`${sql.lit(shopId)}`.as('shop_id'),
        's.price_cents', 's.refund_cents', 's.stock', 's.delivery_days', 's.sku', 's.offer_url', 's.image_url', 's.country_terms',
      ]).orderBy('s.sku'))
      .executeTakeFirst();
    // PostgreSQL's id sequence does not see ids given explicitly: moved past them, so offers added elsewhere do not collide.
    if (backendOf(tx) === 'postgres' && Number(added.numInsertedOrUpdatedRows ?? 0) > 0) {
      await sql`select setval(pg_get_serial_sequence('offers', 'id'), (select max(id) from offers))`.execute(tx);
    }
    await addOeNumbers(tx, importId);
    const media = await replaceShopMedia(tx, importId, shopId);
    if (!changed.full) changed.add(media.slice(0, MAX_NAMED_ARTICLES + 1));
    const result = { added: Number(added.numInsertedOrUpdatedRows ?? 0), updated: Number(updated.numUpdatedRows), removed: Number(removed.numDeletedRows) };
    await finishImport(tx, importId, { status: 'applied', ...result });
    return result;
  });
  await dropStaging(db, importId);
  if (changed.ids.size > 0) onChanged?.(shopId, changed.result());
  return counts;
}

/**
 * OE numbers of the feed become cross references where the article lacks them; the vehicle maker
 * is taken from the article's existing OE numbers (a feed does not name it).
 */
async function addOeNumbers(tx: Db, importId: number): Promise<void> {
  let after = '';
  for (;;) {
    const rows = await tx.selectFrom('feed_staging').select(['sku', 'article_id', 'oe_numbers'])
      .where('import_id', '=', importId).where('sku', '>', after).where('oe_numbers', 'is not', null)
      .orderBy('sku').limit(PAGE_ROWS).execute();
    if (!rows.length) return;
    after = rows[rows.length - 1]!.sku;
    const articles = [...new Set(rows.map((row) => row.article_id))];
    const makers = new Map((await tx.selectFrom('oe_numbers').select(['article_id', (eb) => eb.fn.min('manufacturer_id').as('maker')])
      .where('article_id', 'in', articles).groupBy('article_id').execute()).map((row) => [row.article_id, row.maker]));
    const known = new Set((await tx.selectFrom('oe_numbers').select(['article_id', 'norm_number']).where('article_id', 'in', articles).execute())
      .map((row) => `${row.article_id}|${row.norm_number}`));
    const missing: { article_id: number; manufacturer_id: number; oe_number: string; norm_number: string }[] = [];
    for (const row of rows) {
      const maker = makers.get(row.article_id);
      if (maker === undefined || maker === null) continue;
      for (const [oe, norm] of JSON.parse(row.oe_numbers!) as [string, string][]) {
        const key = `${row.article_id}|${norm}`;
        if (!norm || known.has(key)) continue;
        known.add(key);
        missing.push({ article_id: row.article_id, manufacturer_id: maker, oe_number: oe, norm_number: norm });
      }
    }
    for (let i = 0; i < missing.length; i += INSERT_ROWS) await tx.insertInto('oe_numbers').values(missing.slice(i, i + INSERT_ROWS)).execute();
  }
}

/**
 * Deletes an import's staged rows in slices, so no single write holds the database for long. Each
 * slice is a range of the primary key (import_id, sku) up to the slice's last sku: PostgreSQL has no
 * statistics on the freshly filled staging table, and ran `sku IN (a limited subquery)` as a nested
 * loop that read the subquery again for every row, for many minutes at 100,000 rows.
 */
export async function dropStaging(db: Db, importId: number, slice = 50_000): Promise<void> {
  for (;;) {
    const last = await db.selectFrom('feed_staging').select('sku').where('import_id', '=', importId)
      .orderBy('sku').limit(1).offset(slice - 1).executeTakeFirst();
    await db.deleteFrom('feed_staging').where('import_id', '=', importId)
      .$if(last !== undefined, (query) => query.where('sku', '<=', last!.sku)).execute();
    if (!last) return;
  }
}
