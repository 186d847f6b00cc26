/**
 * The marketplace's request lines: a call the web tier gave up on (its timeout) that then created
 * an order is logged under the order's number as well, not only as "request aborted"; no line
 * carries a key twice.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { ORDER_HEADER, REQUEST_ID_HEADER } from '../../contract/headers';
import { createLogger } from '../../server/shared/logger';
import { marketplaceRequestLog } from '../../server/telemetry/marketplace-request-log';
import { waitFor } from '../support/wait-for';


test('an order made after its caller left is logged under its number and the request id', async () => {
  const lines: string[] = [];
  const logger = createLogger('info', new Writable({ write(chunk: Buffer, _encoding, done) { lines.push(...chunk.toString().split('\n').filter(Boolean)); done(); } })).child({ component: 'marketplace' });
  const log = marketplaceRequestLog(logger);
  let answered!: () => void;
  const done = new Promise<void>((resolve) => (answered = resolve));
  let received!: () => void;
  const arrived = new Promise<void>((resolve) => (received = resolve));
  let callerGone!: () => void;
  const gone = new Promise<void>((resolve) => (callerGone = resolve));
  const app = express();
  app.use(log.middleware);
  app.post('/orders', async (_req, res) => {
    // The order's transaction outlasts the caller's patience: it ends once the caller has gone.
    received();
    await gone;
    res.set(ORDER_HEADER, 'SP-261128-K7QRTM').status(201).json({ number: 'SP-261128-K7QRTM' });
    answered();
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const port = (server.address() as AddressInfo).port;
    const call = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/orders', headers: { [REQUEST_ID_HEADER]: 'web-request-4711', 'content-type': 'application/json' } });
    call.on('error', () => undefined);
    call.end('{}');
    await arrived;
    call.destroy();
    await new Promise((resolve) => call.once('close', resolve));
    callerGone();
    await done;
    // The line is written once the answer has gone out.
    await waitFor("the order's request line", () => lines.some((line) => line.includes('SP-261128-K7QRTM')), 5000, 10);
    logger.flush();
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  const parsed = lines.map((line) => JSON.parse(line) as { msg: string; order?: string; req?: { id: string }; res?: { status: number } });
  expect(parsed.find((line) => line.order === 'SP-261128-K7QRTM')).toMatchObject({ req: { id: 'web-request-4711' }, res: { status: 201 } });
  for (const line of lines) expect(line.match(/"component":/g) ?? []).toHaveLength(1);
});
