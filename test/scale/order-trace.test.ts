/**
 * Support traces an order through the logs: one order placed through a web replica that reaches a
 * marketplace service (real processes, LOG_LEVEL=info, their standard output in files). The order
 * number is found by grep in both services' logs, on lines with the same request id (the one the
 * shopper's answer carried). A request that fails (the marketplace's mail queue table dropped, a
 * real fault of its database) writes one error line in each service, not two with stacks.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { internalToken } from '../../server/request-checks/internal-token';
import type { Database } from '../../server/marketplace/db/connection';
import { addToCart, filledForm, orderNumberOf, SHOPPER, shopperAgent } from '../checkout/helpers';
import { offersFromShops } from '../checkout/support';
import { scaleBackends, seededScaleDatabase, SHARED_SECRET, startMarketplaceService, startWebReplica, type ShopProcess } from '../support/scale-processes';
import { tempDir } from '../support/temp-dir';

jest.setTimeout(120_000);

interface LogLine { level: number; msg: string; req?: { id?: string }; reqId?: string; order?: string; err?: { stack?: string } }

const linesOf = (file: string): LogLine[] => fs.readFileSync(file, 'utf8').split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as LogLine);
const idOf = (line: LogLine) => line.req?.id ?? line.reqId;
/** The test's own calls straight to the marketplace (no web tier's request behind them). */
const DIRECT_CALL = 'direct-call-of-the-test';

