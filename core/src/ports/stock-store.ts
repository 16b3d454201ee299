import type { Car } from "../stock/car.ts"
import type { StockRepository } from "../stock/stock-repository.ts"

/** What a batch of cars did to the stored stock; `unchanged` cars were stored identically already. */
export interface StockSaveSummary {
  readonly added: number
  readonly updated: number
  readonly unchanged: number
}

/**
 * The stock repository with the writes an import or a dealer feed needs. Each write publishes a
 * `StockChangeNotice` of the cars it actually changed, in the same transaction.
 *
 * @example
 *
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * await stock.save("acme", cars) // => { added: 2, updated: 1, unchanged: 35 }
 * await stock.markSold("acme", 12, now) // => true
 */
export interface StockStore extends StockRepository {
  /** Inserts or replaces cars by id (the last of one id wins) and counts what changed. */
  readonly save: (tenantSlug: string, cars: ReadonlyArray<Car>) => Promise<StockSaveSummary>
  /** One car by its id, or `null`. */
  readonly findById: (tenantSlug: string, id: number) => Promise<Car | null>
  /** Deletes a car; `false` when the tenant has no such car. */
  readonly remove: (tenantSlug: string, id: number) => Promise<boolean>
  /**
   * Marks a car sold at `now` (status, `sold`, `sold_date`, `sold_date_timestamp`); `false` when
   * the tenant has no such car or it is sold already.
   */
  readonly markSold: (tenantSlug: string, id: number, now: Date) => Promise<boolean>
}
