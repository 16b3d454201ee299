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
 * import type { StockStore } from "@dealer/core/ports"
 *
 * // A sale reported by the dealer's system: the car is marked sold, and the import says what it did.
 * async function reportSale(stock: StockStore, carId: number, now: Date) {
 *   return (await stock.markSold("acme", carId, now)) ? `car ${carId} sold` : `no car ${carId}`
 * }
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
