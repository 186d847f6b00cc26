/**
 * `seed --check` is what an operator and a CI step run on a catalogue: a finding a trade buyer would
 * reject must fail the command, not only be printed beside a zero exit code.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createSeededDatabase, locationOf } from '../support/seeded-db';

const script = path.join(__dirname, '..', '..', 'dist', 'scripts', 'seed.js');
const check = (location: string) => spawnSync(process.execPath, [script, '--db', location, '--check'], { encoding: 'utf8', timeout: 120_000 });

it('passes on the seeded catalogue and fails, naming the case, once an EAN loses its check digit', async () => {
  const db = createSeededDatabase();
  const clean = check(locationOf(db));
  expect(clean.stdout).toContain('invalid EAN 0');
  expect(clean.status).toBe(0);

  const article = await db.kysely.selectFrom('articles').select(['id', 'ean']).where('ean', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  const ean = article.ean!;
  const broken = ean.slice(0, -1) + String((Number(ean.slice(-1)) + 1) % 10);
  await db.kysely.updateTable('articles').set({ ean: broken }).where('id', '=', article.id).execute();

  const found = check(locationOf(db));
  expect(found.stdout).toContain('invalid EAN 1');
  expect(found.stdout).toContain(`article ${article.id}: EAN ${broken}`);
  expect(found.stderr).toContain('trade buyer would reject');
  expect(found.status).toBe(1);
}, 240_000);
