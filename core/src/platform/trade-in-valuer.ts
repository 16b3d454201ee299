import type { TradeInAdjustmentQuestion } from "../forms/trade-in-adjustments.ts"

/** What a valuation service knows of a registered car. */
export interface RegisteredVehicle {
  readonly year: number
  readonly make: string
  readonly model: string
  /** The car as the seller would recognise it, e.g. "2019 Toyota Corolla Ascent Sport". */
  readonly description: string
  /** What such a car sells for, before its condition is known. */
  readonly marketValue: number
  readonly questions: ReadonlyArray<TradeInAdjustmentQuestion>
}

/**
 * The independent valuation tool behind the trade-in flow (finance-forms document section 7,
 * "not shown"): finds a car by its plate, with its market value and the questions to ask about
 * it; `tradeInAppraisal` turns the answers into the offer.
 *
 * @example
 * const vehicle = await valuer.lookup("ABC123", "qld") // null when no car has that plate
 */
export interface TradeInValuer {
  readonly lookup: (rego: string, regoState: string) => Promise<RegisteredVehicle | null>
}
