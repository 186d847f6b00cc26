/**
 * What web replicas that open no database of their own need from the marketplace service besides
 * the shop's API: the shared rate-limit counters and a stream of catalogue and offer changes
 * (server-sent events), so their caches forget what changed. Mounted at /internal on the service
 * only, never behind the web tier's /api proxy, and every call needs the internal token.
 */
import express, { type Request, type Response } from 'express';
import * as z from 'zod';
import { requireInternalToken } from '../../request-checks/internal-token';
import type { ChangeFeed } from '../db/change-feed';
import type { SharedCounters } from '../db/shared-counters';

const hitBody = z.object({ key: z.string().min(1).max(512), windowMs: z.number().int().positive().max(86_400_000) });
const keyBody = z.object({ key: z.string().min(1).max(512) });

/** A comment line now and then keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 15_000;

export function internalRouter(options: { secret: string; counters: SharedCounters; changes: ChangeFeed; onError?: (error: unknown) => void }): express.Router & { endStreams(): void } {
  const { counters, changes } = options;
  const router = express.Router();
  const streams = new Set<Response>();
  let ended = false;
  router.use(requireInternalToken(options.secret));
  router.use(express.json({ limit: '2kb' }));

  const handle = <T>(schema: z.ZodType<T>, run: (body: T) => Promise<unknown>) => async (req: Request, res: Response) => {
    const parsed = schema.safeParse(req.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return void res.status(400).json({ error: 'bad_request', field: issue?.path.join('.') || 'body', message: issue?.message ?? 'invalid' });
    }
    try {
      res.json((await run(parsed.data)) ?? { ok: true });
    } catch (error) {
      options.onError?.(error);
      res.status(503).json({ error: 'unavailable', message: 'counters unavailable' });
    }
  };
  router.post('/counters/hit', handle(hitBody, (body) => counters.hit(body.key, body.windowMs)));
  router.post('/counters/decrement', handle(keyBody, (body) => counters.decrement(body.key)));
  router.post('/counters/reset', handle(keyBody, (body) => counters.reset(body.key)));

  router.get('/changes', (req, res) => {
    // Shutting down: no new stream to hold the close (the replica asks again, elsewhere or later).
    if (ended) return void res.status(503).set('connection', 'close').json({ error: 'unavailable', message: 'shutting down' });
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(': listening\n\n');
    const unsubscribe = changes.subscribe((topic) => res.write(`data: ${topic}\n\n`));
    const keepAlive = setInterval(() => res.write(': still here\n\n'), KEEP_ALIVE_MS);
    streams.add(res);
    req.on('close', () => {
      clearInterval(keepAlive);
      unsubscribe();
      streams.delete(res);
    });
  });
  // On shutdown, first: a stream never ends by itself, and its kept-alive socket would hold the
  // server's close until the timeout. The replicas reconnect to another instance (and forget their caches once).
  const endStreams = () => {
    ended = true;
    for (const res of streams) {
      res.end();
      res.socket?.destroySoon();
    }
  };
  return Object.assign(router, { endStreams });
}
