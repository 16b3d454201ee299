import type { StockChangeNotice } from "./stock-change-notice.ts"

/** Stops a subscription. */
export type StockChangesUnsubscribe = () => Promise<void>

/**
 * Notifications that a tenant's cars changed, delivered to every process on the same database,
 * so each process's search index stays current (`stockChangeOfNotice` turns a notice into the
 * index's change). Stock writes publish their own notices with the write, so a rolled-back write
 * publishes nothing.
 * Delivery is at most once: while a listening connection is down, notices are missed, and
 * `onGap` is called once it is back, so the subscriber reloads what it holds.
 *
 * @example
 * import { stockChangeOfNotice, type StockChanges } from "@dealer/core/ports"
 * import type { StockChangeSink } from "@dealer/core/search"
 *
 * // Keeps a search index current: each notice is applied; after a gap, every tenant is read again.
 * async function follow(changes: StockChanges, sink: StockChangeSink, reloadEveryTenant: () => void) {
 *   return changes.subscribe(
 *     (notice) => void sink.applyChange(stockChangeOfNotice(notice)),
 *     () => reloadEveryTenant()
 *   )
 * }
 */
export interface StockChanges {
  readonly publish: (notice: StockChangeNotice) => Promise<void>
  readonly subscribe: (
    onNotice: (notice: StockChangeNotice) => void,
    onGap?: () => void
  ) => Promise<StockChangesUnsubscribe>
}
