/**
 * The write budget while its shared counters are slow or out of reach: it is still counted (in the
 * process) rather than switched off, the episode is one JSON line when it begins and one when it
 * ends, and nothing is written to the console.
 */
import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { createLogger } from '../../server/shared/logger';
import type { RateLimitCounters } from '../../server/web/security/rate-limit-store';
import { guardedCounters } from '../../server/web/security/rate-limit-guard';
import { rateLimits } from '../../server/web/security/rate-limits';
import { waitFor } from '../support/wait-for';

/** Long enough that a second wait for it could not hide in a busy machine's slowness. */
const PATIENCE_MS = 3000;
const CONFIG = { RATE_LIMIT_WINDOW_MS: 60_000, RATE_LIMIT_WRITES: 3, RATE_LIMIT_SUGGESTIONS: 100 };

function captured() {
  const lines: string[] = [];
  const logger = createLogger('info', new Writable({ write(chunk: Buffer, _encoding, done) { lines.push(...chunk.toString().split('\n').filter(Boolean)); done(); } }));
  return { logger, lines };
}

/** Counters whose answers the test decides: `mode` broken rejects, slow never answers. */
function counters() {
  const state = { mode: 'ok' as 'ok' | 'broken' | 'slow', hits: new Map<string, number>() };
  const shared: RateLimitCounters = {
    hit: async (key) => {
      if (state.mode === 'broken') throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4000'), { code: 'ECONNREFUSED' });
      if (state.mode === 'slow') return new Promise(() => undefined);
      const hits = (state.hits.get(key) ?? 0) + 1;
      state.hits.set(key, hits);
      return { hits, resetAt: Date.now() + 60_000 };
    },
    decrement: async () => undefined,
    reset: async () => undefined,
  };
  return { state, shared };
}

function appWith(shared: RateLimitCounters, logger: ReturnType<typeof createLogger>) {
  const app = express();
  app.use(rateLimits(CONFIG, guardedCounters(shared, { logger, patienceMs: PATIENCE_MS }), logger));
  app.post('/write', (_req, res) => res.status(204).end());
  app.use(((error, _req, res, _next) => res.status(error.status ?? 500).end()) as express.ErrorRequestHandler);
  return app;
}

describe('the write budget when its shared counters fail', () => {
  let consoleSpies: jest.SpyInstance[];
  beforeEach(() => (consoleSpies = (['log', 'warn', 'error'] as const).map((name) => jest.spyOn(console, name).mockImplementation(() => undefined))));
  afterEach(() => consoleSpies.forEach((spy) => spy.mockRestore()));

  test.each(['broken', 'slow'] as const)('counters %s: the fourth write is refused (counted in the process), promptly, with one JSON line for the episode and none on the console', async (mode) => {
    const { state, shared } = counters();
    const { logger, lines } = captured();
    const app = appWith(shared, logger);
    state.mode = mode;
    const started = Date.now();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await request(app).post('/write')).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    // Only the first waited for the counters' patience; the others were counted here at once.
    expect(Date.now() - started).toBeLessThan(2 * PATIENCE_MS);
    logger.flush();
    const episode = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(episode).toHaveLength(1);
    expect(episode[0]!.level).toBe(40);
    expect(episode[0]!.msg).toMatch(/rate-limit counters/);
    for (const spy of consoleSpies) expect(spy).not.toHaveBeenCalled();
  });

  test('the counters answering again end the episode with one line, and the shared count is used again', async () => {
    const { state, shared } = counters();
    const { logger, lines } = captured();
    const app = appWith(shared, logger);
    state.mode = 'broken';
    await request(app).post('/write');
    await request(app).post('/write');
    state.mode = 'ok';
    // The first write after it comes back still counts here while the counters are asked again in the background.
    await waitFor('a write to reach the shared counters again', async () => {
      await request(app).post('/write');
      return state.hits.size > 0;
    }, 5000);
    await request(app).post('/write');
    logger.flush();
    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toHaveLength(2);
    expect(messages[1]).toMatch(/answer again/);
    expect([...state.hits.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
  });
});
