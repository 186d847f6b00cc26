/**
 * `npm run test:unit` runs test/unit alone in seconds: no test there starts a server (PostgreSQL's
 * too), a child process or a browser (those belong in test/integration or test/e2e).
 */
import fs from 'node:fs';
import path from 'node:path';

const HEAVY = [/puppeteer/, /supertest/, /\.listen\(/, /startProcess|startProductionServer|createTestApp|startTestServer|startPostgresCluster/, /node:child_process/];

test('no unit test starts a server, a process or a browser', () => {
  const dir = __dirname;
  const offenders = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name) && name !== path.basename(__filename))
    .flatMap((name) => {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      return HEAVY.filter((pattern) => pattern.test(text)).map((pattern) => `${name}: ${pattern}`);
    });
  expect(offenders).toEqual([]);
});
