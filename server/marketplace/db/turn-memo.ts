/**
 * One answer for a read asked twice within one turn of the event loop. The cart page asks for the
 * cart and for the optimiser's proposal in one go (in-process, in the same turn), and both read the
 * same cart lines: the second read gets the first one's rows. An answer lives until the turn ends,
 * and only while nothing was written on the connection (SQLite's total_changes()), so a handler
 * that writes and then reads always sees its write. Answers are shared: callers must not change them.
 */
import type { Database } from './connection';
import { statement } from '../catalogue/statements';

interface TurnAnswers<T> {
  changes: number;
  answers: Map<string, T>;
}

function totalChanges(db: Database): number {
  return (statement(db, 'SELECT total_changes() AS n').get() as { n: number }).n;
}

export function turnMemo<Args extends Array<string | number>, T>(read: (db: Database, ...args: Args) => T): (db: Database, ...args: Args) => T {
  const turns = new WeakMap<Database, TurnAnswers<T>>();
  return (db, ...args) => {
    const changes = totalChanges(db);
    let turn = turns.get(db);
    if (!turn || turn.changes !== changes) {
      if (!turn) setImmediate(() => turns.delete(db)).unref();
      turns.set(db, (turn = { changes, answers: new Map() }));
    }
    const key = args.join('\u0000');
    if (turn.answers.has(key)) return turn.answers.get(key)!;
    const answer = read(db, ...args);
    turn.answers.set(key, answer);
    return answer;
  };
}
