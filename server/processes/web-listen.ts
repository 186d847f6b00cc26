/**
 * Where a web process listens. Alone, on PORT like any server. As a worker of the cluster, on a
 * listening socket of its own on the same port (SO_REUSEPORT: the kernel spreads new connections
 * over the workers' sockets) rather than through the primary's: a worker that stops then closes its
 * own socket once nothing waits in its accept queue, and is refused at once. Through the primary,
 * the socket stayed open until the primary had heard of the stop, and the connections it accepted
 * meanwhile, or had queued for the worker, were reset. Linux only; elsewhere, and on a port chosen
 * by the system (0, each worker would get another), the workers share the primary's socket.
 */
import net from 'node:net';
import type { Config } from '../config/config';

/** worker: one of the cluster's processes (the primary prepared the database); alone: the only process. */
export type WebRole = 'alone' | 'worker';

export function ownSocketPerWorker(config: Pick<Config, 'PORT'>): boolean {
  return process.platform === 'linux' && config.PORT !== 0;
}

export function webListenOptions(config: Pick<Config, 'PORT' | 'HOST'>, role: WebRole): net.ListenOptions {
  if (role === 'worker' && ownSocketPerWorker(config)) return { port: config.PORT, host: config.HOST, exclusive: true, reusePort: true };
  return { port: config.PORT, host: config.HOST };
}

/**
 * Fails (EADDRINUSE) when another process holds the port: workers on sockets of their own would
 * otherwise join another Spareo's sockets on it and share its traffic without a word.
 */
export function portIsFree(config: Pick<Config, 'PORT' | 'HOST'>): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port: config.PORT, host: config.HOST }, () => probe.close(() => resolve()));
  });
}
