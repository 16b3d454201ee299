import { stockChangeOfNotice, type StockChanges, type StockChangesUnsubscribe } from "@dealer/core"
import type { StockSearchEngine } from "@dealer/search"
import { logProblem } from "./safe-log.server.ts"

/**
 * Keeps this process's search engine current with every process's stock writes: each notice is
 * applied as a `changed` change (the engine reads those cars back), and a gap (the listening
 * connection was down) rebuilds every tenant's index.
 *
 * @example
 * const stop = await feedStockChanges(createStockChanges(db), engine, () => [...tenants.keys()])
 */
export function feedStockChanges(
  changes: StockChanges,
  engine: StockSearchEngine,
  tenantSlugs: () => ReadonlyArray<string>
): Promise<StockChangesUnsubscribe> {
  return changes.subscribe(
    (notice) => {
      engine.applyChange(stockChangeOfNotice(notice)).catch((error: unknown) => logProblem("stock change", error))
    },
    () => {
      for (const slug of tenantSlugs()) {
        engine.load(slug).catch((error: unknown) => logProblem("stock reload", error))
      }
    }
  )
}
