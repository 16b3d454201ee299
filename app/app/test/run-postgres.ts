import { createDatabase, type PGliteImageFiles } from "@dealer/postgres/testing"
import { inject } from "vitest"

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the run's throwaway PostgreSQL server (scripts/postgres-global-setup.ts). */
    postgresUrl: string
    /** PGlite images embedded test databases start from (scripts/postgres-global-setup.ts). */
    pgliteImages: PGliteImageFiles
  }
}

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
