/**
 * Reviews counted once per buyer and article: each review carries its buyer's mailbox key (the
 * order's e-mail, as server/shared/email-key.ts reduces it); of one buyer's reviews of an article only
 * the latest approved one is shown and counted, the earlier ones are kept as `replaced`. Readers
 * mark a review helpful, once per visitor; a review may carry photos (kept as product photos are).
 */
import { emailKey } from '../../../shared/email-key';
import { keyed, type MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s.alterTable('article_reviews').addColumn('buyer_key', 'text', (c) => c.notNull().defaultTo('')).execute();
  await s.alterTable('article_reviews').addColumn('helpful', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  // The buyer of each review so far, by its order's e-mail.
  const rows: { id: number; article_id: number; status: string; email: string }[] = await db.selectFrom('article_reviews as r')
    .innerJoin('order_shops as p', 'p.id', 'r.order_shop_id').innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['r.id', 'r.article_id', 'r.status', 'o.email']).orderBy('r.id').execute();
  const latest = new Map<string, number>();
  for (const row of rows) {
    const key = emailKey(row.email);
    await db.updateTable('article_reviews').set({ buyer_key: key }).where('id', '=', row.id).execute();
    if (row.status === 'approved') latest.set(`${key}\n${row.article_id}`, row.id);
  }
  // A buyer's earlier approved reviews of the same article stop counting.
  for (const row of rows) {
    if (row.status !== 'approved') continue;
    if (latest.get(`${emailKey(row.email)}\n${row.article_id}`) !== row.id) {
      await db.updateTable('article_reviews').set({ status: 'replaced' }).where('id', '=', row.id).execute();
    }
  }
  await s.createIndex('article_reviews_buyer').on('article_reviews').columns(['buyer_key', 'article_id']).execute();

  // visitor: a hash of the voter's session, never the session id itself.
  await keyed(db, s.createTable('review_helpful_votes')
    .addColumn('review_id', 'integer', (c) => c.notNull()).addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_helpful_votes_pk', ['review_id', 'visitor'])).execute();
  await s.createIndex('review_helpful_votes_visitor').on('review_helpful_votes').columns(['visitor', 'created_at']).execute();

  await keyed(db, s.createTable('review_photos')
    .addColumn('review_id', 'integer', (c) => c.notNull()).addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('photo_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_photos_pk', ['review_id', 'position'])).execute();
}
