import type { Queryable } from "./database.ts"

/**
 * The `Queryable` of an open transaction: its nested `transaction` calls run in savepoints, so a
 * failing inner block is undone alone while the outer transaction goes on.
 *
 * @example
 * const tx = inTransaction({ query: (sql, params) => client.query(sql, params), exec })
 * await tx.transaction(async (inner) => inner.query("INSERT ..."))
 */
export function inTransaction(statements: Pick<Queryable, "query" | "exec">): Queryable {
  let depth = 0
  const tx: Queryable = {
    query: (sql, params) => statements.query(sql, params),
    exec: (sql) => statements.exec(sql),
    transaction: async (fn) => {
      const name = `nested_${++depth}`
      try {
        await statements.query(`SAVEPOINT ${name}`)
        const result = await fn(tx)
        await statements.query(`RELEASE SAVEPOINT ${name}`)
        return result
      } catch (error) {
        // When the connection itself failed there is nothing to roll back to; the first error tells why.
        await statements.query(`ROLLBACK TO SAVEPOINT ${name}`).catch(() => {})
        throw error
      } finally {
        depth--
      }
    }
  }
  return tx
}
