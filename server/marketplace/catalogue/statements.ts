/** Prepared statements cached per database: each SQL text is prepared once per connection. */
import type { StatementSync } from 'node:sqlite';
import type { Database } from '../db/connection';

const cache = new WeakMap<Database, Map<string, StatementSync>>();

export function statement(db: Database, sql: string): StatementSync {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  let prepared = perDb.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    perDb.set(sql, prepared);
  }
  return prepared;
}

type Param = string | number | null;
export function all<T>(db: Database, sql: string, ...params: Param[]): T[] {
  return statement(db, sql).all(...params) as T[];
}
export function get<T>(db: Database, sql: string, ...params: Param[]): T | undefined {
  return statement(db, sql).get(...params) as T | undefined;
}
/** "?, ?, ?" for an IN list of n values (statements are cached per list length). */
export function placeholders(n: number): string {
  return Array.from({ length: n }, () => '?').join(', ');
}
