/**
 * PostgreSQL ends a connection that idles in the pool (a restart, a failover, an operator): the
 * pool drops it and the next query opens a new one. Unheard, the pool's error event ended the
 * whole process, as it did to a test process when the test cluster stopped under it.
 */
import { sql } from 'kysely';
import { createEmptyDatabase, testBackend } from '../support/seeded-db';
import { waitFor } from '../support/wait-for';

const db = createEmptyDatabase();
const onPostgres = testBackend() === 'postgres' ? test : test.skip;

onPostgres('a pooled connection ended while idle is replaced, and the process lives on', async () => {
  const k = db.kysely;
  // Two connections in the pool, both idle afterwards.
  await Promise.all([sql`select pg_sleep(0.05)`.execute(k), sql`select pg_sleep(0.05)`.execute(k)]);
  const pooled = db.poolStats!().total;
  const ended = await sql<{ ended: boolean }>`select pg_terminate_backend(pid) as ended from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()`.execute(k);
  expect(ended.rows.map((row) => row.ended)).toContain(true);
  // The ended connection's error reaches its idle client in the pool, which drops it.
  await waitFor('the pool to drop the ended connection', () => db.poolStats!().total < pooled, 5000, 10);
  for (let i = 0; i < 4; i += 1) {
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(k);
    expect(rows).toEqual([{ one: 1 }]);
  }
});
