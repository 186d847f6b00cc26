/**
 * A router at a path prefix beside the shop, as `root.use(prefix, router); root.use(shop)` would
 * mount it, without an express app around every request: only requests under the prefix go through
 * the router's own app (on to the shop when it has no route for them), the rest go straight to the
 * shop. Every express app a request passes costs it as much as a stored page's whole answer.
 */
import type { RequestListener } from 'node:http';
import express from 'express';

/** Whether the URL's path is the prefix or below it; as express, without regard to case. */
function under(url: string | undefined, prefix: string): boolean {
  if (!url || url.length < prefix.length || url.slice(0, prefix.length).toLowerCase() !== prefix) return false;
  const next = url[prefix.length];
  return next === undefined || next === '/' || next === '?';
}

/** `whole`: the router matches the whole path (the marketplace's doors name their prefix themselves). */
export function mountBeside(prefix: string, router: express.Router, shop: RequestListener, options: { whole?: boolean } = {}): RequestListener {
  const beside = express();
  beside.disable('x-powered-by');
  if (options.whole) beside.use(router);
  else beside.use(prefix, router);
  beside.use((req, res) => shop(req, res));
  return (req, res) => (under(req.url, prefix) ? beside : shop)(req, res);
}
