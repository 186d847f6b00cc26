/**
 * The marketplace on a thread of its own (MARKETPLACE_THREAD=true): its SQLite reads and the cart
 * optimiser run beside the web tier's rendering instead of between it, so a long optimisation
 * never holds up other visitors' pages. It opens the database main.ts has already migrated and
 * seeded; answers go back as structured clones of the same JSON-shaped bodies HTTP would carry.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/connection';
import { createMarketplace } from '../index';
import type { ThreadCall, ThreadMessage } from './messages';

const port = parentPort!;
const { databasePath } = workerData as { databasePath: string };
const db = openDatabase(databasePath);
const marketplace = createMarketplace(db, undefined, (error) =>
  port.postMessage({ kind: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies ThreadMessage),
);

port.on('message', (call: ThreadCall) => {
  void marketplace.handle(call.request).then((answer) => port.postMessage({ kind: 'answer', id: call.id, answer } satisfies ThreadMessage));
});
port.postMessage({ kind: 'ready' } satisfies ThreadMessage);
