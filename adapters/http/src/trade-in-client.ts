import {
  LeadSubmitResponse,
  type AdjustmentsRequest,
  type OfferAcceptedRequest,
  type RegoLookupRequest,
  type Valuation
} from "@dealer/core"
import { Result } from "effect"
import { postDecoded, type ApiResult } from "./decoded-calls.ts"
import type { PlatformHttp, PostOptions } from "./platform-http.ts"
import { AdjustmentsResponse, RegoLookupResponse, SuccessResponse } from "./schemas/trade-in-responses.ts"

/** The warning logged when the valuation could not be saved (finance-forms document section 8). */
export const VALUATION_SAVE_FAILED = "Failed to save valuation data"

/** The trade-in calls of docs/api.md (finance-forms document section 7). */
export interface TradeInClient {
  /** Starts a valuation from a plate (build the body with core's `regoLookupRequest`). */
  regoLookup(body: RegoLookupRequest, options?: PostOptions): Promise<ApiResult<RegoLookupResponse>>
  /** Sends the seller's answers; `offer_price` is `null` when no online estimate applies. */
  adjustments(body: AdjustmentsRequest, options?: PostOptions): Promise<ApiResult<AdjustmentsResponse>>
  /** Marks the offer accepted on the lead (core's `offerAcceptedRequest`). */
  offerAccepted(body: OfferAcceptedRequest, options?: PostOptions): Promise<ApiResult<LeadSubmitResponse>>
  /** Saves the valuation result (`column_name: "valuation"`); a failure is also logged. */
  saveValuation(valuation: Valuation, options?: PostOptions): Promise<ApiResult<SuccessResponse>>
}

/**
 * The trade-in calls over a shared transport.
 *
 * @example
 * const lookup = await createTradeInClient(http).regoLookup(regoLookupRequest("abc 123", "qld"))
 */
export function createTradeInClient(http: PlatformHttp): TradeInClient {
  return {
    regoLookup: (body, options) =>
      postDecoded(http, RegoLookupResponse, "/api/trade-in/rego-lookup", body, "rego lookup answer", options),
    adjustments: (body, options) =>
      postDecoded(http, AdjustmentsResponse, "/api/trade-in/adjustments", body, "adjustments answer", options),
    offerAccepted: (body, options) =>
      postDecoded(http, LeadSubmitResponse, "/api/trade-in/offer-accepted", body, "offer accepted answer", options),
    saveValuation: async (valuation, options) => {
      const body = { ...valuation, column_name: "valuation" }
      const result = await postDecoded(
        http,
        SuccessResponse,
        "/api/miscellaneous",
        body,
        "valuation save answer",
        options
      )
      if (Result.isFailure(result)) http.log(VALUATION_SAVE_FAILED, result.failure)
      return result
    }
  }
}
