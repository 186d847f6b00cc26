/**
 * The scheduled fetch of shops' own feed URLs: a loop in every marketplace process that claims the
 * due sources (so one process fetches each), fetches the feed to the upload folder within bounds
 * (size, time, redirects; never an address inside our own network), and imports it through the
 * same pipeline as an upload. A fetch that fails is an import that failed, with the reason, so the
 * shop reads it in the history as any other.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/connection';
import { RemoteProblem, fetchRemoteToFile, type RemotePolicy } from '../media';
import { claimDueSources, finishFetch, type DueSource } from './feed-source';
import type { FeedRouterOptions } from './feed-doors';
import { ImportConflictError, finishImport, startImport } from './imports';
import { importFeed } from './run-import';
import { refuseSuspendedShop, ShopSuspended } from './suspension';
import { CredentialsUnavailable, NO_FEED_CREDENTIALS, type FeedCredentials } from './credentials';

/** The fetchers of this process, woken when a shop asks for a fetch now. */
const awake = new Set<() => void>();

/** Wakes this process's fetchers to look for due sources at once ("fetch now" made one due). */
export function wakeFeedFetchers(): void {
  for (const wake of awake) wake();
}

export interface FeedFetchOptions extends Omit<FeedRouterOptions, 'hsts'> {
  /** How often the due sources are looked for. */
  pollMs: number;
  /** Hosts, time and redirects of the fetch (plain http is allowed for any host). */
  policy: RemotePolicy;
  /** Errors of the loop itself (a fetch's own failure is the import's). */
  onError?: (error: unknown) => void;
  /** Opens a feed URL's stored password; without, a source with a password fails its fetch. */
  credentials?: FeedCredentials;
}

export interface FeedFetcher {
  /** Fetches what is due at `now`; resolves with how many sources were fetched. */
  runOnce(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

/** Longer than any fetch and import takes: a claim outlives its work unless the process died. */
const LEASE_MS = 60 * 60_000;

async function fetchOne(handle: Database, source: DueSource, options: FeedFetchOptions): Promise<void> {
  const db = handle.kysely;
  let importId: number;
  try {
    importId = await startImport(db, source.shopId, 'fetch', source.url.slice(0, 200), null);
  } catch (error) {
    if (!(error instanceof ImportConflictError)) throw error;
    return finishFetch(db, source, { importId: null, error: 'another import of the shop was still running' });
  }
  fs.mkdirSync(options.uploadDir, { recursive: true });
  const file = path.join(options.uploadDir, `fetch-${source.shopId}-${randomBytes(6).toString('hex')}.feed`);
  try {
    // Nothing is fetched for a suspended shop: its import fails with the reason, as any other would.
    await refuseSuspendedShop(db, source.shopId);
    const auth = source.username && source.passwordSealed ? { username: source.username, password: (options.credentials ?? NO_FEED_CREDENTIALS).open(source.shopId, source.passwordSealed), origin: new URL(source.url).origin } : undefined;
    const bytes = await fetchRemoteToFile(source.url, file, options.maxBytes, { ...options.policy, anyHttp: true, userAgent: 'Spareo feed fetcher' }, auth);
    const done = await importFeed(db, fs.createReadStream(file), {
      shopId: source.shopId, source: 'fetch', fileName: source.url.slice(0, 200), importId, bytesTotal: bytes,
      limits: options.limits, bounds: options.bounds, media: options.media, onChanged: options.onChanged,
    });
    await finishFetch(db, source, { importId, error: done.status === 'failed' ? done.error : null });
  } catch (error) {
    const known = error instanceof RemoteProblem || error instanceof ShopSuspended || error instanceof CredentialsUnavailable;
    const message = error instanceof RemoteProblem ? `the feed URL ${error.message}` : known ? (error).message : 'the feed could not be fetched';
    await finishImport(db, importId, { status: 'failed', error: message });
    await finishFetch(db, source, { importId, error: message });
    if (!known) throw error;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

export function startFeedFetcher(handle: Database, options: FeedFetchOptions): FeedFetcher {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function round(now: Date): Promise<number> {
    const due = await claimDueSources(handle.kysely, now, LEASE_MS);
    // One at a time: a fetch and its import are long, and the machine serves shoppers meanwhile.
    for (const source of due) await fetchOne(handle, source, options).catch((error) => options.onError?.(error));
    return due.length;
  }

  function runOnce(now = new Date()): Promise<number> {
    running ??= round(now).finally(() => { running = undefined; });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce().catch((error) => options.onError?.(error)).finally(schedule);
    }, options.pollMs);
    timer.unref();
  }
  schedule();
  // A round under way may have looked before the source became due: one more after it.
  const wake = () => void (running ?? Promise.resolve(0)).catch(() => 0).then(() => (stopped ? 0 : runOnce())).catch((error) => options.onError?.(error));
  awake.add(wake);

  return {
    runOnce,
    async stop() {
      stopped = true;
      awake.delete(wake);
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
