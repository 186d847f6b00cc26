/** The marketplace over HTTP, for running it apart from the web tier (MARKETPLACE_URL). */
import express, { type RequestHandler } from 'express';
import { callAt } from '../../../contract/index';
import type { MarketplaceRequest, MarketplaceResponse, Method } from './endpoint';

/** A form's few fields; a call that takes more (photos) says how much. */
const BODY_BYTES = 16 * 1024;

/** Takes what answers a call (the marketplace of index.ts), not the marketplace's module: http sits below the domains it serves. */
export function marketplaceRouter(marketplace: { handle(request: MarketplaceRequest): Promise<MarketplaceResponse> }): express.Router {
  const router = express.Router();
  const readers = new Map<number, RequestHandler>();
  const readerFor = (bytes: number) => {
    let reader = readers.get(bytes);
    if (!reader) readers.set(bytes, (reader = express.json({ limit: bytes })));
    return reader;
  };
  router.use((req, res, next) => readerFor(callAt(req.method, req.path)?.call.bodyBytes ?? BODY_BYTES)(req, res, next));
  router.use(async (req, res) => {
    const answer = await marketplace.handle({
      method: req.method as Method,
      path: req.path,
      query: req.query as Record<string, string | string[]>,
      body: req.body,
      headers: req.headers as Record<string, string>,
    });
    if (answer.headers) res.set(answer.headers);
    res.status(answer.status).json(answer.body);
  });
  return router;
}
