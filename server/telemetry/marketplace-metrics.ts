/**
 * The marketplace service's /metrics: its requests by kind, method and status with latency, the
 * default process metrics, and what it keeps (store-metrics.ts). The same registry shape as the
 * web tier's (prom-client), so one scrape configuration reads both.
 */
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { Database } from '../marketplace/db/connection';
import { registerStoreMetrics } from './store-metrics';
import type { WritablePath } from '../lifecycle/writable-paths';

/** A bounded label: the first segment of the path, which names the service's part. */
const KINDS = new Set(['api', 'feeds', 'shop-orders', 'media', 'internal', 'portal', 'healthz', 'readyz', 'metrics']);
const kindOf = (url: string) => {
  const first = url.split('?')[0]!.split('/')[1] ?? '';
  return KINDS.has(first) ? first : 'other';
};

export function marketplaceMetrics(db: Database, options: { folders: WritablePath[]; mailDelivery: boolean }): { registry: Registry; requests: RequestHandler } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'spareo_marketplace_' });
  const duration = new Histogram({
    name: 'spareo_marketplace_request_duration_seconds',
    help: 'Marketplace service requests by part (api, feeds, shop-orders, media, internal, ...), method and status',
    labelNames: ['part', 'method', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  registerStoreMetrics(registry, db, options);
  const requests: RequestHandler = (req, res, next) => {
    const end = duration.startTimer();
    res.once('finish', () => end({ part: kindOf(req.originalUrl), method: req.method, status: String(res.statusCode) }));
    next();
  };
  return { registry, requests };
}
