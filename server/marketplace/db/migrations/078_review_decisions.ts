/**
 * The desk's decisions on buyers' reviews, one row each, never changed: who published or rejected a
 * review, when and why, and the undoing of a decision (a row of its own that names the one it
 * undoes). `replaced` keeps the buyer's earlier reviews an approval put aside, so undoing it shows
 * them again. Decisions made before the history was kept come in as the first row of each review.
 */
import { sql } from 'kysely';
import type { MigrationDb } from './kit';
import { rowId } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s.createTable('review_decisions')
    .addColumn('id', 'integer', rowId(db))
    .addColumn('review_id', 'integer', (c) => c.notNull().references('article_reviews.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('undoes', 'integer')
    .addColumn('replaced', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await s.createIndex('review_decisions_review').on('review_decisions').columns(['review_id', 'id']).execute();
  await sql`insert into review_decisions (review_id, at, staff_id, staff_name, from_status, to_status)
    select r.id, r.moderated_at, r.moderated_by, coalesce(s.name, ''), 'pending', r.status
    from article_reviews r left join staff s on s.id = r.moderated_by
    where r.moderated_at is not null and r.status in ('approved', 'rejected')
    order by r.moderated_at, r.id`.execute(db);
}
