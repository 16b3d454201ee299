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
}

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
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}
