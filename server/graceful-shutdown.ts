/**
 * Graceful shutdown of an HTTP server on SIGTERM/SIGINT, the same for the web tier and the
 * marketplace service. Readiness fails at once; for the drain window the server still answers (old
 * sockets and new ones alike, each answer with Connection: close) while the load balancer stops
 * sending. Then it stops accepting, closes the sockets that are idle, lets in-flight requests finish
 * and releases what the process holds; bounded in time.
 */
import type http from 'node:http';
import type { Config } from './config';
import type { Logger } from './logger';

export interface Shutdown {
  /** True from the signal on: /readyz answers 503. */
  readonly started: boolean;
}

export function shutDownGracefully(server: http.Server, config: Pick<Config, 'SHUTDOWN_DRAIN_MS' | 'SHUTDOWN_TIMEOUT_S'>, logger: Logger, release: () => Promise<void>): Shutdown {
  const state = { started: false };
  // While draining, every answer closes its connection, so kept-alive clients reconnect elsewhere.
  server.prependListener('request', (_req, res) => {
    if (state.started) res.setHeader('connection', 'close');
  });
  const shutdown = (signal: string) => {
    if (state.started) return;
    state.started = true;
    logger.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'shutting down');
    const force = setTimeout(() => {
      logger.warn('shutdown timed out; closing anyway');
      server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_S * 1000 + config.SHUTDOWN_DRAIN_MS);
    force.unref();
    setTimeout(() => {
      server.close(() => {
        void release().then(() => {
          logger.info('stopped');
          process.exit(0);
        });
      });
      server.closeIdleConnections();
    }, config.SHUTDOWN_DRAIN_MS);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return state;
}
