import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';

type CompileQuery = QueryCompiler['compileQuery'];

/**
 * A Kysely dialect that shows every failure of the database (a statement, or
 * getting a connection) to `report` before passing it on.
 *
 * better-auth does not always pass a failure on: a failed session look-up,
 * for one, becomes its own "Failed to get session" 500. Seen here, where it
 * happens, the cause — a lock, an outage, a full disk — is still known.
 */
export function troubleReportingDialect(dialect: Dialect, report: (error: unknown) => void): Dialect {
  return {
    createDriver: () => new TroubleReportingDriver(dialect.createDriver(), report),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

class TroubleReportingDriver implements Driver {
  // One wrapper per connection of the driver, so that Kysely sees the same connection each time it is acquired.
  readonly #wrappers = new WeakMap<DatabaseConnection, DatabaseConnection>();
  readonly #wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(
    private readonly driver: Driver,
    private readonly report: (error: unknown) => void,
  ) {}

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.reporting(this.driver.acquireConnection());
    let wrapper = this.#wrappers.get(connection);
    if (!wrapper) {
      wrapper = {
        executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> => this.reporting(connection.executeQuery<R>(query)),
        streamQuery: <R>(query: CompiledQuery, chunkSize?: number) => connection.streamQuery<R>(query, chunkSize),
      };
      this.#wrappers.set(connection, wrapper);
      this.#wrapped.set(wrapper, connection);
    }
    return wrapper;
  }

  // The transaction statements go through the wrapper, so that their failures are reported too.
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.driver.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.rollbackTransaction(connection);
  }

  savepoint(connection: DatabaseConnection, name: string, compileQuery: CompileQuery): Promise<void> {
    return this.required('savepoint')(connection, name, compileQuery);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: CompileQuery): Promise<void> {
    return this.required('rollbackToSavepoint')(connection, name, compileQuery);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: CompileQuery): Promise<void> {
    return this.required('releaseSavepoint')(connection, name, compileQuery);
  }

  // Releasing needs the driver's own connection: PostgreSQL's hands its client back to the pool.
  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(this.#wrapped.get(connection) ?? connection);
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }

  private required(method: 'savepoint' | 'rollbackToSavepoint' | 'releaseSavepoint') {
    const implementation = this.driver[method]?.bind(this.driver);
    if (!implementation) throw new Error(`The \`${method}\` method is not supported by this driver`);
    return implementation;
  }

  private async reporting<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      this.report(error);
      throw error;
    }
  }
}
