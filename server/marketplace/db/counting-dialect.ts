/**
 * A Kysely dialect around another one, through Kysely's own Dialect and Driver interfaces: the
 * driver it makes counts each commit into the turn memo's WriteCount (a transaction's writes become
 * visible to other connections then, so a shared read must be read again), and on SQLite begins
 * write transactions IMMEDIATE. Everything else is the wrapped dialect's.
 */
import { CompiledQuery, type DatabaseConnection, type DatabaseIntrospector, type Dialect, type DialectAdapter, type Driver, type Kysely, type QueryCompiler, type TransactionSettings } from 'kysely';
import type { WriteCount } from './turn-memo';

export interface CountingOptions {
  writes: WriteCount;
  /** The statement that opens a transaction instead of the dialect's own (SQLite: `begin immediate`). */
  begin?: string;
  /** The adapter instead of the dialect's own. */
  adapter?: DialectAdapter;
}

class CountingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly options: CountingOptions,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return this.inner.acquireConnection();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    if (this.options.begin === undefined) return this.inner.beginTransaction(connection, settings);
    await connection.executeQuery(CompiledQuery.raw(this.options.begin));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.commitTransaction(connection);
    } finally {
      this.options.writes.writes++;
    }
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    return this.savepoints('savepoint')(connection, name, compileQuery);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    return this.savepoints('rollbackToSavepoint')(connection, name, compileQuery);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    return this.savepoints('releaseSavepoint')(connection, name, compileQuery);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }

  private savepoints(method: 'savepoint' | 'rollbackToSavepoint' | 'releaseSavepoint') {
    const call = this.inner[method];
    if (!call) throw new Error(`the database driver has no ${method}`);
    return call.bind(this.inner);
  }
}

export class CountingDialect implements Dialect {
  constructor(
    private readonly inner: Dialect,
    private readonly options: CountingOptions,
  ) {}

  createDriver(): Driver {
    return new CountingDriver(this.inner.createDriver(), this.options);
  }

  createQueryCompiler(): QueryCompiler {
    return this.inner.createQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return this.options.adapter ?? this.inner.createAdapter();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- kysely's Dialect interface declares it so
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return this.inner.createIntrospector(db);
  }
}
