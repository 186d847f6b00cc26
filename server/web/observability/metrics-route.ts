/**
 * GET /metrics for the scraper, behind a Bearer token. Without METRICS_TOKEN the route is not
 * mounted at all, so the public side sees the ordinary 404.
 */
import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Registry } from 'prom-client';

function sameSecret(given: string, expected: string): boolean {
  // Hash first so the comparison takes the same time whatever the lengths.
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

export function metricsRoute(registry: Registry, token: string): RequestHandler {
  return async (req, res) => {
    const header = req.get('authorization') ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!sameSecret(given, token)) {
      res.set('www-authenticate', 'Bearer').status(401).json({ error: 'unauthorized' });
      return;
    }
    res.set('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
  };
}
