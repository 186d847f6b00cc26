/** Config of several processes: the database URL, the number of web workers, the shared secret, the memory defaults. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseLocation, loadConfig, marketplaceAddresses, missingSharedSecret, runsSeveralProcesses } from './config';
import { MEMORY_ENV, MEMORY_NODE_ARGS, memoryEnvLacking, nodeArgsWithDefaults, runsWithMemoryDefaults } from '../lifecycle/memory-defaults';

const SECRET = 'b'.repeat(32);

test('DATABASE_URL selects PostgreSQL and needs the shared secret; unset, the SQLite file', () => {
  // The server refuses to start without the shared secret; a CLI such as db:migrate needs none.
  expect(missingSharedSecret(loadConfig({ DATABASE_URL: 'postgres://shop@db/spareo' }))).toMatch(/CHECK_SECRET: required with DATABASE_URL/);
  expect(missingSharedSecret(loadConfig({ DATABASE_URL: 'postgres://shop@db/spareo', CHECK_SECRET: SECRET }))).toBeUndefined();
  expect(missingSharedSecret(loadConfig({}))).toBeUndefined();
  expect(() => loadConfig({ DATABASE_URL: 'mysql://shop@db/spareo', CHECK_SECRET: SECRET })).toThrow(/DATABASE_URL: expected a postgres:\/\/ URL/);
  const pg = loadConfig({ DATABASE_URL: 'postgres://shop@db/spareo', CHECK_SECRET: SECRET });
  expect(databaseLocation(pg)).toBe('postgres://shop@db/spareo');
  expect(databaseLocation(loadConfig({ DATABASE_PATH: '/data/shop.db' }))).toBe('/data/shop.db');
  expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
});

test('one web worker per core unless WEB_WORKERS says otherwise', () => {
  expect(loadConfig({}).WEB_WORKERS).toBe(os.availableParallelism());
  expect(loadConfig({ WEB_WORKERS: '3' }).WEB_WORKERS).toBe(3);
  expect(() => loadConfig({ WEB_WORKERS: '0' })).toThrow(/WEB_WORKERS/);
});

test('several processes: a marketplace of its own, a shared database or more than one worker', () => {
  expect(runsSeveralProcesses(loadConfig({ WEB_WORKERS: '1' }))).toBe(false);
  expect(runsSeveralProcesses(loadConfig({ WEB_WORKERS: '2' }))).toBe(true);
  expect(runsSeveralProcesses(loadConfig({ WEB_WORKERS: '1', MARKETPLACE_URL: 'http://m:4000', CHECK_SECRET: SECRET }))).toBe(true);
  expect(runsSeveralProcesses(loadConfig({ WEB_WORKERS: '1', DATABASE_URL: 'postgres://db/s', CHECK_SECRET: SECRET }))).toBe(true);
});

test('the memory defaults are added to what a process was started with; an explicit value wins', () => {
  const defaults = ['--max-semi-space-size=4', '--heap-growing-percent=30', '--memory-saver-mode'];
  expect(nodeArgsWithDefaults([])).toEqual(defaults);
  expect(nodeArgsWithDefaults(['--max-semi-space-size=8', '--inspect'])).toEqual(['--max-semi-space-size=8', '--inspect', '--heap-growing-percent=30', '--memory-saver-mode']);
  const env = { MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '8192' };
  expect(runsWithMemoryDefaults(defaults, env)).toBe(true);
  // Started without one of them (an older start command), the process forks a worker that has them all.
  expect(runsWithMemoryDefaults(['--max-semi-space-size=4', '--heap-growing-percent=30'], env)).toBe(false);
  expect(runsWithMemoryDefaults(defaults, { MALLOC_ARENA_MAX: '1' })).toBe(false);
  expect(runsWithMemoryDefaults(defaults, {})).toBe(false);
  expect(runsWithMemoryDefaults([], env)).toBe(false);
});

test('npm start and the marketplace service start with the memory defaults, so a single web process serves alone', () => {
  const scripts = (JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  for (const name of ['start', 'start:marketplace']) {
    const words = scripts[name]!.split(/\s+/);
    const env = Object.fromEntries(words.filter((w) => /^[A-Z_]+=/.test(w)).map((w) => w.split('=') as [string, string]));
    const nodeArgs = words.slice(words.indexOf('node') + 1).filter((w) => w.startsWith('--'));
    expect(runsWithMemoryDefaults(nodeArgs, env)).toBe(true);
    expect(nodeArgs).toEqual(MEMORY_NODE_ARGS);
    expect(env).toMatchObject(MEMORY_ENV);
  }
});

test('a process forks its workers with each malloc setting its environment lacks; one it sets wins', () => {
  expect(memoryEnvLacking({})).toEqual({ MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '8192' });
  expect(memoryEnvLacking({ MALLOC_ARENA_MAX: '2' })).toEqual({ MALLOC_MMAP_THRESHOLD_: '8192' });
  expect(memoryEnvLacking({ MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '65536' })).toEqual({});
});

test('MARKETPLACE_URL takes one address or several separated by commas, and refuses anything else', () => {
  expect(marketplaceAddresses(loadConfig({ MARKETPLACE_URL: 'http://m:4000', CHECK_SECRET: SECRET }))).toEqual(['http://m:4000']);
  expect(marketplaceAddresses(loadConfig({ MARKETPLACE_URL: 'http://m1:4000, http://m2:4000', CHECK_SECRET: SECRET }))).toEqual(['http://m1:4000', 'http://m2:4000']);
  expect(marketplaceAddresses(loadConfig({}))).toEqual([]);
  expect(() => loadConfig({ MARKETPLACE_URL: 'http://m1:4000,m2', CHECK_SECRET: SECRET })).toThrow(/MARKETPLACE_URL/);
  expect(() => loadConfig({ MARKETPLACE_URL: 'http://m1:4000,,', CHECK_SECRET: SECRET })).toThrow(/MARKETPLACE_URL/);
});
