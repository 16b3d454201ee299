import type { Car } from "../stock/car.ts"

/**
 * A change to a tenant's stock that a search index must follow (inserted, updated, sold, deleted
 * cars). `changed` carries only ids, as a database notification does: the index reads those cars
 * back from the stock source, and drops the ones no longer there.
 */
export type StockChange =
  | { readonly kind: "upsert"; readonly tenantSlug: string; readonly cars: ReadonlyArray<Car> }
  | { readonly kind: "remove"; readonly tenantSlug: string; readonly carIds: ReadonlyArray<number> }
  | { readonly kind: "changed"; readonly tenantSlug: string; readonly carIds: ReadonlyArray<number> }
  | { readonly kind: "reload"; readonly tenantSlug: string }

/**
 * Where stock changes are sent: the persistence layer (after a write, or on a LISTEN/NOTIFY
 * message from another process) calls `applyChange`; once it resolves, searches see the change.
 *
 * @example
 * import type { StockChange, StockChangeSink } from "@dealer/core/search"
 *
 * const applied: StockChange[] = []
 * const sink: StockChangeSink = { applyChange: async (change) => void applied.push(change) }
 *
 * await sink.applyChange({ kind: "changed", tenantSlug: "metro-motor-group", carIds: [100042] })
 * applied.length // => 1
 */
export interface StockChangeSink {
  readonly applyChange: (change: StockChange) => Promise<void>
}
