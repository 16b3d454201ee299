/**
 * Something that runs SQL: an open database, or one transaction on it.
 * Repositories take a `Queryable`, so the same code runs inside or outside a transaction.
 *
 * @example
 * const rows = await db.query<{ slug: string }>("SELECT slug FROM tenants WHERE id = $1", [7])
 */
export interface Queryable {
  /** Runs one statement with `$1`-style parameters and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: ReadonlyArray<unknown>): Promise<ReadonlyArray<T>>
  /** Runs a script of several statements that takes no parameters (migrations). */
  exec(sql: string): Promise<void>
  /**
   * Runs `fn` atomically: committed when it resolves, rolled back when it throws. On an open
   * database it is a transaction; inside one, a savepoint, so it joins the outer commit.
   * Statements of one transaction run one at a time: do not start them in parallel.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
}

/** Stops listening to a channel. */
export type Unlisten = () => Promise<void>

/**
 * An open database: PGlite in process, or a PostgreSQL server through a `pg` pool.
 *
 * @example
 * const db = await openDatabase({ dataDir: ".data/pglite" })
 * const inserted = await db.transaction(async (tx) => createTenantRepository(tx).insertIfMissing(config))
 * await db.close()
 */
export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres"
  /**
   * Calls `onPayload` with each notification on `channel` (`pg_notify`), from any connection to
   * this database, once its transaction commits. A server connection that drops is reopened;
   * notifications sent meanwhile are lost, and `onGap` is called once it listens again.
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap?: () => void): Promise<Unlisten>
  close(): Promise<void>
}
