/**
 * The marketplace's HTTP doors besides the contract's calls (the shops' APIs, the payment
 * provider's notifications, the shop's files, the portal's and the desk's upload forms, the web
 * tier's internal calls), each declared once in the table (../doors.ts) as the calls are in the
 * contract: its method and path, who may call it, how its body is read and its handler. They are
 * mounted here alone: the caller is read before the handler runs (../door-identity.ts, the one
 * reader), the body as declared, and every refusal or failure answers the one problem shape the
 * contract's calls answer ({ error, message, field? }).
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Problem } from '../../../contract/wire';
import { apiSecurityHeaders } from './api-headers';

/** Who may call a door; each is read from the request in one place (door-identity.ts). */
export type CallerKind = 'shop key' | 'provider signature' | 'internal token' | 'portal member' | 'staff' | 'public';

/**
 * How a door's body arrives: none; parsed before the handler (json, text, form, raw bytes), up to
 * `limit` bytes; or streamed by the handler itself (a feed, a multipart form), which bounds it by
 * the limit the door names (a configured size is named by its setting).
 */
export type DoorBody =
  | { kind: 'none' }
  | { kind: 'json'; limit: number }
  | { kind: 'text'; limit: number; types: readonly string[] }
  | { kind: 'form'; limit: number }
  | { kind: 'raw'; limit: number }
  | { kind: 'stream'; limit: number | string };

/**
 * Who reaches a door: the load balancer sends the public's and the shops' requests to it, or only
 * the web tier calls it (its internal calls, and the upload forms it relays with the caller it read
 * from its cookies).
 */
export type DoorReach = 'balancer' | 'web tier';

export type DoorHandler<I> = (req: Request, res: Response, caller: I) => unknown;

export interface Door<S, C = unknown> {
  method: 'GET' | 'POST' | 'PUT';
  /** The prefix the door stands under: where the load balancer (or the web tier) sends it. */
  prefix: string;
  /** Below the prefix ('' for the prefix itself), as express matches it. */
  path: string;
  caller: C;
  body: DoorBody;
  reach: DoorReach;
  /** Security headers: an API's answers are data never cached; the shop's files are cached, as each says. */
  headers: 'api' | 'files';
  /** A failure of ours (500, or 503 where the caller tries again, as the payment provider does). */
  failure?: { status: 500 | 503; error: string; message: string };
  handler: (services: S) => DoorHandler<never>;
}

/** A door's name, as a call's: method and path. */
export const doorName = (door: Pick<Door<unknown>, 'method' | 'prefix' | 'path'>): string => `${door.method} ${door.prefix}${door.path}`;

/** The one error answer of every door: the contract's problem. */
export function problem(res: Response, status: number, body: Problem): void {
  res.status(status).json(body);
}

/**
 * Reads the caller a door declares: its identity, or undefined when the reader has answered the
 * refusal itself (problem, with WWW-Authenticate where a token is asked for).
 */
export type CallerReader<C> = (caller: C, req: Request, res: Response) => Promise<unknown>;

const FAILED = { status: 500, error: 'internal', message: 'the request could not be handled' } as const;

function bodyReader(body: DoorBody): RequestHandler | undefined {
  switch (body.kind) {
    case 'json': return express.json({ limit: body.limit });
    case 'text': return express.text({ type: [...body.types], limit: body.limit });
    case 'form': return express.urlencoded({ extended: false, limit: body.limit, parameterLimit: 100 });
    case 'raw': return express.raw({ type: () => true, limit: body.limit });
    default: return undefined;
  }
}

/**
 * The doors given, mounted on one router: for each, its security headers, then its caller (a
 * signature is over the bytes as sent, so that one reads the body first), its body, its handler.
 * A path under a door's prefix that no door takes answers 404; a body that could not be read 400.
 */
export function mountDoors<S, C>(doors: readonly Door<S, C>[], services: S, readCaller: CallerReader<C>, options: { hsts?: boolean; onError?: (error: unknown) => void } = {}): express.Router {
  const router = express.Router();
  const api = apiSecurityHeaders({ hsts: options.hsts });
  const files: RequestHandler = (_req, res, next) => {
    res.set('x-content-type-options', 'nosniff');
    next();
  };
  for (const door of doors) {
    const handle = door.handler(services) as DoorHandler<unknown>;
    const reader = bodyReader(door.body);
    const caller: RequestHandler = (req, res, next) => {
      readCaller(door.caller, req, res).then((identity) => {
        if (identity === undefined) return void req.resume();
        res.locals.caller = identity;
        next();
      }, next);
    };
    const steps: RequestHandler[] = [door.headers === 'api' ? api : files];
    if (door.body.kind === 'raw' && reader) steps.push(reader, caller);
    else steps.push(caller, ...(reader ? [reader] : []));
    const last = async (req: Request, res: Response, next: NextFunction) => {
      try {
        await handle(req, res, res.locals.caller);
      } catch (error) {
        next(error);
      }
    };
    const failure = door.failure ?? FAILED;
    const failed = (error: unknown, _req: Request, res: Response, _next: NextFunction) => {
      const status = (error as { status?: unknown } | null)?.status;
      // A body cut short, not JSON, too large: the caller's.
      if (typeof status === 'number' && status >= 400 && status < 500 && !res.headersSent) return void problem(res, status, { error: 'bad_request', field: 'body', message: 'the body could not be read' });
      options.onError?.(error);
      // An answer begun (a report cut off halfway): the caller sees the broken download.
      if (res.headersSent) return void res.destroy();
      problem(res, failure.status, { error: failure.error, message: failure.message });
    };
    router[door.method === 'GET' ? 'get' : door.method === 'POST' ? 'post' : 'put'](door.prefix + door.path, ...steps, last, failed);
  }
  // Below a prefix only: the prefix itself is no door's (beside the web app, its page).
  for (const prefix of new Set(doors.map((door) => door.prefix))) {
    router.use(prefix, (req, res, next) => {
      if (req.path === '/') return next();
      problem(res.set('cache-control', 'no-store'), 404, { error: 'not_found', message: 'no such endpoint' });
    });
  }
  return router;
}
