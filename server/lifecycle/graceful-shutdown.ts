/**
 * Graceful shutdown of an HTTP server on SIGTERM/SIGINT, the same for the web tier and the
 * marketplace service. From the signal on, readiness fails and every answer closes its connection.
 * The server stops listening as soon as no connection waits in its accept queue: those the kernel
 * had already completed (a busy event loop had not accepted them yet, and their client may have
 * written a request onto them) are accepted and answered, not reset by the listening socket's close.
 * From then on a new connection is refused, which nginx and the web tier's transport retry
 * elsewhere, a POST too, as it was never sent. Sockets already open are never closed while idle
 * during the drain: a proxy may be writing a request onto one at that very moment, and a request
 * lost that way cannot be sent again. They close after their next answer, or their client closes
 * them (nginx's upstream keepalive_timeout and the web tier's idle time are shorter than the drain).
 * After SHUTDOWN_DRAIN_MS what is still idle is closed, in-flight requests finish and the process
 * releases what it holds; bounded in time.
 */
import type http from 'node:http';
import net from 'node:net';
import { acceptQueueLength } from './accept-queue';
import type { Config } from '../config/config';
import type { Logger } from '../shared/logger';

export interface Shutdown {
  /** True from the signal on: /readyz answers 503. */
  readonly started: boolean;
}

/** After the drain, sockets whose answer began before the signal and ended since are closed this often. */
const IDLE_SWEEP_MS = 250;

/**
 * The longest a stopping server goes on accepting what its accept queue holds: a queue that never
 * empties (a flood of new connections) must not keep it listening; past this it closes anyway.
 */
export const ACCEPT_QUEUE_WAIT_MS = 1000;
const ACCEPT_QUEUE_RECHECK_MS = 10;

export interface Drain extends Shutdown {
  /** Begins the drain (once); `done` runs when every connection has closed. */
  begin(done: () => void): void;
}

/**
 * The drain itself, without signals or exit: marks every answer from now on (those under way
 * included) to close its connection, stops listening once the accept queue is empty, and closes
 * idle sockets only once `drainMs` has passed; after `timeoutMs` more, every socket.
 */
export function drainOnDemand(server: http.Server, options: { drainMs: number; timeoutMs: number; onTimeout?: () => void }): Drain {
  const state = { started: false };
  // Answers under way whose headers are not written yet: told to close their connection too.
  const underWay = new Set<http.ServerResponse>();
  const forget = function (this: http.ServerResponse) {
    underWay.delete(this);
  };
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (state.started) return void res.setHeader('connection', 'close');
    underWay.add(res);
    res.once('close', forget);
  });
  return {
    get started() {
      return state.started;
    },
    begin(done) {
      if (state.started) return;
      state.started = true;
      for (const res of underWay) if (!res.headersSent) res.setHeader('connection', 'close');
      underWay.clear();
      let sweep: NodeJS.Timeout | undefined;
      const drained = setTimeout(() => {
        server.closeIdleConnections();
        sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      }, options.drainMs);
      const force = setTimeout(() => {
        options.onTimeout?.();
        server.closeAllConnections();
      }, options.drainMs + options.timeoutMs);
      force.unref();
      stopListening(server, () => {
        clearTimeout(drained);
        clearTimeout(force);
        clearInterval(sweep);
        done();
      });
    },
  };
}

/**
 * Closes the listening socket at a moment nothing waits in its accept queue. Checked at the signal:
 * empty, it closes at once. Otherwise the queue's limit is set to 0, so that the kernel takes no
 * more than one new connection into it (it drops a new client's SYN, which the client sends again
 * a second later and then finds refused, and retries elsewhere); Node accepts one connection per
 * pass of its event loop, and the queue is checked again after each: the socket closes the moment
 * it is empty. Checked every few milliseconds too, and closed after ACCEPT_QUEUE_WAIT_MS whatever
 * it holds. Where the queue cannot be read, the socket closes at once. `closed` runs once every
 * connection has closed too.
 */
function stopListening(server: http.Server, closed: () => void): void {
  let listening = true;
  const close = () => {
    if (!listening) return;
    listening = false;
    server.off('connection', check);
    clearInterval(recheck);
    clearTimeout(bound);
    // net.Server's close, not http.Server's: that one also closes idle sockets at once.
    net.Server.prototype.close.call(server, closed);
  };
  const check = () => {
    if (!acceptQueueLength(server)) close();
  };
  const recheck = setInterval(check, ACCEPT_QUEUE_RECHECK_MS);
  const bound = setTimeout(close, ACCEPT_QUEUE_WAIT_MS);
  check();
  if (!listening) return;
  refuseToQueue(server);
  server.on('connection', check);
}

/**
 * listen(2) again with a backlog of 0, on the socket Node listens on (its handle's listen, which
 * only updates the limit of a socket already listening). Left as it was should that fail.
 */
function refuseToQueue(server: net.Server): void {
  const handle = (server as unknown as { _handle?: { listen?: (backlog: number) => number } | null })._handle;
  try {
    handle?.listen?.(0);
  } catch {
    // the queue drains at the pace of new connections instead
  }
}

export function shutDownGracefully(server: http.Server, config: Pick<Config, 'SHUTDOWN_DRAIN_MS' | 'SHUTDOWN_TIMEOUT_S'>, logger: Logger, release: () => Promise<void>): Shutdown {
  const drain = drainOnDemand(server, {
    drainMs: config.SHUTDOWN_DRAIN_MS,
    timeoutMs: config.SHUTDOWN_TIMEOUT_S * 1000,
    onTimeout: () => logger.warn('shutdown timed out; closing anyway'),
  });
  const shutdown = (signal: string) => {
    if (drain.started) return;
    logger.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'shutting down');
    drain.begin(() => {
      void release().then(() => {
        logger.info('stopped');
        process.exit(0);
      });
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return drain;
}
