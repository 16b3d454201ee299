import {
  connectTradeInValuation,
  tradeInValuationInput,
  tradeInValuationMachine,
  valuationInitialValues,
  type AdjustmentsRequest,
  type LeadPageContext,
  type LeadPayload,
  type LeadSubmitResponse,
  type LeadTrackingEvent,
  type OfferAcceptedRequest,
  type RegoLookupRequest,
  type StoredUserDetails,
  type TradeInOffer,
  type TradeInValuationApi,
  type TradeInVehicle,
  type Valuation,
  type ValuationFormFields
} from "@dealer/core/forms"
import { useMachine } from "@xstate/react"
import { useState } from "react"
import { fromPromise } from "xstate"
import { useTenant } from "../tenant/tenant-provider.tsx"

export interface TradeInValuationServices {
  readonly lookupRego: (request: RegoLookupRequest) => Promise<TradeInVehicle>
  readonly submitLead: (lead: LeadPayload<ValuationFormFields>) => Promise<LeadSubmitResponse>
  readonly submitAdjustments: (request: AdjustmentsRequest) => Promise<TradeInOffer>
  readonly acceptOffer: (request: OfferAcceptedRequest) => Promise<void>
  /** Keeps the valuation locally (`TradeInValuation`). */
  readonly store: (valuation: Valuation) => Promise<void>
  /** Records the offer-accepted event (18). */
  readonly track: (event: LeadTrackingEvent) => Promise<void>
}

/**
 * The trade-in valuation: details and rego, adjustments, offer, accepted (or we'll be in touch).
 *
 * @example
 * const valuation = useTradeInValuation({ page, locationShown: false, stored: null }, services)
 */
export function useTradeInValuation(
  input: { readonly page: LeadPageContext; readonly locationShown: boolean; readonly stored: StoredUserDetails | null },
  services: TradeInValuationServices
): TradeInValuationApi {
  const tenant = useTenant()
  const [machine] = useState(() =>
    tradeInValuationMachine.provide({
      actors: {
        lookupRego: fromPromise(({ input: request }) => services.lookupRego(request)),
        submitLead: fromPromise(({ input: lead }) => services.submitLead(lead)),
        submitAdjustments: fromPromise(({ input: request }) => services.submitAdjustments(request)),
        acceptOffer: fromPromise(({ input: request }) => services.acceptOffer(request)),
        store: fromPromise(({ input: valuation }) => services.store(valuation)),
        track: fromPromise(({ input: event }) => services.track(event))
      }
    })
  )
  const [now] = useState(() => new Date())
  const [snapshot, send] = useMachine(machine, {
    input: tradeInValuationInput(tenant, {
      values: valuationInitialValues(tenant.forms, input.stored),
      page: input.page,
      locationShown: input.locationShown,
      now
    })
  })
  return connectTradeInValuation(snapshot, send)
}
