import pg from "pg"
import type { Database, Queryable } from "./database.ts"
import { createPgListener } from "./pg-listener.ts"
import { inTransaction } from "./savepoints.ts"

const INT8_OID = 20

// bigint columns (ids, counts) come back as numbers, as PGlite gives them; pg's default is a string.
function parseInt8(value: string): number {
  const number = Number(value)
  if (!Number.isSafeInteger(number)) throw new RangeError(`bigint ${value} is beyond JavaScript's safe integers`)
  return number
}

const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID && format !== "binary"
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser
}

const statements = (target: pg.Pool | pg.PoolClient): Pick<Queryable, "query" | "exec"> => ({
  query: async <T>(sql: string, params: ReadonlyArray<unknown> = []) =>
    (await target.query(sql, [...params])).rows as T[],
  exec: async (sql) => {
    // Without parameters pg uses the simple protocol, which accepts several statements.
    await target.query(sql)
  }
})

/**
 * Opens a PostgreSQL server through a `pg` connection pool; `listen` uses one more, dedicated
 * connection, opened on first use.
 *
 * @example
 * const db = openPgDatabase("postgres://app@db.internal:5432/dealer")
 */
export function openPgDatabase(url: string): Database {
  // No call waits forever: a server that does not take a connection in 5 s, or answer a query in
  // 30 s, fails the request (503 when unreachable) instead of holding it.
  const pool = new pg.Pool({ connectionString: url, types, connectionTimeoutMillis: 5_000, query_timeout: 30_000 })
  // An idle connection the server dropped is already discarded by the pool; without a listener
  // the emitted error would crash the process.
  pool.on("error", () => {})
  const listener = createPgListener(url)
  return {
    kind: "postgres",
    ...statements(pool),
    transaction: async <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
      const client = await pool.connect()
      // A checked-out connection the server drops (a restart) emits an error the pool does not
      // hear; unheard, it would end the process. The failing query rejects anyway.
      let lost = false
      const onLost = () => {
        lost = true
      }
      client.on("error", onLost)
      let result: T
      try {
        await client.query("BEGIN")
        result = await fn(inTransaction(statements(client)))
        await client.query("COMMIT")
      } catch (error) {
        const rollbackFailed =
          lost ||
          (await client.query("ROLLBACK").then(
            () => false,
            () => true
          ))
        client.off("error", onLost)
        // A connection left mid-transaction, or lost, must not go back to the pool.
        client.release(rollbackFailed)
        throw error
      }
      client.off("error", onLost)
      client.release()
      return result
    },
    listen: (channel, onPayload, onGap) => listener.listen(channel, onPayload, onGap),
    close: async () => {
      await listener.close()
      await pool.end()
    }
  }
}
