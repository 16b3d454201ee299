import { createDatabase } from "@dealer/postgres/testing"
import { inject } from "vitest"

/**
 * A new, empty database on the run's one PostgreSQL server, for one test file: files keep apart by
 * database, and nobody waits for a server of their own to start.
 *
 * @example
 * const url = await runDatabase("dealer_checkout")
 */
export function runDatabase(name: string): Promise<string> {
  return createDatabase(inject("postgresUrl"), name)
}
