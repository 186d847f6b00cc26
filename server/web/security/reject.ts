/** Refuses a request in the form its caller reads: JSON for /api, the error page (via the error handler) for pages. */
import type { NextFunction, Request, Response } from 'express';

export function reject(req: Request, res: Response, next: NextFunction, status: number, error: string): void {
  if (req.originalUrl.startsWith('/api/') || req.originalUrl === '/api') {
    res.set('cache-control', 'no-store').status(status).json({ error });
    return;
  }
  next(Object.assign(new Error(error), { status, expose: false }));
}
