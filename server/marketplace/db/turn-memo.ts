/**
 * One read shared by the calls that ask for it together. The cart page asks for the cart and for
 * the optimiser's proposal at once (in-process, in the same turn), and both read the same cart
 * lines: the second call joins the first one's read while it is in flight, and takes its rows until
 * the turn in which they arrived ends. On SQLite the read completes within the turn; on PostgreSQL
 * it is in flight across turns, and joining it is what keeps the page at one read there.
 *
 * Any write through the same database ends the sharing: WriteCount, a Kysely plugin the connection
 * installs, counts every statement that is not a SELECT (when it starts and when it finishes), and
 * the connection's dialect (db/counting-dialect.ts) counts every commit. So a handler that writes
 * and then reads always sees its write, on both backends. A Db without the plugin is never memoised. Answers are shared: callers must not change them.
 */
import { SelectQueryNode, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryId, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import type { Db } from './schema';

export class WriteCount implements KyselyPlugin {
  /** Grows with every write started, finished or committed; a memoised read is good while it stays. */
  writes = 0;
  private readonly pending = new WeakSet<QueryId>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (!SelectQueryNode.is(node)) {
      this.writes++;
      this.pending.add(queryId);
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.pending.delete(queryId)) this.writes++;
    return result;
  }

}

function writeCountOf(db: Db): WriteCount | undefined {
  return db.getExecutor().plugins.find((plugin): plugin is WriteCount => plugin instanceof WriteCount);
}

interface SharedRead<T> {
  writes: number;
  answer: Promise<T>;
}

export function turnMemo<Args extends Array<string | number>, T>(read: (db: Db, ...args: Args) => Promise<T>): (db: Db, ...args: Args) => Promise<T> {
  const shared = new WeakMap<Db, Map<string, SharedRead<T>>>();
  return (db, ...args) => {
    const count = writeCountOf(db);
    if (!count) return read(db, ...args);
    let reads = shared.get(db);
    if (!reads) shared.set(db, (reads = new Map()));
    const key = args.join('\u0000');
    const hit = reads.get(key);
    if (hit && hit.writes === count.writes) return hit.answer;
    const entry: SharedRead<T> = { writes: count.writes, answer: read(db, ...args) };
    reads.set(key, entry);
    const forget = () => {
      if (reads.get(key) === entry) reads.delete(key);
    };
    entry.answer.then(() => setImmediate(forget).unref(), forget);
    return entry.answer;
  };
}
