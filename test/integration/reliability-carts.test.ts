/**
 * Carts under attack: concurrent adds, changes and deletes on one cart from many connections lose
 * nothing; a hard kill (SIGKILL) of a server child during writes leaves the database passing
 * PRAGMA integrity_check (SQLite) with every acknowledged write present. Loopback only.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import type { Database } from '../../server/marketplace/db/connection';
import { createTestApp } from '../support/app';
import { databaseEnv, reopenDatabase } from '../support/database-location';
import { createSeededDatabase, testBackend } from '../support/seeded-db';
import { waitFor } from '../support/wait-for';

interface Answer {
  status: number;
  body: unknown;
  cookie?: string;
}

function call(port: number, agent: http.Agent, method: 'GET' | 'POST', urlPath: string, cookie?: string, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) });
    const req = http.request({ host: '127.0.0.1', port, method, path: urlPath, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const sid = /spareo_sid=[^;]+/.exec(String(res.headers['set-cookie'] ?? ''))?.[0];
        resolve({ status: res.statusCode ?? 0, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text, cookie: sid });
      });
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

async function offerIds(db: Database, count: number): Promise<number[]> {
  // In stock: an offer with none cannot be put in the cart.
  return (await db.kysely.selectFrom('offers').select('id').where('stock', '>', 0).orderBy('id').limit(count).execute()).map((r) => r.id);
}

async function lines(db: Database, sid: string): Promise<Map<number, { id: number; quantity: number }>> {
  const rows = await db.kysely.selectFrom('cart_lines').select(['id', 'offer_id as offerId', 'quantity']).where('session_id', '=', sid).where('model_id', 'is', null).execute();
  return new Map(rows.map((r) => [r.offerId, { id: r.id, quantity: r.quantity }]));
}

describe('concurrent writes on one cart', () => {
  test('adds, changes and deletes from 32 connections lose nothing', async () => {
    const db = createSeededDatabase();
    const { app } = createTestApp({ db });
    const server = http.createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    try {
      const session = await call(port, agent, 'GET', '/api/session');
      const cookie = session.cookie!;
      const sid = decodeURIComponent(cookie.split('=')[1]!);
      const offers = await offerIds(db, 15);
      expect(offers).toHaveLength(15);

      // Phase 1: 10 offers x 20 adds of 1, all at once.
      const adds = offers.slice(0, 10).flatMap((offer) => Array.from({ length: 20 }, () => offer));
      const phase1 = await Promise.all(adds.map((offer) => call(port, agent, 'POST', `/api/Warenkorb/Hinzufuegen/${offer}`, cookie, { quantity: 1 })));
      expect(phase1.filter((a) => a.status !== 200)).toEqual([]);
      let cart = await lines(db, sid);
      for (const offer of offers.slice(0, 10)) expect([offer, cart.get(offer)?.quantity]).toEqual([offer, 20]);

      // Phase 2, all at once: set 5 lines to 7, delete 5 lines, and 5 new offers x 10 adds of 2.
      const operations = [
        ...offers.slice(0, 5).map((offer) => call(port, agent, 'POST', `/api/Warenkorb/Aendern/${cart.get(offer)!.id}`, cookie, { quantity: 7 })),
        ...offers.slice(5, 10).map((offer) => call(port, agent, 'POST', `/api/Warenkorb/Loeschen/${cart.get(offer)!.id}`, cookie)),
        ...offers.slice(10, 15).flatMap((offer) => Array.from({ length: 10 }, () => call(port, agent, 'POST', `/api/Warenkorb/Hinzufuegen/${offer}`, cookie, { quantity: 2 }))),
      ];
      const phase2 = await Promise.all(operations);
      expect(phase2.filter((a) => a.status !== 200)).toEqual([]);
      cart = await lines(db, sid);
      const expected = new Map([...offers.slice(0, 5).map((o) => [o, 7] as const), ...offers.slice(10, 15).map((o) => [o, 20] as const)]);
      expect(new Map([...cart].map(([offer, line]) => [offer, line.quantity]))).toEqual(expected);
      const count = (await call(port, agent, 'GET', '/api/Warenkorb', cookie)).body as { countArticles: number };
      expect(count.countArticles).toBe(135);
      console.log(`carts: ${adds.length + operations.length} concurrent writes on one cart, lost writes 0`);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
      db.close();
    }
  }, 120_000);
});

describe('hard kill during writes', () => {
  const entry = path.join(__dirname, '../../dist/server/processes/main.js');
  const run = fs.existsSync(entry) ? test : test.skip;

  run('SIGKILL mid-write: integrity_check ok and every acknowledged add present', async () => {
    const seeded = createSeededDatabase();
    const database = databaseEnv(seeded);
    const offers = await offerIds(seeded, 8);
    await seeded.shut();

    const child = spawn(process.execPath, [entry], {
      env: { ...process.env, ...database, PORT: '0', HOST: '127.0.0.1', SEED_ON_START: 'false', LOG_LEVEL: 'info', METRICS_TOKEN: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`child did not start: ${out}`));
      }, 120_000);
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /"port":(\d+)/.exec(out);
        if (found) {
          clearTimeout(timer);
          resolve(Number(found[1]));
        }
      });
      child.once('exit', (code) => reject(new Error(`child exited ${code}: ${out}`)));
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    const acknowledged = new Map<number, number>();
    let sid = '';
    try {
      const session = await call(port, agent, 'GET', '/api/session');
      const cookie = session.cookie!;
      sid = decodeURIComponent(cookie.split('=')[1]!);
      let stop = false;
      const writers = Array.from({ length: 16 }, async (_, w) => {
        for (let i = 0; !stop; i += 1) {
          const offer = offers[(w + i) % offers.length]!;
          try {
            const answer = await call(port, agent, 'POST', `/api/Warenkorb/Hinzufuegen/${offer}`, cookie, { quantity: 1 });
            if (answer.status === 200) acknowledged.set(offer, (acknowledged.get(offer) ?? 0) + 1);
          } catch {
            return; // the server is gone
          }
          // Keep below the 99-per-line cap.
          if ((acknowledged.get(offer) ?? 0) >= 90) stop = true;
        }
      });
      // Killed mid-write: once writes are acknowledged at pace, 40 of them (a busy machine or a cold pool delays the first).
      const ackedSoFar = () => [...acknowledged.values()].reduce((a, b) => a + b, 0);
      await waitFor('40 acknowledged adds', () => ackedSoFar() >= 40, 20_000);
      child.kill('SIGKILL');
      stop = true;
      await Promise.all(writers);
    } finally {
      agent.destroy();
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));

    const db = reopenDatabase(seeded);
    try {
      // A PostgreSQL server checks its own pages; a SQLite file killed mid-write is checked here.
      if (testBackend() === 'sqlite') expect((await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db.kysely)).rows).toEqual([{ integrity_check: 'ok' }]);
      const stored = await lines(db, sid);
      const acked = [...acknowledged.values()].reduce((a, b) => a + b, 0);
      expect(acked).toBeGreaterThan(0);
      let lost = 0;
      for (const [offer, count] of acknowledged) lost += Math.max(0, count - (stored.get(offer)?.quantity ?? 0));
      console.log(`carts: hard kill after ${acked} acknowledged adds; lost writes ${lost}`);
      expect(lost).toBe(0);
    } finally {
      await db.shut();
    }
  }, 120_000);
});
