/**
 * The web tier's side of the marketplace thread (server/marketplace/thread/worker.ts): each call is
 * posted with an id and answered by id. If the thread dies, the calls it held and those made
 * before its successor is up fail at once (the client answers them with the spec's fallbacks),
 * and a new thread is started.
 */
import { Worker } from 'node:worker_threads';
import type { Logger } from '../../logger';
import { getCheckSecret } from '../../marketplace/check-headers/challenge';
import type { MarketplaceResponse } from '../../marketplace/http/endpoint';
import type { ThreadCall, ThreadMessage } from '../../marketplace/thread/messages';
import type { Transport } from '../marketplace-client';

export interface MarketplaceThreadOptions {
  /** The built worker script (dist/server/marketplace/thread/worker.js). */
  script: string;
  databasePath: string;
  logger?: Logger;
  /** Wait before starting a thread again after it died. */
  restartDelayMs?: number;
}

export interface MarketplaceThread {
  transport: Transport;
  /** Resolves once the first thread has opened the database. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

interface Pending {
  resolve: (answer: MarketplaceResponse) => void;
  reject: (error: Error) => void;
}

export function startMarketplaceThread(options: MarketplaceThreadOptions): MarketplaceThread {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let stopping = false;
  /** The thread answering calls; undefined while it starts or after it died. */
  let worker: Worker | undefined;

  function start(): Promise<void> {
    const current = new Worker(options.script, {
      workerData: { databasePath: options.databasePath },
      // A thread gets a copy of the environment: the copy carries this process's check-header
      // secret, so challenges the pages hand out verify in the marketplace.
      env: { ...process.env, CHECK_SECRET: getCheckSecret() },
    });
    return new Promise<void>((resolve, reject) => {
      current.on('message', (message: ThreadMessage) => {
        if (message.kind === 'ready') {
          worker = current;
          resolve();
        } else if (message.kind === 'error') options.logger?.error({ err: message.message }, 'marketplace error');
        else {
          const call = pending.get(message.id);
          pending.delete(message.id);
          call?.resolve(message.answer);
        }
      });
      current.on('error', (error) => {
        options.logger?.error({ err: error }, 'marketplace thread failed');
        reject(error);
      });
      current.on('exit', (code) => {
        if (worker === current) worker = undefined;
        const lost = new Error(`marketplace thread exited with code ${code}`);
        reject(lost);
        for (const call of pending.values()) call.reject(lost);
        pending.clear();
        if (stopping) return;
        options.logger?.warn({ code }, 'marketplace thread exited; starting a new one');
        setTimeout(() => {
          if (!stopping) void start().catch(() => undefined);
        }, options.restartDelayMs ?? 100);
      });
    });
  }

  const ready = start();
  const transport: Transport = async (request, signal) => {
    if (!worker) await ready;
    const current = worker;
    if (!current) throw new Error('marketplace thread not running');
    return new Promise<MarketplaceResponse>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      // The client has already answered a call that timed out; its late answer is dropped.
      signal.addEventListener('abort', () => pending.delete(id), { once: true });
      current.postMessage({ id, request } satisfies ThreadCall);
    });
  };

  return {
    transport,
    ready,
    async stop() {
      stopping = true;
      await worker?.terminate();
    },
  };
}
