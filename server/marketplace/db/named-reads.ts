/**
 * PostgreSQL plans an unnamed statement at every execution, and the shop's reads join up to eight
 * tables: planning a cart's lines cost several times what running them did. A named statement is
 * parsed once per connection and, after a few runs, kept with a generic plan when that is as
 * cheap, so the planner is skipped. Only reads with few parameters are named: their texts are few
 * and fixed (at most one IN list per cart size), and each connection keeps a bounded number.
 */
import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

const MAX_PARAMETERS = 64;
const MAX_NAMED_PER_CONNECTION = 500;
const READ = /^\s*(select|with)\b/i;

const named = new WeakMap<pg.PoolClient, Set<string>>();
/** Clients that hear their own errors while lent out. */
const heard = new WeakSet<pg.PoolClient>();

/**
 * The pool listens for errors of idle connections only. A lent connection PostgreSQL ends between
 * two queries (a restart or failover: 57P01) emits 'error' with no listener, which ends the whole
 * process; its queries fail on their own, and the pool drops the connection when it comes back.
 */
function hearErrors(client: pg.PoolClient): void {
  if (heard.has(client)) return;
  heard.add(client);
  client.on('error', () => {});
}

function statementName(client: pg.PoolClient, text: string, parameters: readonly unknown[]): string | undefined {
  if (parameters.length > MAX_PARAMETERS || !READ.test(text)) return undefined;
  const name = `spareo_${createHash('sha1').update(text).digest('base64url')}`;
  let names = named.get(client);
  if (!names) named.set(client, (names = new Set()));
  if (!names.has(name)) {
    if (names.size >= MAX_NAMED_PER_CONNECTION) return undefined;
    names.add(name);
  }
  return name;
}

export function namedReadsPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      hearErrors(client);
      return {
        // Kysely passes SQL text and parameters, or a cursor (streamed reads), which stays as it is.
        query: ((query: string | object, parameters?: unknown[]) => {
          if (typeof query !== 'string') return client.query(query as never);
          const name = statementName(client, query, parameters ?? []);
          return name ? client.query({ name, text: query, values: parameters }) : client.query(query, parameters);
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}
