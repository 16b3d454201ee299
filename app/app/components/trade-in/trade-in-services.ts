import {
  leadSubmitRequest,
  tradeInOfferFromAnswer,
  tradeInVehicleFromLookup,
  type Texts
} from "@dealer/core"
import { createPlatformClient, returnedMessage, type ApiError, type PlatformClient } from "@dealer/http"
import type { SiteStorage, TradeInValuationServices } from "@dealer/react"
import { Result } from "effect"

let client: PlatformClient | null = null
const platform = () => (client ??= createPlatformClient({ baseUrl: "" }))

/** The answer of a call, or the message the API returned (empty when none) thrown for the statechart to show. */
function answerOf<A>(result: Result.Result<A, ApiError>): A {
  if (Result.isFailure(result)) throw new Error(returnedMessage(result.failure))
  return result.success
}

/**
 * The trade-in valuation's calls in the browser: the platform API through `@dealer/http`, and the
 * valuation kept locally (`TradeInValuation`) and with its lead on the platform as it grows.
 *
 * @example
 * const valuation = useTradeInValuation(input, tradeInServices(useSiteStorage(), texts))
 */
export function tradeInServices(storage: SiteStorage, texts: Pick<Texts, "tradeInInTouch">): TradeInValuationServices {
  return {
    lookupRego: async (request) => tradeInVehicleFromLookup(answerOf(await platform().tradeIn.regoLookup(request))),
    submitLead: async (lead) => answerOf(await platform().leads.submit(leadSubmitRequest(lead))),
    submitAdjustments: async (request) =>
      tradeInOfferFromAnswer(answerOf(await platform().tradeIn.adjustments(request)), texts),
    acceptOffer: async (request) => {
      answerOf(await platform().tradeIn.offerAccepted(request))
    },
    store: async (valuation) => {
      storage.write("TradeInValuation", valuation)
      // The client logs a failed save ('Failed to save valuation data'); the seller is not disturbed.
      await platform().tradeIn.saveValuation(valuation)
    },
    track: async ({ event }) => {
      if (event === null) return
      await platform().logs.analyticsEvent({ event_id: event.id, ...(event.label === null ? {} : { label: event.label }) })
    }
  }
}
