/**
 * What web replicas that open no database of their own need from the marketplace service besides
 * the shop's API: the shared rate-limit counters and a stream of catalogue and offer changes
 * (server-sent events), so their caches forget what changed. Doors at /internal of the service
 * only (http/door.ts), never behind the web tier's /api proxy; every call needs the internal token.
 */
import type { Request, Response } from 'express';
import * as z from 'zod';
import type { ChangeFeed } from '../db/change-feed';
import type { SharedCounters } from '../db/shared-counters';
import { problem } from './door';

const hitBody = z.object({ key: z.string().min(1).max(512), windowMs: z.number().int().positive().max(86_400_000) });
const keyBody = z.object({ key: z.string().min(1).max(512) });

/** A comment line now and then keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 15_000;

/** The change streams open now: on shutdown they end first (endStreams). */
export function changeStreams() {
  const streams = new Set<Response>();
  let ended = false;
  return {
    streams,
    get ended() { return ended; },
    // On shutdown, first: a stream never ends by itself, and its kept-alive socket would hold the
    // server's close until the timeout. The replicas reconnect to another instance (and forget their caches once).
    endStreams() {
      ended = true;
      for (const res of streams) {
        res.end();
        res.socket?.destroySoon();
      }
    },
  };
}
export type ChangeStreams = ReturnType<typeof changeStreams>;

export interface InternalServices {
  internal: { counters: SharedCounters; changes: ChangeFeed; streams: ChangeStreams };
  onError?: (error: unknown) => void;
}

function counted<T>(schema: z.ZodType<T>, run: (counters: SharedCounters, body: T) => Promise<unknown>) {
  return ({ internal, onError }: InternalServices) => async (req: Request, res: Response) => {
    const parsed = schema.safeParse(req.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return void problem(res, 400, { error: 'bad_request', field: issue?.path.join('.') || 'body', message: issue?.message ?? 'invalid' });
    }
    try {
      res.json((await run(internal.counters, parsed.data)) ?? { ok: true });
    } catch (error) {
      onError?.(error);
      problem(res, 503, { error: 'unavailable', message: 'counters unavailable' });
    }
  };
}

/** POST /internal/counters/hit, /decrement, /reset */
export const counterHit = counted(hitBody, (counters, body) => counters.hit(body.key, body.windowMs));
export const counterDecrement = counted(keyBody, (counters, body) => counters.decrement(body.key));
export const counterReset = counted(keyBody, (counters, body) => counters.reset(body.key));

/** GET /internal/changes: the topics that changed, as server-sent events. */
export const changeStream = ({ internal }: InternalServices) => (req: Request, res: Response) => {
  const { streams, changes } = internal;
  // Shutting down: no new stream to hold the close (the replica asks again, elsewhere or later).
  if (streams.ended) return void problem(res.set('connection', 'close'), 503, { error: 'unavailable', message: 'shutting down' });
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
  res.write(': listening\n\n');
  const unsubscribe = changes.subscribe((topic) => res.write(`data: ${topic}\n\n`));
  const keepAlive = setInterval(() => res.write(': still here\n\n'), KEEP_ALIVE_MS);
  streams.streams.add(res);
  req.on('close', () => {
    clearInterval(keepAlive);
    unsubscribe();
    streams.streams.delete(res);
  });
};
