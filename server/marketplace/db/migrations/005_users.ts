/**
 * Accounts (German and Austrian editions only): users, their saved vehicles, the signed-in user
 * of a session, and failed sign-ins for throttling. Other tables are only extended, never changed.
 */
import { sql, type ColumnDefinitionBuilder } from 'kysely';
import { int64, keyed, onPostgres, rowId, type MigrationDb } from './kit';

const required = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  // Compared case-insensitively: Max@Example.de and max@example.de are one account (SQLite's NOCASE,
  // PostgreSQL's citext: the same plain `email = ?` finds both on either backend).
  if (onPostgres(db)) await sql`CREATE EXTENSION IF NOT EXISTS citext`.execute(db);
  await s.createTable('users').addColumn('id', 'integer', rowId(db))
    .addColumn('email', onPostgres(db) ? sql`citext` : sql`text collate nocase`, (c) => c.notNull().unique())
    // scrypt$N$r$p$salt$hash (base64): parameters travel with the hash so they can be raised later.
    .addColumn('password_hash', 'text', required)
    .addColumn('created_at', 'text', required).execute();

  await keyed(db, s.createTable('saved_vehicles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id'))
    .addColumn('saved_at', 'text', required)
    .addPrimaryKeyConstraint('saved_vehicles_pkey', ['user_id', 'model_id'])).execute();

  // A session is anonymous (NULL) or signed in. Sign-in always starts a new session (rotation).
  await s.alterTable('sessions').addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade')).execute();
  await s.createIndex('sessions_user').on('sessions').column('user_id').execute();

  // One row per failed sign-in, keyed 'account:<email>' and 'address:<ip>'; old rows are pruned on write.
  await s.createTable('sign_in_failures').addColumn('key', 'text', required).addColumn('failed_at', int64(db), required).execute();
  await s.createIndex('sign_in_failures_key').on('sign_in_failures').columns(['key', 'failed_at']).execute();
}
