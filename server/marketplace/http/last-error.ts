/**
 * The marketplace service's answer to an error no route took: a body its reader refused (cut short
 * by a caller that gave up, not JSON, too large) or anything else thrown. Without it express's own
 * handler prints the error's stack as lines of plain text into the JSON log. A 4xx is the caller's
 * and its request line says the status; a 5xx goes on the request's line with the error.
 */
import type { ErrorRequestHandler } from 'express';

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

export function lastErrorAnswer(failed: (error: unknown, what: string) => void): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    const status = statusOf(error);
    if (status >= 500) failed(error, 'marketplace error');
    // The caller has gone (its body was cut short) or the answer had begun: nothing more to send.
    if (res.headersSent || res.destroyed) return void res.destroy();
    res.status(status).json(status >= 500 ? { error: 'internal', message: 'marketplace error' } : { error: 'bad_request', field: 'body', message: (error as { type?: string }).type ?? 'unreadable body' });
  };
}
