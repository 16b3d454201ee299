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
 * import type { TradeInValuer } from "@dealer/core/platform"
 *
 * const corolla = { year: 2019, make: "Toyota", model: "Corolla", description: "2019 Toyota Corolla Ascent Sport", marketValue: 18_500, questions: [] }
 * const valuer: TradeInValuer = { lookup: async (rego, regoState) => (rego === "ABC123" && regoState === "qld" ? corolla : null) }
 *
 * ;(await valuer.lookup("ABC123", "qld"))?.marketValue // => 18500
 * await valuer.lookup("XYZ999", "qld") // => null
 */
export interface TradeInValuer {
  readonly lookup: (rego: string, regoState: string) => Promise<RegisteredVehicle | null>
}
