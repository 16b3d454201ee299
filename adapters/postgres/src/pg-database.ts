import pg from "pg"
import type { Database, Queryable } from "./database.ts"

const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
  query: async <T>(sql: string, params: ReadonlyArray<unknown> = []) =>
    (await target.query(sql, [...params])).rows as T[],
  exec: async (sql) => {
    // Without parameters pg uses the simple protocol, which accepts several statements.
    await target.query(sql)
  }
})

/**
 * Opens a PostgreSQL server through a `pg` connection pool.
 *
 * @example
 * const db = openPgDatabase("postgres://app@db.internal:5432/dealer")
 */
export function openPgDatabase(url: string): Database {
  const pool = new pg.Pool({ connectionString: url })
  // An idle connection the server dropped is already discarded by the pool; without a listener
  // the emitted error would crash the process.
  pool.on("error", () => {})
  return {
    kind: "postgres",
    ...wrap(pool),
    transaction: async <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
      const client = await pool.connect()
      let result: T
      try {
        await client.query("BEGIN")
        result = await fn(wrap(client))
        await client.query("COMMIT")
      } catch (error) {
        const rollbackFailed = await client.query("ROLLBACK").then(() => false, () => true)
        // A connection left mid-transaction must not go back to the pool.
        client.release(rollbackFailed)
        throw error
      }
      client.release()
      return result
    },
    close: () => pool.end()
  }
}
