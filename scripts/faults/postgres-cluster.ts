/**
 * A throwaway PostgreSQL cluster for the fault table: initdb in a temporary directory, listening
 * only on a Unix socket there (nothing on TCP), removed when dropped. PostgreSQL refuses to run as
 * root, so as root it runs as the `postgres` user Debian's package creates. Unlike the tests' own
 * cluster it can be stopped and started again: stopping the database is one of the faults.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface FaultCluster {
  readonly url: string;
  readonly dir: string;
  /** `pg_ctl restart -m fast`: every session ends (57P01); resolves once the server accepts again. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`: resolves once the server is down. */
  stop(): Promise<void>;
  /** `pg_ctl start`: resolves once the server accepts connections. */
  start(): Promise<void>;
  /** Holds an EXCLUSIVE lock on the table (reads go on, writes wait) for the seconds given, then lets go. */
  lock(table: string, seconds: number): Promise<void>;
  /** `pg_dump --format=custom` into the file, as the operator's backup does: resolves with the dump's size in bytes. */
  dump(file: string): Promise<number>;
  /** Stops at once and removes the directory; synchronous, so it also runs while the process exits. */
  drop(): void;
}

export function postgresBinDir(): string | null {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

export function startFaultCluster(database: string): FaultCluster {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-faults-pg-'));
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'log');
  const asRoot = process.getuid?.() === 0;
  const uid = asRoot ? Number(execFileSync('id', ['-u', 'postgres']).toString().trim()) : undefined;
  const gid = asRoot ? Number(execFileSync('id', ['-g', 'postgres']).toString().trim()) : undefined;
  if (asRoot) fs.chownSync(dir, uid!, gid!);
  const user = asRoot ? 'postgres' : os.userInfo().username;
  let dropped = false;
  const drop = () => {
    if (dropped) return;
    dropped = true;
    spawnSync(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], { uid, gid, stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const runSync = (tool: string, args: string[]) => {
    const result = spawnSync(path.join(bin, tool), args, { uid, gid, encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  };
  const pgCtl = (args: string[]) => new Promise<void>((resolve, reject) => {
    execFile(path.join(bin, 'pg_ctl'), ['-D', data, '-w', '-l', log, ...args], { uid, gid, cwd: dir }, (error, stdout, stderr) =>
      error ? reject(new Error(`pg_ctl ${args.join(' ')} failed: ${stderr || stdout || error.message}`)) : resolve());
  });
  // The server's settings are in its configuration file, so a restart or a start keeps them.
  const settings = [`unix_socket_directories = '${dir}'`, "listen_addresses = ''", 'fsync = off', 'full_page_writes = off', 'max_connections = 200'];
  try {
    runSync('initdb', ['-D', data, '-U', user, '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    fs.appendFileSync(path.join(data, 'postgresql.conf'), `\n${settings.join('\n')}\n`);
    runSync('pg_ctl', ['-D', data, '-w', '-l', log, 'start']);
    runSync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-h', dir, '-U', user, '-d', 'postgres', '-c', `CREATE DATABASE "${database.replace(/"/g, '')}"`]);
  } catch (error) {
    drop();
    throw error;
  }
  return {
    url: `postgres://${user}@/${database}?host=${encodeURIComponent(dir)}`,
    dir,
    restart: () => pgCtl(['-m', 'fast', 'restart']),
    stop: () => pgCtl(['-m', 'fast', 'stop']),
    start: () => pgCtl(['start']),
    lock: (table, seconds) => new Promise<void>((resolve, reject) => {
      const sql = `BEGIN; LOCK TABLE "${table.replace(/"/g, '')}" IN EXCLUSIVE MODE; SELECT pg_sleep(${Number(seconds)}); COMMIT;`;
      execFile(path.join(bin, 'psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-h', dir, '-U', user, '-d', database, '-c', sql], { uid, gid, cwd: dir }, (error, stdout, stderr) =>
        error ? reject(new Error(`locking ${table} failed: ${stderr || stdout || error.message}`)) : resolve());
    }),
    dump: (file) => new Promise<number>((resolve, reject) => {
      execFile(path.join(bin, 'pg_dump'), ['--format=custom', '--file', file, '-h', dir, '-U', user, '-d', database], { uid, gid, cwd: dir }, (error, stdout, stderr) =>
        error ? reject(new Error(`pg_dump failed: ${stderr || stdout || error.message}`)) : resolve(fs.statSync(file).size));
    }),
    drop,
  };
}
