/**
 * A plain `npm start` on an empty data folder, as someone trying the demo runs it: the built
 * server migrates, loads the real reference vehicles and seeds the demo catalogue, then serves.
 * Real KBA pairs (0603/BQA a VW Golf, 0603/BGU a VW up!) and the French page's own example plate
 * AA-123-ZZ answer with their vehicles. The setup time is printed with the machine's load (the
 * figure docs/performance.md records); the bound is generous, as the machine is shared.
 */
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_ARGS, startProcess, type RunningProcess } from '../../scripts/bench/server';
import { distDir } from '../../server/shared/paths';
import { tempDir } from '../support/temp-dir';

jest.setTimeout(1_200_000);

const dir = tempDir('spareo-start-demo-');
let shop: RunningProcess;

beforeAll(async () => {
  const started = Date.now();
  shop = await startProcess({
    script: path.join(distDir, 'server', 'processes', 'main.js'),
    nodeArgs: SERVER_NODE_ARGS,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_PATH: path.join(dir, 'spareo.db'), MEDIA_DIR: path.join(dir, 'media'), FEED_UPLOAD_DIR: path.join(dir, 'feeds') },
    readyTimeoutMs: 1_000_000,
    logFile: path.join(dir, 'start.log'),
  });
  process.stdout.write(`[start] empty database to serving: ${((Date.now() - started) / 1000).toFixed(1)} s at load ${os.loadavg().map((n) => n.toFixed(1)).join(' / ')}\n`);
});

afterAll(async () => {
  await shop?.stop();
});

const vehicles = async (call: string) => ((await (await fetch(`${shop.base}/api/vehicle/${call}`)).json()) as { vehicles: { model: { fullName: string } }[] }).vehicles.map((v) => v.model.fullName);

test('the real HSN/TSN pairs 0603/BQA and 0603/BGU answer with the VW Golf and the VW up! they are', async () => {
  const golf = await vehicles('hsntsn/0603BQA');
  expect(golf.length).toBeGreaterThan(0);
  for (const name of golf) expect(name).toMatch(/^VW Golf/);
  const up = await vehicles('hsntsn/0603BGU');
  expect(up.length).toBeGreaterThan(0);
  for (const name of up) expect(name).toMatch(/UP!/i);
});

test('the plate the French page shows as its example, AA-123-ZZ, answers with its Peugeot 207', async () => {
  const page = await (await fetch(`${shop.base}/fr-FR/`)).text();
  expect(page).toContain('placeholder="AA-123-ZZ"');
  const cars = await vehicles('license/fr/AA123ZZ');
  expect(cars).toHaveLength(1);
  expect(cars[0]).toMatch(/Peugeot 207/);
});