describe.each(scaleBackends())('an order in the logs on %s', (backend) => {
  const dir = tempDir('spareo-order-trace-');
  const marketplaceLog = path.join(dir, 'marketplace.log');
  const webLog = path.join(dir, 'web.log');
  let db: Database;
  let closeDatabase: (() => Promise<void>) | undefined;
  let marketplace: ShopProcess;
  let web: ShopProcess;
  let placed = { number: '', requestId: '', key: '', token: '' };
  let failedRequestId = '';
  /** A part added with a key of the test's choosing, under a request id handed in front (as nginx hands its own). */
  const added = { key: 'trace-cart-add-key-0123456789', requestId: 'nginx0f1e2d3c4b5a69788796a5b4c3d2e1f0' };

  beforeAll(async () => {
    const seeded = await seededScaleDatabase(backend, dir);
    db = seeded.db;
    closeDatabase = seeded.close;
    marketplace = await startMarketplaceService({ ...seeded.env, LOG_LEVEL: 'info' }, marketplaceLog);
    web = await startWebReplica({ MARKETPLACE_URL: marketplace.base, LOG_LEVEL: 'info', MARKETPLACE_TIMEOUT_MS: '15000', DATABASE_PATH: path.join(dir, 'never-opened.db') }, webLog);

    const [offer] = await offersFromShops(db, 'DE', 1);
    const agent = shopperAgent(web.base);
    const add = await agent.post('/Warenkorb').set('origin', web.base).set('x-request-id', added.requestId).type('form')
      .send({ action: 'add', offerId: String(offer!.offerId), quantity: '1', idempotencyKey: added.key }).expect(303);
    expect(add.headers['x-request-id']).toBe(added.requestId);
    // Named in the answer's head for the proxy in front, whose access line logs it (nginx keeps it from the browser).
    expect(add.headers['x-spareo-key']).toBe(added.key);
    const page = await agent.get('/Kasse').expect(200);
    const form = filledForm(page.text);
    const answer = await agent.post('/Kasse').set('origin', web.base).type('form').send(form).expect(303);
    placed = {
      number: orderNumberOf(answer.headers.location!), requestId: String(answer.headers['x-request-id']), key: form.idempotencyKey!,
      token: new URL(answer.headers.location!, web.base).searchParams.get('t') ?? '',
    };
    expect([answer.headers['x-spareo-order'], answer.headers['x-spareo-key']]).toEqual([placed.number, placed.key]);

    // A real fault of the marketplace's database: the next order cannot queue its mail.
    await db.kysely.schema.dropTable('mail_queue').execute();
    await addToCart(agent, web.base, '/Warenkorb', [offer!.offerId]);
    const again = await agent.get('/Kasse').expect(200);
    const failed = await agent.post('/Kasse').set('origin', web.base).type('form').send(filledForm(again.text));
    expect(failed.status).toBeGreaterThanOrEqual(500);
    failedRequestId = String(failed.headers['x-request-id']);

    // Calls whose bodies the marketplace cannot read: one not JSON, one its caller gives up on halfway
    // (as the web tier's timeout does). Each is a line of the JSON log, never a printed stack.
    const authorization = `Bearer ${internalToken(SHARED_SECRET)}`;
    const direct = { authorization, 'content-type': 'application/json', 'x-request-id': DIRECT_CALL };
    const notJson = await fetch(`${marketplace.base}/api/Warenkorb/Hinzufuegen/${offer!.offerId}`, { method: 'POST', headers: direct, body: '{"quantity": 1,' });
    expect(notJson.status).toBe(400);
    // The service has read what was sent once a request sent after it is answered: the half body,
    // then the caller's giving up.
    const heard = async () => expect((await fetch(`${marketplace.base}/healthz`)).status).toBe(200);
    const half = http.request(`${marketplace.base}/api/Warenkorb/Hinzufuegen/${offer!.offerId}`, { method: 'POST', headers: { ...direct, 'content-length': '70' } });
    half.on('error', () => {});
    await new Promise((resolve) => half.write('{"quantity":', resolve));
    await heard();
    half.destroy();
    await heard();

    // Stopped gracefully: each writes out what it holds (lines go out in blocks, at the latest at exit).
    await Promise.all([web.stop(), marketplace.stop()]);
  });

  afterAll(async () => {
    await Promise.all([web, marketplace].filter(Boolean).map((p) => p.kill().catch(() => {})));
    await closeDatabase?.();
  });

  test('the order number is in both services\' logs, on lines with the request id the shopper\'s answer carried', () => {
    expect(placed.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const grep = (file: string) => linesOf(file).filter((line) => JSON.stringify(line).includes(placed.number));
    const inWeb = grep(webLog);
    const inMarketplace = grep(marketplaceLog);
    expect(inWeb.map(idOf)).toContain(placed.requestId);
    expect(inMarketplace.map(idOf)).toContain(placed.requestId);
    expect(inWeb.find((line) => idOf(line) === placed.requestId)).toMatchObject({ level: 30, order: placed.number });
    expect(inMarketplace.find((line) => idOf(line) === placed.requestId)).toMatchObject({ level: 30, order: placed.number });
  });

  test('every line of both logs is one JSON object with a time and a level', () => {
    for (const file of [webLog, marketplaceLog]) {
      const raw = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
      expect(raw.length).toBeGreaterThan(3);
      const notJson = raw.filter((line) => {
        try {
          const parsed = JSON.parse(line) as { time?: unknown; level?: unknown };
          return typeof parsed !== 'object' || parsed === null || parsed.time === undefined || parsed.level === undefined;
        } catch {
          return true;
        }
      });
      expect({ file: path.basename(file), notJson }).toEqual({ file: path.basename(file), notJson: [] });
    }
  });

  test('a part put into the cart is found by its key in both logs, under the request id handed in front', () => {
    const byKey = (file: string) => linesOf(file).filter((line) => (line as { key?: string }).key === added.key);
    for (const file of [webLog, marketplaceLog]) {
      const lines = byKey(file);
      expect({ file: path.basename(file), ids: lines.map(idOf) }).toEqual({ file: path.basename(file), ids: expect.arrayContaining([added.requestId]) as unknown });
    }
  });

  test('the order is found by its checkout form\'s key in both logs, on the lines that name its number', () => {
    expect(placed.key).toMatch(/^[\w-]{16,}$/);
    for (const file of [webLog, marketplaceLog]) {
      const lines = linesOf(file).filter((line) => (line as { key?: string }).key === placed.key);
      expect(lines).toContainEqual(expect.objectContaining({ order: placed.number }));
    }
  });

  test('neither log has the shopper\'s e-mail, phone, the order link\'s token, an IBAN or a password', () => {
    expect(placed.token.length).toBeGreaterThan(8);
    for (const file of [webLog, marketplaceLog]) {
      const text = fs.readFileSync(file, 'utf8');
      const found = {
        email: text.includes(SHOPPER.email), phone: text.includes(SHOPPER.phone), token: text.includes(placed.token),
        iban: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}\b/.test(text), password: /"password"\s*:\s*"(?!\[redacted\])/i.test(text),
      };
      expect({ file: path.basename(file), ...found }).toEqual({ file: path.basename(file), email: false, phone: false, token: false, iban: false, password: false });
    }
  });

  test('the marketplace service writes a line per request, at info, under the web tier\'s request ids', () => {
    const webIds = new Set(linesOf(webLog).map(idOf).filter(Boolean));
    const lines = linesOf(marketplaceLog).filter((line) => line.msg === 'request completed' && line.level === 30);
    expect(lines.length).toBeGreaterThan(3);
    // Every call the web tier made for its requests is found under one of their ids; its own work
    // between requests (the change stream, its store of session ids to hand out, rate counters) has ids of its own.
    const pathOf = (line: LogLine) => (line as { req?: { path?: string } }).req?.path ?? '';
    const served = lines.filter((line) => pathOf(line).startsWith('/api/') && pathOf(line) !== '/api/session/reserve');
    expect(served.length).toBeGreaterThan(3);
    expect(served.filter((line) => !webIds.has(idOf(line)!) && idOf(line) !== DIRECT_CALL).map((line) => JSON.stringify(line).slice(0, 200))).toEqual([]);
  });

  test('a failed request writes one error line in each service, with one stack between them', () => {
    const errors = (file: string) => linesOf(file).filter((line) => line.level >= 50 && idOf(line) === failedRequestId);
    const inWeb = errors(webLog);
    const inMarketplace = errors(marketplaceLog);
    expect(inWeb).toHaveLength(1);
    expect(inMarketplace).toHaveLength(1);
    // The marketplace's line carries the database's error; no line has a stack made up for a status code.
    expect(inMarketplace[0]!.err?.stack).toMatch(/mail_queue/);
    const stacks = [...linesOf(webLog), ...linesOf(marketplaceLog)].filter((line) => line.level >= 50 && line.err?.stack);
    expect(stacks.filter((line) => /failed with status code/.test(line.err!.stack!))).toEqual([]);
  });
});
