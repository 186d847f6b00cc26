/**
 * A read built with Kysely's typed builder and compiled to SQL once per shape, then run with each
 * call's values. Kysely builds an operation tree and compiles it anew on every call; for the
 * cart page's reads that was about a seventh of the web process's CPU, more than SQLite's own work.
 *
 * The builder is called once with stand-ins for its arguments; the compiled statement keeps them
 * as parameters, and each call puts its own values in their places. A list argument (`in (...)`)
 * gets a statement per length, and a null argument one of its own, since either changes the SQL.
 * Only for reads (SELECT): the write counter of db/turn-memo.ts counts writes as they compile.
 * A builder must not branch on its arguments' values other than on a list's length or a null.
 */
import type { Compilable, CompiledQuery, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { Db } from './schema';

type Argument = string | number | null | readonly (string | number)[];

/** Where a call's value goes: argument `index`, item `item` of a list (or -1 for the value itself). */
class StandIn {
  constructor(
    readonly index: number,
    readonly item: number,
  ) {}
}

const shapeOf = (args: readonly Argument[]) => args.map((arg) => (arg === null ? 'n' : Array.isArray(arg) ? String(arg.length) : '')).join(',');

/** On a handle, every compiledOnce read is built and compiled anew, as Kysely does by itself: to measure what compiling once buys. */
export class CompileEachTime implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

const compilesEachTime = (db: Db) => db.getExecutor().plugins.some((plugin) => plugin instanceof CompileEachTime);

export function compiledOnce<Args extends Argument[], Row>(build: (db: Db, ...args: Args) => Compilable<Row>): (db: Db, ...args: Args) => Promise<Row[]> {
  const statements = new WeakMap<Db, Map<string, CompiledQuery<Row>>>();
  return async (db, ...args) => {
    if (compilesEachTime(db)) return (await db.executeQuery(build(db, ...args).compile())).rows;
    let byShape = statements.get(db);
    if (!byShape) statements.set(db, (byShape = new Map()));
    const shape = shapeOf(args);
    let compiled = byShape.get(shape);
    if (!compiled) {
      const standIns = args.map((arg, index) => (arg === null ? null : Array.isArray(arg) ? arg.map((_, item) => new StandIn(index, item)) : new StandIn(index, -1)));
      compiled = build(db, ...(standIns as unknown as Args)).compile();
      if (compiled.query.kind !== 'SelectQueryNode') throw new Error('compiledOnce is for reads only');
      // A stand-in the builder wrote into the SQL itself (a literal, a raw fragment) would be run as text.
      const expected = standIns.reduce((sum: number, s) => sum + (s === null ? 0 : Array.isArray(s) ? s.length : 1), 0);
      if (compiled.parameters.filter((value) => value instanceof StandIn).length !== expected || compiled.sql.includes('[object Object]')) {
        throw new Error(`compiledOnce: every argument must be a parameter of the query: ${compiled.sql}`);
      }
      byShape.set(shape, compiled);
    }
    const parameters = compiled.parameters.map((value) =>
      value instanceof StandIn ? (value.item < 0 ? args[value.index] : (args[value.index] as readonly unknown[])[value.item]) : value,
    );
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
