/** Several processes need one shared secret: without it they refuse to start, saying why. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { childEnvironment } from '../../server/config/config';
import { distDir } from '../../server/shared/paths';

function start(script: string, env: Record<string, string>) {
  const full = childEnvironment({ LOG_LEVEL: 'silent', PORT: '0', MARKETPLACE_PORT: '0', HOST: '127.0.0.1', DATABASE_PATH: ':memory:', ...env });
  delete full.CHECK_SECRET;
  return spawnSync(process.execPath, [path.join(distDir, 'server', 'processes', script)], { env: full, encoding: 'utf8', timeout: 30_000 });
}

test.each([
  ['a web replica reaching a marketplace service', 'main.js', { MARKETPLACE_URL: 'http://127.0.0.1:9' }, /CHECK_SECRET: required with MARKETPLACE_URL/],
  ['a web process on a shared PostgreSQL', 'main.js', { DATABASE_URL: 'postgres://shop@127.0.0.1:9/spareo' }, /CHECK_SECRET: required with DATABASE_URL/],
  ['the marketplace service', 'marketplace-main.js', {}, /CHECK_SECRET: required for the marketplace service/],
])('%s without CHECK_SECRET exits 1 with the reason', (_name, script, env, reason) => {
  const result = start(script, env);
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(reason);
});
