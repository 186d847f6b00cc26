/**
 * Feeds built to fill the importing process's memory, sent as a shop sends a feed (`PUT /feeds/{id}`):
 * - the reported attack: a 1.1 MB gzip holding a header and one line of 1.1 GB pushed a web worker
 *   to 1,262 MB resident (csv-parse kept the whole line). Now the import fails with a reason naming
 *   the line, and the built server (a process of its own, `npm run build` first) stays under the
 *   250 MB its web workers are tuned for (docs/decisions/0028-memory-settings.md);
 * - a gzip of 40 MB of rows (2 KiB each) unpacking a thousandfold: refused by its ratio;
 * - a feed unpacking to more than the configured size, and a plain line (or an unclosed quote)
 *   longer than the line bound: each fails with its reason, and the shop's offers stay.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import type { RunningProcess } from '../../scripts/bench/server';
import { countOffers, countRows, shopOffers } from '../feeds/helpers';
import { createTestApp } from '../support/app';
import { startProductionServer } from '../support/production-server';
import { createSeededDatabase } from '../support/seeded-db';
import { tempDir } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';

jest.setTimeout(300_000);

const SHOP = 4;
const MB = 1024 * 1024;

/** The header and then `lineBytes` of one character without a line break, gzipped as it streams: never whole in memory. */
function gzipBomb(header: string, lineBytes: number, row = ''): Readable {
  const block = Buffer.alloc(MB, 'A');
  let left = lineBytes;
  const text = Readable.from((function* () {
    yield Buffer.from(header);
    if (row) {
      // Many short rows instead of one long line.
      const rows = Buffer.from(row.repeat(Math.ceil(MB / row.length)));
      while (left > 0) {
        left -= rows.length;
        yield rows;
      }
      return;
    }
    while (left > 0) {
      const size = Math.min(left, block.length);
      left -= size;
      yield block.subarray(0, size);
    }
  })());
  return text.pipe(zlib.createGzip({ level: 6 }));
}

/** PUT the stream as the feed body; the answer's JSON. */
function putStream(base: string, token: string, body: Readable, type = 'application/gzip'): Promise<{ status: number; body: { importId?: number } }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/feeds/${SHOP}`, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': type } }, (res) => {
      let text = '';
      res.on('data', (chunk) => { text += chunk; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { importId?: number } }));
    });
    req.on('error', reject);
    body.on('error', reject);
    body.pipe(req);
  });
}

async function finished(base: string, token: string, id: number): Promise<{ status: string; error: string | null; rowsRead: number }> {
  let body: { import: { status: string; error: string | null; rowsRead: number } } | undefined;
  await waitFor(`import ${id} to end`, async () => {
    body = await (await fetch(`${base}/feeds/${SHOP}/imports/${id}`, { headers: { authorization: `Bearer ${token}` } })).json() as { import: { status: string; error: string | null; rowsRead: number } };
    return body.import.status !== 'running';
  }, 240_000, 100);
  return body!.import;
}

describe('the built server', () => {
  let server: RunningProcess;
  let token = '';
  const uploads = tempDir('spareo-bomb-uploads-');

  beforeAll(async () => {
    const db = createSeededDatabase();
    token = await issueShopToken(db.kysely, SHOP);
    server = await startProductionServer(db, { FEED_UPLOAD_DIR: uploads });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  test('a 1.1 MB gzip holding one line of 1.1 GB: the import fails naming the line; the process stays under 250 MB', async () => {
    const before = server.peakRss();
    const put = await putStream(server.base, token, gzipBomb('sku;brand;mpn;price\n', 1100 * MB));
    expect(put.status).toBe(202);
    const result = await finished(server.base, token, put.body.importId!);
    expect(result).toMatchObject({ status: 'failed', rowsRead: 0 });
    expect(result.error).toMatch(/^line 2 is longer than 1,048,576 characters/);
    const peak = Math.round(server.peakRss() / MB);
    // Said with the figure before the attack, so a failure shows both.
    expect({ beforeMb: Math.round(before / MB), peakMb: peak, underCeiling: peak < 250 }).toEqual({ beforeMb: Math.round(before / MB), peakMb: peak, underCeiling: true });
  });
});

describe('in process, on the backend of the run', () => {
  const db = createSeededDatabase();
  // The shop's own bounds, and small ones (1 MiB unpacked, lines of 256 KiB) on the same database.
  const apps = [createTestApp({ db }), createTestApp({ db, env: { FEED_MAX_UNPACKED_BYTES: String(MB), FEED_MAX_LINE_CHARS: String(256 * 1024) } })];
  const servers = apps.map(({ app }) => http.createServer(app));
  let base = '';
  let small = '';
  let token = '';
  let offersBefore: Awaited<ReturnType<typeof shopOffers>> = [];

  beforeAll(async () => {
    const origins = await Promise.all(servers.map(async (server) => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }));
    base = origins[0]!;
    small = origins[1]!;
    token = await issueShopToken(db.kysely, SHOP);
    offersBefore = await shopOffers(db, SHOP);
  });
  afterAll(async () => {
    for (const { feeds } of apps) await feeds.idle();
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
    db.close();
  });

  const expectNothingChanged = async () => {
    expect(await shopOffers(db, SHOP)).toEqual(offersBefore);
    expect(await countRows(db, 'feed_staging')).toBe(0);
  };

  test('a gzip of rows unpacking a thousandfold is refused by its ratio', async () => {
    const put = await putStream(base, token, gzipBomb('sku;brand;mpn;price;title\n', 40 * MB, `S-1;Nobody;1;1,00;${'Bremsscheibe '.repeat(160)}\n`));
    expect(put.status).toBe(202);
    const result = await finished(base, token, put.body.importId!);
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/^the gzip unpacks to more than 100 times its size \(\d+ MiB from \d+ KiB so far\): not a feed$/);
    await expectNothingChanged();
  });

  test('a feed unpacking to more than FEED_MAX_UNPACKED_BYTES fails with that reason', async () => {
    // 1,100 rows of about 1 KiB (fewer than one batch: nothing is written before the bound).
    const rows = Array.from({ length: 1100 }, (_, i) => `S-${i};Brand ${i % 97};${(i * 7919) % 100_003};${1 + (i % 90)},${i % 100};${String(i * 104_729).repeat(150).slice(0, 1000)}`);
    const put = await putStream(small, token, Readable.from([Buffer.from(`sku;brand;mpn;price\n${rows.join('\n')}\n`)]).pipe(zlib.createGzip()));
    expect(put.status).toBe(202);
    const result = await finished(base, token, put.body.importId!);
    expect(result).toMatchObject({ status: 'failed', error: 'the feed unpacks to more than 1 MiB; send at most that much (FEED_MAX_UNPACKED_BYTES)' });
    await expectNothingChanged();
  });

  test('a plain line, or a quote never closed, longer than FEED_MAX_LINE_CHARS fails naming its line', async () => {
    for (const long of ['x'.repeat(300 * 1024), `"${'y'.repeat(300 * 1024)}`]) {
      const feed = `sku;brand;mpn;price\nS-1;Nobody;1;1,00\nS-2;Nobody;2;${long};1,00\n`;
      const put = await putStream(small, token, Readable.from([Buffer.from(feed)]), 'text/csv');
      expect(put.status).toBe(202);
      const result = await finished(base, token, put.body.importId!);
      expect(result.status).toBe('failed');
      expect(result.error).toMatch(/^line 3 is longer than 262,144 characters/);
    }
    expect(await countOffers(db, SHOP)).toBe(offersBefore.length);
    await expectNothingChanged();
  });
});
