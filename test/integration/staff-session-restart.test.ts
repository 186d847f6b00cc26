/**
 * A staff member stays signed in across a restart of the built server and on a second server of the
 * same data, with the embedded default too (no CHECK_SECRET configured: the secret is the one kept
 * beside the database, made once). Both backends: on PostgreSQL the secret is configuration.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_ARGS, startProcess, type RunningProcess } from '../../scripts/bench/server';
import { KEPT_SECRET_FILE } from '../../server/config/kept-secret';
import { distDir } from '../../server/shared/paths';
import { databaseEnv } from '../support/database-location';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, currentCode, type TestStaff } from '../support/staff';

jest.setTimeout(180_000);

const db = createSeededDatabase();
let staff: TestStaff;
let env: Record<string, string> = {};
const running: RunningProcess[] = [];

const start = async () => {
  const server = await startProcess({
    script: path.join(distDir, 'server', 'processes', 'main.js'), nodeArgs: SERVER_NODE_ARGS,
    env: { NODE_ENV: 'production', SEED_ON_START: 'false', LOG_LEVEL: 'warn', WEB_WORKERS: '1', ...env },
  });
  running.push(server);
  return server;
};

/** The desk's two sign-in forms, as a person sends them; answers the staff cookie. */
async function signIn(base: string): Promise<string> {
  const form = (body: Record<string, string>) => ({ method: 'POST', redirect: 'manual' as const, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base }, body: new URLSearchParams(body) });
  const first = await fetch(`${base}/desk/sign-in`, form({ email: staff.email, password: staff.password, next: '/desk/orders' }));
  expect(first.status).toBe(303);
  const pending = first.headers.get('set-cookie')!.split(';')[0]!;
  const second = await fetch(`${base}/desk/sign-in/code`, { ...form({ code: currentCode(staff.secret), next: '/desk/orders' }), headers: { ...form({}).headers, cookie: pending } });
  expect(second.status).toBe(303);
  return second.headers.get('set-cookie')!.split(';')[0]!;
}

const deskStatus = async (base: string, cookie: string) => (await fetch(`${base}/desk/orders`, { redirect: 'manual', headers: { cookie } })).status;

beforeAll(async () => {
  staff = await createStaff(db.kysely, 'support');
  // The test database's own environment, less the secret on SQLite: the embedded default.
  const database = databaseEnv(db);
  await db.shut();
  env = database;
});
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
});

test('signed in on one server, the staff cookie holds on a second server of the same data and after both restart', async () => {
  const first = await start();
  const cookie = await signIn(first.base);
  expect(await deskStatus(first.base, cookie)).toBe(200);

  const second = await start();
  expect(await deskStatus(second.base, cookie)).toBe(200);
  await first.stop();
  await second.stop();

  const again = await start();
  expect(await deskStatus(again.base, cookie)).toBe(200);
  if (env.DATABASE_PATH) {
    const kept = path.join(path.dirname(env.DATABASE_PATH), KEPT_SECRET_FILE);
    expect(fs.statSync(kept).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(kept, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
  }
});
