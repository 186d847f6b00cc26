/**
 * A throwaway PostgreSQL cluster: initdb in a temporary directory, the server listening only on a
 * Unix socket in that directory, removed when stopped. PostgreSQL refuses to run as root, so as
 * root (CI containers) the cluster runs as the `postgres` user Debian's package creates.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { enableStatements, statementSettings } from './postgres-statements';
import { waitFor } from './wait-for';

export interface PostgresCluster {
  /** postgres:// URL of a database on the cluster's socket. */
  urlOf(database: string): string;
  /** The cluster's directory (its socket is in it) and the superuser, to reach it from elsewhere. */
  readonly socketDir: string;
  readonly user: string;
  createDatabase(name: string): Promise<string>;
  /** `pg_ctl restart -m fast`, without blocking: every session is ended (57P01), the server is back once this resolves. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`, the data kept: the server is gone until `resume`. */
  pause(): Promise<void>;
  /** `pg_ctl start` after `pause`: resolves once the server accepts connections. */
  resume(): Promise<void>;
  stop(): void;
}

/** postgres:// URL of a database on a cluster listening on a Unix socket in socketDir. */
export function postgresUrl(user: string, socketDir: string, database: string): string {
  return `postgres://${user}@/${database}?host=${encodeURIComponent(socketDir)}`;
}

/** Runs one SQL statement synchronously with psql (CREATE/DROP DATABASE from code that cannot await). */
export function psqlSync(url: string, statement: string): void {
  const result = spawnSync(path.join(binDir(), 'psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', statement], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql failed (${statement}): ${result.stderr || result.stdout || result.error}`);
}

export function binDir(): string {
  const found = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of found) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
}

export function postgresInstalled(): boolean {
  try {
    binDir();
    return true;
  } catch {
    return false;
  }
}

/**
 * Where a test run keeps the data folders of clusters it made once (set by the runner, removed
 * after the run): a file's own cluster is a copy of one (milliseconds) instead of an initdb, or of
 * an initdb, a migration and a seed (seconds of CPU each).
 */
export const CLUSTER_FOLDERS_VARIABLE = 'SPAREO_TEST_CLUSTER_FOLDERS';

/** The run's folder of a kept data folder, when the run keeps them. */
function keptFolder(key: string): string | undefined {
  const folders = process.env[CLUSTER_FOLDERS_VARIABLE];
  return folders && fs.existsSync(folders) ? path.join(folders, key) : undefined;
}

/** `cp -a`: as root the copy stays the postgres user's, which a copy by node would not. */
function copyFolder(from: string, to: string): void {
  const result = spawnSync('cp', ['-a', from, to], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`cp -a ${from} ${to} failed: ${result.stderr}`);
}

/** Keeps a copy of a stopped cluster's data folder under `kept`; whoever renames first wins (another worker may be at it too). */
function keep(data: string, kept: string): void {
  const building = `${kept}.${process.pid}.${Date.now().toString(36)}`;
  copyFolder(data, building);
  try {
    fs.renameSync(building, kept);
  } catch {
    fs.rmSync(building, { recursive: true, force: true });
  }
}

/** A new cluster: a copy of `from` (a stopped cluster's data folder) when given, else of the run's kept initdb, else initdb. */
export function startPostgresCluster(options: { from?: string } = {}): PostgresCluster {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? Number(execFileSync('id', ['-u', 'postgres']).toString().trim()) : undefined;
  const group = asRoot ? Number(execFileSync('id', ['-g', 'postgres']).toString().trim()) : undefined;
  if (asRoot) fs.chownSync(dir, owner!, group!);
  const run = (tool: string, args: string[]) => {
    const result = spawnSync(path.join(bin, tool), args, { uid: owner, gid: group, encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  };
  const user = asRoot ? 'postgres' : os.userInfo().username;
  const keptInitdb = keptFolder('initdb');
  const from = options.from ?? (keptInitdb && fs.existsSync(keptInitdb) ? keptInitdb : undefined);
  if (from) {
    copyFolder(from, data);
  } else {
    run('initdb', ['-D', data, '-U', user, '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    if (keptInitdb) keep(data, keptInitdb);
  }
  // Only the socket in the cluster's own directory: nothing listens on TCP, nothing clashes with a system cluster.
  const start = () => run('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'log'), '-o', `-k ${dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300${statementSettings()}`, 'start']);
  start();
  enableStatements((statement) => psqlSync(postgresUrl(user, dir, 'postgres'), statement));
  const urlOf = (database: string) => postgresUrl(user, dir, database);
  const pgCtl = (args: string[]) => new Promise<void>((resolve, reject) => {
    execFile(path.join(bin, 'pg_ctl'), ['-D', data, '-w', '-l', path.join(dir, 'log'), ...args], { uid: owner, gid: group, cwd: dir }, (error, stdout, stderr) =>
      error ? reject(new Error(`pg_ctl ${args.at(-1)} failed: ${stderr || stdout || error.message}`)) : resolve());
  });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    spawnSync(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], { uid: owner, gid: group });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return {
    urlOf,
    socketDir: dir,
    user,
    async createDatabase(name) {
      const { default: pg } = await import('pg');
      // A cluster on a loaded machine may drop a connection while it starts one (EPIPE,
      // ECONNRESET, "starting up"): asked again until one connects, as a client's pool would.
      let client: InstanceType<typeof pg.Client> | undefined;
      let lastError: unknown;
      await waitFor('a connection to the cluster', async () => {
        const candidate = new pg.Client({ connectionString: urlOf('postgres') });
        candidate.on('error', () => {});
        try {
          await candidate.connect();
          client = candidate;
          return true;
        } catch (error) {
          lastError = error;
          await candidate.end().catch(() => {});
          return false;
        }
      }, 30_000, 250).catch(() => {
        throw lastError instanceof Error ? lastError : new Error(String(lastError));
      });
      try {
        await client!.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client!.end();
      }
      return urlOf(name);
    },
    restart: () => pgCtl(['-m', 'fast', 'restart']),
    pause: () => pgCtl(['-m', 'fast', 'stop']),
    resume: () => pgCtl(['-o', `-k ${dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300${statementSettings()}`, 'start']),
    stop,
  };
}

/**
 * A cluster whose data folder `fill` prepared (a migrated, seeded database, say): the first file of
 * a run that asks for `key` fills one and the run keeps a copy of it stopped; later files start a
 * copy of that. A run that keeps none fills each. `fill` must close what it opened.
 */
export async function preparedPostgresCluster(key: string, fill: (cluster: PostgresCluster) => Promise<void>): Promise<PostgresCluster> {
  const kept = keptFolder(key);
  if (kept && fs.existsSync(kept)) return startPostgresCluster({ from: kept });
  const cluster = startPostgresCluster();
  try {
    await fill(cluster);
    if (kept) {
      // Stopped, so the copy is a consistent data folder.
      await cluster.pause();
      keep(path.join(cluster.socketDir, 'data'), kept);
      await cluster.resume();
    }
    return cluster;
  } catch (error) {
    cluster.stop();
    throw error;
  }
}
