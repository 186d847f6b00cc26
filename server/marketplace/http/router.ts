/** The marketplace over HTTP, for running it apart from the web tier (MARKETPLACE_URL). */
import express from 'express';
import type { MarketplaceRequest, MarketplaceResponse, Method } from './endpoint';

/** Takes what answers a call (the marketplace of index.ts), not the marketplace's module: http sits below the domains it serves. */
export function marketplaceRouter(marketplace: { handle(request: MarketplaceRequest): Promise<MarketplaceResponse> }): express.Router {
  const router = express.Router();
  router.use(express.json({ limit: '16kb' }));
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
