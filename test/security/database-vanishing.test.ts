/**
 * The database file deleted or moved away under the running shop (the built server, as `npm start`
 * runs it): writes answer 503 with the error page instead of vanishing, /readyz fails, and it
 * recovers when the file is back. Needs `npm run build` (dist/).
 */
import fs from 'node:fs';
import type { RunningProcess } from '../../scripts/bench/server';
import { startProductionServer } from '../support/production-server';
import { createSeededDatabase } from '../support/seeded-db';

jest.setTimeout(60_000);

let server: RunningProcess;
let file: string;
let offerId: number;

beforeAll(async () => {
  const db = createSeededDatabase();
  file = db.location()!;
  offerId = (db.prepare('SELECT id FROM offers LIMIT 1').get() as { id: number }).id;
  server = await startProductionServer(db);
});
afterAll(() => server?.stop());

const addToCart = () =>
  fetch(`${server.base}/Warenkorb`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `action=add&offerId=${offerId}` });

test('moved away: writes 503 with the error page, not ready; moved back: both recover', async () => {
  expect((await addToCart()).status).toBe(303);
  expect((await fetch(`${server.base}/readyz`)).status).toBe(200);

  // The server looks at its file before every write and every readiness answer: no wait for its timer.
  fs.renameSync(file, `${file}.away`);
  const refused = await addToCart();
  expect(refused.status).toBe(503);
  expect(refused.headers.get('content-type')).toContain('text/html');
  expect(await refused.text()).toContain('</html>');
  const api = await fetch(`${server.base}/api/Warenkorb/Hinzufuegen/${offerId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"quantity":1}' });
  expect(api.status).toBe(503);
  expect((await fetch(`${server.base}/readyz`)).status).toBe(503);

  fs.renameSync(`${file}.away`, file);
  expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
  expect((await addToCart()).status).toBe(303);
});

test('deleted: writes refused and not ready for as long as it is gone', async () => {
  fs.copyFileSync(file, `${file}.copy`);
  fs.unlinkSync(file);
  expect((await addToCart()).status).toBe(503);
  expect((await fetch(`${server.base}/readyz`)).status).toBe(503);
  // Another file at the path is not the database the connection writes: still refused. (The
  // watch's timer looks as a write does; server/marketplace/db/file-watch.test.ts shows it.)
  fs.renameSync(`${file}.copy`, file);
  expect((await addToCart()).status).toBe(503);
  expect((await fetch(`${server.base}/readyz`)).status).toBe(503);
});
