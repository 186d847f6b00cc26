/**
 * What a request cost PostgreSQL, read around it: its statements' time (pg_stat_statements) and its
 * backends' CPU (/proc/PID/schedstat, on a server of this machine). Both are null when unavailable.
 */
import fs from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../../server/marketplace/db/connection';

/** PostgreSQL's time so far on this database's statements, but this one's; null without pg_stat_statements. */
export async function postgresTime(db: Db): Promise<number | null> {
  try {
    const { rows } = await sql<{ ms: number }>`SELECT coalesce(sum(total_exec_time + total_plan_time), 0)::float8 AS ms FROM pg_stat_statements
      WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT LIKE '%pg_stat_statements%'`.execute(db);
    return Number(rows[0]!.ms);
  } catch {
    return null;
  }
}

/** CPU nanoseconds so far of this database's backends, by pid (this look-up's own, some 0.1 ms, included); null when the server is not on this machine. */
export async function backendsCpu(db: Db): Promise<Map<number, number> | null> {
  const { rows } = await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`.execute(db);
  const spent = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      spent.set(pid, Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]));
    } catch {
      return null;
    }
  }
  return spent;
}

/** The backends' CPU milliseconds between two readings (a backend the pool opened meanwhile spent all its time on the request). */
export function cpuBetween(before: Map<number, number>, after: Map<number, number> | null): number {
  let ns = 0;
  for (const [pid, now] of after ?? []) ns += now - (before.get(pid) ?? 0);
  return ns / 1e6;
}
