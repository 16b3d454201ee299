import type { Valuation } from "../forms/valuation.ts"

/** What a rego lookup found about the vehicle, as the valuation service describes it. */
export type ValuedVehicle = { readonly [field: string]: unknown }

/** A trade-in valuation as stored, from rego lookup to accepted offer. */
export interface StoredValuation {
  readonly id: number
  readonly tenantSlug: string
  /** `null` only for a result saved without a lookup. */
  readonly rego: string | null
  readonly regoState: string | null
  readonly vehicle: ValuedVehicle | null
  readonly adjustmentAnswers: { readonly [question: string]: unknown } | null
  /** `null` until adjusted, and when no online estimate applies. */
  readonly offerPrice: number | null
  readonly leadId: number | null
  readonly offerAccepted: boolean
  readonly acceptedAt: Date | null
  /** The valuation result a site saved (`POST /api/miscellaneous`, `column_name: "valuation"`). */
  readonly result: Valuation | null
  readonly createdAt: Date
  readonly updatedAt: Date
}

/** A rego lookup's outcome. */
export interface ValuationLookup {
  readonly tenantSlug: string
  readonly rego: string
  readonly regoState: string
  readonly vehicle: ValuedVehicle | null
  readonly now: Date
}

/** The seller's answers and the offer they lead to. */
export interface ValuationAdjustments {
  readonly tenantSlug: string
  readonly id: number
  readonly adjustmentAnswers: { readonly [question: string]: unknown }
  readonly offerPrice: number | null
  readonly now: Date
}

/**
 * Trade-in valuations (`/api/trade-in/rego-lookup`, `adjustments`, `offer-accepted`,
 * `/api/miscellaneous`). Every method is scoped to the tenant; another tenant's id is `null`.
 *
 * @example
 * import type { ValuationRepository, ValuedVehicle } from "@dealer/core/ports"
 *
 * // A trade-in's two writes: the plate looked up, then the answers and the offer made on them.
 * async function valueTradeIn(valuations: ValuationRepository, vehicle: ValuedVehicle, answers: { readonly [question: string]: unknown }, now: Date) {
 *   const valuation = await valuations.recordLookup({ tenantSlug: "acme", rego: "ABC123", regoState: "qld", vehicle, now })
 *   return valuations.recordAdjustments({ tenantSlug: "acme", id: valuation.id, adjustmentAnswers: answers, offerPrice: 18_500, now })
 * }
 */
export interface ValuationRepository {
  readonly recordLookup: (lookup: ValuationLookup) => Promise<StoredValuation>
  readonly recordAdjustments: (adjustments: ValuationAdjustments) => Promise<StoredValuation | null>
  /** Links a valuation to the lead its form created. */
  readonly attachLead: (tenantSlug: string, id: number, leadId: number, now: Date) => Promise<StoredValuation | null>
  /** Marks the valuations of a lead accepted (the offer-accepted update); answers how many. */
  readonly acceptOffer: (tenantSlug: string, leadId: number, now: Date) => Promise<number>
  /**
   * Stores a site's valuation result on the valuation of `result.id` when the tenant has it
   * (taking its lead and acceptance), else as a new valuation.
   */
  readonly saveResult: (tenantSlug: string, result: Valuation, now: Date) => Promise<StoredValuation>
  readonly findById: (tenantSlug: string, id: number) => Promise<StoredValuation | null>
  /** The latest valuation linked to a lead (its trade-in), or `null`. */
  readonly findByLead: (tenantSlug: string, leadId: number) => Promise<StoredValuation | null>
}
