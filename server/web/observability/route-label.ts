/** A bounded route label for request metrics: the page's route name, else a coarse class of the path. */
import type { Request, Response } from 'express';
import { endpointLabel } from '../upstream/endpoint-label';

export function routeLabel(req: Request, res: Response): string {
  const name = res.locals.routeName as string | undefined;
  if (name) return name;
  const path = req.originalUrl.split('?')[0] ?? '';
  if (path.startsWith('/api/')) return `api:${endpointLabel(path.slice(4), res.statusCode)}`;
  if (path.startsWith('/assets/') || path.startsWith('/static/')) return 'static';
  if (path === '/healthz' || path === '/readyz') return 'probe';
  if (path === '/metrics') return 'metrics';
  if (res.statusCode === 404) return 'not_found';
  return 'other';
}
