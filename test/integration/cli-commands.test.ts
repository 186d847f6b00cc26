/**
 * Every command behind an npm script answers `--help` with its usage and exit code 0, before it
 * opens or creates any database, and a wrong option with the reason and exit code 2. The shop
 * command works on the configured database: PostgreSQL at DATABASE_URL, not a SQLite file.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { seedDatabase } from '../../server/marketplace/seed/index';
import { bundleManyForChild } from '../support/migrate-now';
import { postgresInstalled, postgresForFile } from '../support/file-postgres';
import { tempDir } from '../support/temp-dir';

jest.setTimeout(120_000);
const run = promisify(execFile);
const dir = tempDir('spareo-cli-');
const packageJson = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> };

/** npm script -> the TypeScript source of the command it runs (dist/scripts/X.js). */
const commands = Object.entries(packageJson.scripts).flatMap(([name, line]) => {
  const found = /dist\/scripts\/([\w/-]+)\.js/.exec(line);
  return found && !name.startsWith('pre') ? [[name, `../../scripts/${found[1]}.ts`] as const] : [];
});
/** Every command bundled in one esbuild run (their shared server code parsed once), at the start. */
let bundled: ReturnType<typeof bundleManyForChild> | undefined;
const bundle = (source: string) => {
  bundled ??= bundleManyForChild([...new Set(commands.map(([, command]) => command))]);
  const file = bundled.files.get(source);
  if (!file) throw new Error(`${source} is not one of the npm scripts' commands`);
  return file;
};
afterAll(() => {
  if (bundled) fs.rmSync(bundled.dir, { recursive: true, force: true });
});

const runCommand = (source: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, [bundle(source), ...args], { env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env }, encoding: 'utf8', timeout: 60_000 })
    .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }), (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }));

test('the npm scripts name the commands checked here', () => {
  expect(commands.map(([name]) => name)).toEqual(expect.arrayContaining(['seed', 'db:migrate', 'import', 'db:copy', 'db:backup', 'db:restore', 'shop', 'feed', 'bench', 'bench:api', 'bench:data']));
});

const helpCommands = commands;
const wrongOptionCommands = commands.filter(([name]) => !name.startsWith('bench') && name !== 'lighthouse');
const databaseFor = (source: string, kind: 'help' | 'wrong') => path.join(dir, `${path.basename(source, '.ts')}-${kind}.db`);

/** Each command is its own short process: all of them run at once, and each case reads its own answer. */
let answers: Map<string, Promise<Awaited<ReturnType<typeof runCommand>>>>;
beforeAll(() => {
  // Bundled first: nothing synchronous (a build, an initdb) runs while the commands print (a run that
  // started the PostgreSQL cluster meanwhile got some of them back with empty output).
  for (const [, source] of commands) bundle(source);
  answers = new Map([
    ...helpCommands.map(([, source]) => [`help ${source}`, runCommand(source, ['--help'], { DATABASE_PATH: databaseFor(source, 'help') })] as const),
    ...wrongOptionCommands.map(([, source]) => [`wrong ${source}`, runCommand(source, ['--no-such-option'], { DATABASE_PATH: databaseFor(source, 'wrong') })] as const),
  ]);
});

test.each(helpCommands)('npm run %s -- --help prints the usage, exits 0 and touches no database', async (_name, source) => {
  const answer = await answers.get(`help ${source}`)!;
  expect(answer).toMatchObject({ code: 0, stderr: '' });
  expect(answer.stdout).toMatch(/usage|--/i);
  expect(fs.existsSync(databaseFor(source, 'help'))).toBe(false);
});

test.each(wrongOptionCommands)('npm run %s with an unknown option names it and exits 2', async (_name, source) => {
  const answer = await answers.get(`wrong ${source}`)!;
  expect(answer.code).toBe(2);
  expect(answer.stderr).toContain('--no-such-option');
  expect(answer.stderr).toContain('usage');
  expect(fs.existsSync(databaseFor(source, 'wrong'))).toBe(false);
});

(postgresInstalled() ? test : test.skip)('npm run shop -- token N issues the token in PostgreSQL at DATABASE_URL and creates no SQLite file', async () => {
  const cluster = postgresForFile();
  try {
    // The run's seeded template when it has one (a whole run does): seeding anew cost seconds of the
    // file's CPU for a database the command only needs a shop in.
    const copied = cluster.copySeeded('cli_shop');
    const url = copied ?? (await cluster.createDatabase('cli_shop'));
    const db = openDatabase(url);
    if (!copied) {
      await migrate(db);
      await seedDatabase(db, { articles: 50 });
    }
    const shop = await db.kysely.selectFrom('shops').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const sqliteFile = path.join(dir, 'never.db');
    const answer = await runCommand('../../scripts/shop.ts', ['token', String(shop.id)], { DATABASE_URL: url, DATABASE_PATH: sqliteFile });
    expect(answer).toMatchObject({ code: 0, stderr: '' });
    const token = answer.stdout.trim().split('\n').at(-1)!;
    expect(token.length).toBeGreaterThan(20);
    expect(fs.existsSync(sqliteFile)).toBe(false);
    const stored = await db.kysely.selectFrom('shops').selectAll().where('id', '=', shop.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token); // only its hash is kept
    await db.shut();
  } finally {
    cluster.close();
  }
});

test('npm run bank:import -- FILE imports the statement once: a second run books nothing again; a file that is no statement is refused', async () => {
  const source = '../../scripts/bank-import.ts';
  const env = { DATABASE_PATH: path.join(dir, 'bank-import.db') };
  const fixture = path.join(__dirname, '..', 'fixtures', 'camt', 'camt053-001-02-de.xml');
  const first = await runCommand(source, [fixture], env);
  expect(first).toMatchObject({ code: 0, stderr: '' });
  expect(first.stdout).toContain('6 lines read, 0 imported before; booked 0, needs decision 0, unmatched 4, outgoing 2');
  const second = await runCommand(source, [fixture], env);
  expect(second.stdout).toContain('6 lines read, 6 imported before; booked 0, needs decision 0, unmatched 0, outgoing 0');
  const refused = await runCommand(source, [path.join(__dirname, '..', '..', 'package.json')], env);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('is no camt.053 statement (not_xml');
});
